/**
 * The build's script modules held back on a reused tab, load by load, as when the page's script
 * never arrives: the page is its prerendered HTML and inline scripts only. Done with Chromium's
 * list of blocked URLs rather than by intercepting requests (`page.route`): interception turns
 * the tab's cache off, so each of a file's few dozen loads fetched and compiled the stylesheet,
 * the icons and the pictures anew (15-30 % more CPU a load here), and a tab that intercepts cannot
 * load a live page with its cache either. A blocked module fails to load as an aborted one does.
 */
import type { Page } from "playwright-core";

/** The build's script modules: what openWithoutScripts in ./browser.ts refuses. */
const scriptModules = "*/assets/*.js";

/** Switches the holding back of `page`'s script modules on or off, for its next loads. */
export async function scriptSwitch(page: Page): Promise<(held: boolean) => Promise<void>> {
  const session = await page.context().newCDPSession(page);
  await session.send("Network.enable");
  let current = false;
  return async (held) => {
    if (held === current) return;
    await session.send("Network.setBlockedURLs", { urls: held ? [scriptModules] : [] });
    current = held;
  };
}
