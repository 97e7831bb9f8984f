/** The phone the interactions bench browses with: its screen, its throttled network and CPU. */
import type { Browser, BrowserContext, Page } from "playwright-core";

/** Lighthouse's mobile CPU slowdown. */
export const defaultCpuSlowdown = 4;
let cpuSlowdown = defaultCpuSlowdown;

/** Lighthouse's mobile profile, applied by the browser itself (not simulated). */
export const slowPhone = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6 * 1000 * 1000,
  uploadBitsPerSecond: 750 * 1000,
  /** ×4, or what the bench was asked for (useCpuSlowdown). */
  get cpuSlowdown(): number {
    return cpuSlowdown;
  },
};

/**
 * A slower phone, or a busy machine, for the whole bench (`--cpu-slowdown`): issue 37 measures where
 * the no-script floor itself is slow.
 */
export function useCpuSlowdown(rate: number): void {
  cpuSlowdown = rate;
}

/** The slow phone's CPU, and its network unless `network` is false (the same phone on a fast network). */
export async function throttle(page: Page, { network = true }: { network?: boolean } = {}): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  if (network) {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: slowPhone.latencyMs,
      downloadThroughput: slowPhone.downloadBitsPerSecond / 8,
      uploadThroughput: slowPhone.uploadBitsPerSecond / 8,
    });
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowPhone.cpuSlowdown });
}

export const phoneContext = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  locale: "pt-BR",
};

/** A fresh phone (empty cache) that reaches nothing beyond our server at `baseUrl`. */
export async function newPhoneContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext({ ...phoneContext, baseURL: baseUrl });
  // tsx compiles the bench keeping function names through a `__name` helper, which the functions
  // sent to the page would call there too.
  await context.addInitScript({ content: "globalThis.__name = (fn) => fn;" });
  // Nothing leaves the machine: the redirect's chat link gets a local stand-in page.
  await context.route(
    (url) => url.origin !== baseUrl,
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>chat</title>" }),
  );
  return context;
}
