import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { imageSources } from "./image-sources";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "images-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the artwork the build renders", () => {
  it("names each image under images/ by its path, uploads included, a photo winning over the SVG of its name", () => {
    for (const file of ["cardiologista.svg", "cardiologista.jpg", "ultrassom.svg", "leia-me.txt"])
      fs.writeFileSync(path.join(dir, file), "");
    fs.mkdirSync(path.join(dir, "enviadas/cardiologista/hero/image"), { recursive: true });
    fs.writeFileSync(path.join(dir, "enviadas/cardiologista/hero/image/photo.png"), "");
    expect(Object.fromEntries([...imageSources(dir)].map(([name, file]) => [name, path.relative(dir, file)]))).toEqual({
      cardiologista: "cardiologista.jpg",
      ultrassom: "ultrassom.svg",
      "enviadas-cardiologista-hero-image-photo": "enviadas/cardiologista/hero/image/photo.png",
    });
  });
});
