import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { holdBack, phone, useBrowserContexts, watchProblems } from "./browser";
import { loadBudget } from "./load-budget";

/**
 * "Agendar" does one thing from the first paint (docs/decisions/050): on a slow phone (CPU ×4,
 * 1.6 Mbit/s, 150 ms, the profile of docs/architecture.md#targets-we-measure and of
 * `npm run bench:interactions`), a tap on the header's "Agendar" as soon as the page's first
 * heading shows opens the dialog, in the tap's own task (so on screen in the next frame), long
 * before the page's entry has arrived; no tab opens; the entry then takes the dialog over, open,
 * with what was typed. Timings are the bench's; this checks the behaviour.
 *
 * The entry itself is held until the tap has been made: on a machine as loaded as ours, Playwright's
 * tap (its checks that the link is visible and still) can take long enough for the entry to win the
 * race, and the test would then check the later path (tests/e2e/lead-dialog.test.ts does).
 */

const contexts = useBrowserContexts({ phone });

/** The slow phone's CPU and network, applied by the browser (as bench/interactions/slow-phone.ts). */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1000 * 1000) / 8,
    uploadThroughput: (750 * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/**
 * How long a throttled page may take for what it does after the tap (its entry, then React, on the
 * slow network): a multiple of how long that page took to show its first heading here, within the
 * test's own minute (./load-budget.ts).
 */
const afterTheTap = (headingMs: number) => ({
  timeout: loadBudget(headingMs, { pageFactor: 8, floorMs: 5_000, ceilingMs: 25_000 }).pageMs,
});

describe("the header's Agendar tapped as soon as the heading shows, on a slow phone", () => {
  for (const path of ["/", "/cardiologista"]) {
    it(`opens the dialog, in the tap's task and never a new tab, and the entry takes it over (${path})`, async () => {
      const page = await contexts.phone.newPage();
      const problems = watchProblems(page);
      const opened: Page[] = [];
      const onPage = (other: Page) => opened.push(other);
      contexts.phone.on("page", onPage);
      // After every listener of the page (they are on the document): was the dialog already shown
      // by the time the click had been answered, and did the page still have no entry?
      await page.addInitScript(() => {
        window.addEventListener("click", (event) => {
          if (!(event.target instanceof Element) || !event.target.closest("a[data-lead-trigger]")) return;
          const dialog = document.getElementById("lead-dialog");
          (window as unknown as { tapped: unknown }).tapped = {
            shownInTheTapsTask: dialog?.hidden === false,
            // Made reachable only in the task after the dialog's frame: the tap's task changes the
            // style of one element, not of every element inside (docs/decisions/066).
            stillInertInTheTapsTask: dialog?.inert === true && dialog.getAttribute("aria-hidden") === "true",
            linkFollowed: !event.defaultPrevented,
            entryLive: document.documentElement.dataset.leadDialog === "live",
          };
        });
      });
      await throttle(page);
      const entry = await holdBack(page, /\/assets\/entry\.client-[\w-]+\.js$/);
      const started = performance.now();
      await page.goto(path, { waitUntil: "commit" });
      // The reference: bounded by the test's own timeout only.
      await page.locator("h1").waitFor({ state: "visible", timeout: 0 });
      const onTheSlowPhone = afterTheTap(performance.now() - started);
      await page.locator("header").getByRole("link", { name: "Agendar" }).tap();

      expect(await page.evaluate(() => (window as unknown as { tapped: unknown }).tapped)).toEqual({
        shownInTheTapsTask: true,
        stillInertInTheTapsTask: true,
        linkFollowed: false,
        entryLive: false,
      });
      const dialog = page.getByRole("dialog", { name: "Agendamento" });
      expect(await dialog.isVisible()).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("lead-name");
      expect(await page.locator("#lead-dialog").evaluate((element: HTMLElement) => element.inert)).toBe(false);
      await dialog.getByLabel("Nome completo").fill("Clara Cedo");
      entry.release();

      // The entry arrives and takes the dialog over as it is; React then makes the form live.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.leadDialog), onTheSlowPhone)
        .toBe("live");
      expect(await dialog.isVisible()).toBe(true);
      expect(await dialog.getByLabel("Nome completo").inputValue()).toBe("Clara Cedo");
      await dialog.getByLabel("Telefone", { exact: true }).pressSequentially("31988887777");
      await expect
        .poll(() => dialog.getByLabel("Telefone", { exact: true }).inputValue(), onTheSlowPhone)
        .toBe("(31) 98888-7777");

      expect(opened).toEqual([]);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(problems.pageErrors).toEqual([]);
      contexts.phone.off("page", onPage);
      await page.close();
    });
  }
});
