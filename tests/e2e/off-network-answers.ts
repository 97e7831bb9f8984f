/**
 * Answers a test file's requests to hosts off our network (the chat at wa.me, Google's tag manager)
 * without Playwright's request interception. A `route` on a context or tab sends every request of
 * it through this process and turns Chromium's cache off there, so every page the tab loads
 * fetched and compiled all of its files anew, for the sake of the few requests that leave our
 * server. Here the worker's Chromium (`launchBrowser`) pauses only the requests whose URL matches
 * `patterns` (DevTools' Fetch domain on the browser, so a new tab's first request is caught too)
 * and `answer` decides each one; the rest never leave Chromium, and its cache stays on. The
 * interception is the file's: on before its tests, off after them (a worker runs one file at a time).
 */
import type { CDPSession } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";

/** What to do with a paused request: answer it with a body, or fail it as an ad blocker would. */
export type OffNetworkAnswer = { status: number; contentType: string; body: string } | "blocked";

/**
 * `patterns` are DevTools URL patterns (`*` any characters, `?` one); `answer` gets each matching
 * request's URL and returns what it gets, or undefined to let it go on to the network (where,
 * off our server, nothing resolves: browser.ts `offlineFlag`).
 */
export function useOffNetworkAnswers(
  patterns: readonly string[],
  answer: (url: URL) => OffNetworkAnswer | undefined,
): void {
  let session: CDPSession | undefined;
  beforeAll(async () => {
    const browser = await launchBrowser();
    session = await browser.newBrowserCDPSession();
    const cdp = session;
    cdp.on("Fetch.requestPaused", ({ requestId, request }) => {
      const decided = answer(new URL(request.url));
      const reply =
        decided === undefined
          ? cdp.send("Fetch.continueRequest", { requestId })
          : decided === "blocked"
            ? cdp.send("Fetch.failRequest", { requestId, errorReason: "BlockedByClient" })
            : cdp.send("Fetch.fulfillRequest", {
                requestId,
                responseCode: decided.status,
                responseHeaders: [{ name: "Content-Type", value: decided.contentType }],
                body: Buffer.from(decided.body).toString("base64"),
              });
      // A request whose tab closed meanwhile can no longer be answered: nothing waits for it.
      reply.catch(() => undefined);
    });
    await cdp.send("Fetch.enable", { patterns: patterns.map((urlPattern) => ({ urlPattern })) });
  });
  afterAll(async () => {
    await session?.send("Fetch.disable").catch(() => undefined);
    await session?.detach().catch(() => undefined);
  });
}

/** The chat's page, as wa.me would send it: a new tab opened on it has somewhere to land. */
export function useWhatsAppStub(): void {
  useOffNetworkAnswers(["https://wa.me/*"], () => ({
    status: 200,
    contentType: "text/html",
    body: "<title>WhatsApp</title>",
  }));
}
