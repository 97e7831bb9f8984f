/**
 * What the build writes beside the pages (assets, images, sitemap, robots, manifest, icons, the
 * not-found page, the static hosts' rule files) is an address no page may take
 * (shared/system-paths.ts): read from the real build, so a new file of the build cannot drift
 * past the list the editor's schema and the content check refuse.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { pages } from "#app/site/registry.ts";
import { reservedPathOf } from "#shared/system-paths.ts";
import { mainClientDir } from "../built-site";

describe("the build's own files", () => {
  it("are each a page (its folder, its .html alias, a compressed twin) or reserved", () => {
    const pageNames = new Set(pages.filter((page) => page.path !== "/").map((page) => page.path.slice(1)));
    const pageFile = (name: string) =>
      pageNames.has(name.replace(/\.html(\.(br|gz))?$/, "")) || /^index\.html(\.(br|gz))?$/.test(name);
    // A compressed twin is served at its original's address (nginx answers .br/.gz themselves 404).
    const others = fs
      .readdirSync(mainClientDir)
      .map((name) => name.replace(/\.(br|gz)$/, ""))
      .filter((name) => !pageFile(name));
    expect(others).toEqual(expect.arrayContaining(["assets", "images", "404.html", "sitemap.xml", "robots.txt"]));
    for (const name of others) expect(reservedPathOf(`/${name}`), name).toBeDefined();
  });
});
