/**
 * Every route the relay registers is an address no page may take (shared/system-paths.ts): the
 * list the editor's schema and the content check refuse is the relay's own, so it cannot drift.
 */
import { describe, expect, it } from "vitest";
import { reservedPathOf } from "#shared/system-paths.ts";
import { routePaths } from "#tests/route-list.ts";
import { buildServer } from "./app";
import { testEnv } from "./testing/env";

describe("the relay's own routes", () => {
  it("are each reserved: no page can be named after one", async () => {
    const empty = { contentType: "text/html; charset=utf-8", cacheControl: "no-store", variants: {} };
    const app = await buildServer({ env: testEnv(), site: { pages: new Map(), files: new Map(), notFound: empty } });
    try {
      await app.ready();
      // Every route but the pages' and files' catch-all.
      const routes = routePaths(app.printRoutes()).filter((route) => route !== "/*");
      expect(routes).toEqual(expect.arrayContaining(["/healthz", "/readyz", "/rum", "/webhook/agendamento"]));
      expect(routes.length).toBeGreaterThanOrEqual(4);
      for (const route of routes) expect(reservedPathOf(route), route).toBeDefined();
    } finally {
      await app.close();
    }
  });
});
