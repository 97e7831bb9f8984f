import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { compressedTwinsWriter, writeCompressedTwins } from "./build-layout.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-layout-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const page = (title: string) => `<!doctype html><title>${title}</title>${"<p>Consulta no Barreiro.</p>".repeat(40)}`;

describe("the pre-compressed twins of a build", () => {
  it("are written for every compressible file, the same bytes whether or not another file had the same content", () => {
    const files = {
      "cardiologista/index.html": page("Cardiologista"),
      "cardiologista.html": page("Cardiologista"),
      "ultrassom.html": page("Ultrassom"),
      "logo.png": page("not text"),
      "tiny.css": "a{}",
    };
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    const write = compressedTwinsWriter();
    const written = Object.keys(files).filter((name) => write(path.join(dir, name)));
    expect(written).toEqual(["cardiologista/index.html", "cardiologista.html", "ultrassom.html"]);
    for (const name of written) {
      const file = path.join(dir, name);
      const original = fs.readFileSync(file);
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)), name).toEqual(original);
      expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)), name).toEqual(original);
      // A copied twin is byte for byte what a pass of its own would have written.
      const alone = path.join(dir, `alone-${path.basename(name)}`);
      fs.copyFileSync(file, alone);
      expect(writeCompressedTwins(alone)).toBe(true);
      expect(fs.readFileSync(`${file}.br`), name).toEqual(fs.readFileSync(`${alone}.br`));
      expect(fs.readFileSync(`${file}.gz`), name).toEqual(fs.readFileSync(`${alone}.gz`));
    }
    for (const name of ["logo.png", "tiny.css"]) expect(fs.existsSync(path.join(dir, `${name}.br`)), name).toBe(false);
  });
});
