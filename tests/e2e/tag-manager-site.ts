/**
 * The tag-manager build (tests/built-site.ts, made once per run by tests/test-builds.ts) served by
 * our own server to a Chromium of the file's, opened before the file's tests and closed after
 * them: for the files that show the consent banner. `const site = useTagManagerSite()`, then
 * `site.origin` and `site.browser` in the tests.
 */
import type { FastifyInstance } from "fastify";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { buildServer } from "#server/app.ts";
import { testEnv } from "#server/testing/env.ts";
import { tagManagerVariant } from "../built-site";
import { launchBrowser } from "./browser";

/** The tag-manager build served by our own server for the file's tests: `server.origin` in them. */
export function useTagManagerServer(): { readonly origin: string } {
  let server: FastifyInstance | undefined;
  let origin: string | undefined;
  beforeAll(async () => {
    const env = testEnv({
      CLIENT_DIR: tagManagerVariant.clientDir,
      VITE_GTM_ID: tagManagerVariant.settings.VITE_GTM_ID,
    });
    server = await buildServer({ env });
    origin = await server.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => server?.close());
  return {
    get origin() {
      return started(origin);
    },
  };
}

/** That server and a browser for the file (the worker's Chromium: launchBrowser in ./browser.ts). */
export function useTagManagerSite(): { readonly origin: string; readonly browser: Browser } {
  const server = useTagManagerServer();
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return {
    get origin() {
      return server.origin;
    },
    get browser() {
      return started(browser);
    },
  };
}

function started<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("The tag-manager site starts before the file's tests (beforeAll)");
  return value;
}
