/**
 * A decisive new patient on the throttled phone of bench/interactions (390×844, CPU ×4, 1.6 Mbit/s,
 * 150 ms), paced as the UX review of November 2026 paced one (docs: ../shared/reviews): 3 s to read
 * each new page's first screen once its heading shows, a 600 px flick then 1.2 s to glance, 1.5 s
 * to find and decide before each tap. They look for what answers the question where they are; after
 * four flicks without it they open the menu. An answer counts as seen when it is wholly on screen,
 * below the sticky header.
 */
import type { Page } from "playwright-core";

export const pacing = { readFirstScreenMs: 3000, flickPx: 600, glanceMs: 1200, decideMs: 1500, flicksBeforeMenu: 4 };

export interface TaskTally {
  taps: number;
  scrolls: number;
  /** From the first navigation's start to the last answer seen, pauses included. */
  seconds: number;
  /** How each step was done, e.g. "/ index → /cardiologista". */
  path: string[];
  /** The answers not found at all (e.g. a table still awaiting its doctor's confirmation shows none). */
  missing: string[];
}

/** Whether an element matching `selector` is wholly on screen below the sticky header. */
const onScreen = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const header = document.querySelector("header");
    const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
    return [...document.querySelectorAll(selector)].some((element) => {
      const box = element.getBoundingClientRect();
      // What is in the sticky header is on screen wherever the page is.
      const top = header?.contains(element) ? 0 : headerBottom - 1;
      return box.height > 0 && box.top >= top && box.bottom <= window.innerHeight + 1;
    });
  }, selector);

const atBottom = (page: Page) =>
  page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);

export class Patient {
  readonly tally: TaskTally = { taps: 0, scrolls: 0, seconds: 0, path: [], missing: [] };
  private started = 0;

  constructor(private readonly page: Page) {}

  /** Opens `path` as the first page of the task and reads its first screen. */
  async arrive(path: string): Promise<void> {
    this.started = Date.now();
    await this.page.goto(path, { waitUntil: "commit" });
    await this.readNewPage();
  }

  private async readNewPage(): Promise<void> {
    await this.page.waitForSelector("h1", { state: "visible", timeout: 60_000 });
    await this.page.waitForTimeout(pacing.readFirstScreenMs);
  }

  private async flick(): Promise<void> {
    await this.page.evaluate((px) => window.scrollBy(0, px), pacing.flickPx);
    this.tally.scrolls++;
    await this.page.waitForTimeout(pacing.glanceMs);
  }

  /** Scrolls until one of `selectors` is wholly on screen; at most `maxFlicks` flicks. Returns the one found. */
  async look(selectors: string[], maxFlicks = Infinity): Promise<string | null> {
    for (let flicks = 0; ; flicks++) {
      for (const selector of selectors) if (await onScreen(this.page, selector)) return selector;
      if (flicks >= maxFlicks || (await atBottom(this.page))) return null;
      await this.flick();
    }
  }

  /** Taps the first visible element matching `selector`; when it leads to another page, reads that page's first screen. */
  async tap(selector: string, navigates: boolean): Promise<void> {
    await this.page.waitForTimeout(pacing.decideMs);
    const target = this.page.locator(selector).locator("visible=true").first();
    this.tally.taps++;
    if (navigates) {
      const from = this.page.url();
      await Promise.all([
        this.page.waitForURL((url) => url.href !== from, { waitUntil: "commit", timeout: 60_000 }),
        target.tap(),
      ]);
      await this.readNewPage();
    } else {
      await target.tap();
    }
  }

  /** Goes to `path`: by a link in the page's content if one shows within a few flicks, else by the menu. */
  async goTo(path: string): Promise<void> {
    const from = new URL(this.page.url()).pathname;
    const link = `main a[href="${path}"]`;
    if (await this.look([link], pacing.flicksBeforeMenu)) {
      await this.tap(link, true);
      this.tally.path.push(`${from} link → ${path}`);
      return;
    }
    await this.tap('header button[aria-controls="mobile-menu"]', false);
    await this.page.waitForSelector("#mobile-menu:not([hidden])");
    const menuLink = `#mobile-menu a[href="${path}"]`;
    // The menu scrolls inside itself: a flick there too, until the link shows.
    for (let flicks = 0; !(await onScreen(this.page, menuLink)) && flicks < 5; flicks++) {
      await this.page.evaluate((px) => document.getElementById("mobile-menu")?.scrollBy(0, px), pacing.flickPx);
      this.tally.scrolls++;
      await this.page.waitForTimeout(pacing.glanceMs);
    }
    await this.tap(menuLink, true);
    this.tally.path.push(`${from} menu → ${path}`);
  }

  /** Looks for an answer on the page; records when it was seen, or that it was not there. Returns the selector seen. */
  async find(answer: string, selectors: string[]): Promise<string | null> {
    const found = await this.look(selectors);
    if (!found) this.tally.missing.push(answer);
    this.tally.seconds = (Date.now() - this.started) / 1000;
    return found;
  }
}
