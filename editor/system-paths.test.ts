/**
 * Every path the editor service registers is an address no page may take (shared/system-paths.ts):
 * its preview serves the site's pages at their own addresses on the editor's origin, so a page
 * named `publicar` would be shadowed there. Listed from the real app, so the list cannot drift.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { editorPaths, reservedPathOf } from "#shared/system-paths.ts";
import { routePaths } from "#tests/route-list.ts";
import { buildEditor } from "./app.ts";

describe("the editor's own paths", () => {
  it("are each reserved, and the reserved list names no path the editor has dropped", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-paths-"));
    const app = await buildEditor({
      root,
      dataDir: path.join(root, "data/editor"),
      uiDir: path.join(root, "ui"),
      port: 3001,
      logLevel: "silent",
    });
    try {
      await app.ready();
      const routes = routePaths(app.printRoutes()).filter((route) => route !== "/");
      expect(routes).toEqual(expect.arrayContaining(["/entrar", "/publicar", "/api/keystatic/*"]));
      for (const route of routes) expect(reservedPathOf(route), route).toBeDefined();
      const firstSegments = new Set(routes.map((route) => `/${route.split("/")[1]}`));
      for (const reserved of editorPaths) expect(firstSegments, reserved).toContain(reserved);
    } finally {
      await app.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
