/**
 * axeViolations (browser.ts) for a tab that visits many pages: the same axe-core, configured and
 * run the same way, but loaded into each document as a script of a fixed URL of the page's own
 * origin instead of evaluated through the DevTools protocol. V8 keeps what it compiled of a script
 * per renderer process, keyed by the script's text and URL, so every document after the first in a
 * tab reuses axe-core's compiled code instead of compiling its 500 KB anew (and its run needs less
 * compiled lazily). Measured on a phone tab over sixteen loads, on a loaded two-core machine:
 * 0.61 -> 0.40 CPU-s to put axe-core in a page, 1.31 -> 1.16 for the run that follows.
 *
 * The URL is answered by the tab itself through DevTools' Fetch domain, for that URL only, never by
 * our server: Playwright's `page.route` would send every request of the tab through this process
 * and turn the tab's cache off for every page it loads. The site's CSP allows the page's own
 * origin for scripts ('self'), and the element is removed once the script ran, so the document axe
 * checks is the page's own.
 */
import type { Frame, Page } from "playwright-core";
import { axeConfigure, axeCore, injectAxe, runAxe } from "./browser";

/** Where a tab finds axe-core: a path no page of the site has. */
const axePath = "/__tests/axe-core.js";

/** The tabs that answer `axePath` already. */
const answering = new WeakSet<Page>();

const present = () => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === "function";

/** Makes `page` answer `axePath` with axe-core, and nothing else it requests. */
async function answerAxePath(page: Page): Promise<void> {
  if (answering.has(page)) return;
  answering.add(page);
  const session = await page.context().newCDPSession(page);
  const body = Buffer.from(axeCore.source).toString("base64");
  session.on("Fetch.requestPaused", ({ requestId }) => {
    void session
      .send("Fetch.fulfillRequest", {
        requestId,
        responseCode: 200,
        responseHeaders: [{ name: "Content-Type", value: "text/javascript; charset=utf-8" }],
        body,
      })
      .catch(() => undefined);
  });
  await session.send("Fetch.enable", { patterns: [{ urlPattern: `*${axePath}` }] });
}

/** axe-core in the main frame's document, from the tab's script URL. */
async function loadAxe(page: Page, frame: Frame): Promise<void> {
  await answerAxePath(page);
  if (await frame.evaluate(present)) return;
  await frame.evaluate(
    (src) =>
      new Promise<void>((resolve, reject) => {
        const script = document.createElement("script");
        script.src = src;
        script.onload = () => {
          script.remove();
          resolve();
        };
        script.onerror = () => {
          script.remove();
          reject(new Error(`axe-core did not load from ${src}`));
        };
        document.head.append(script);
      }),
    axePath,
  );
  await frame.evaluate(axeConfigure);
}

/** axe-core's violations on the page, each as "rule: targets": what axeViolations in browser.ts returns. */
export async function axeViolations(page: Page): Promise<string[]> {
  const [main, ...children] = page.frames();
  await loadAxe(page, main!);
  for (const frame of children) await injectAxe(frame).catch(() => undefined);
  return runAxe(page);
}
