/**
 * A decisive new patient on the throttled phone of bench/interactions (390×844, CPU ×4, 1.6 Mbit/s,
 * 150 ms), paced as the UX reviews of November and December 2026 paced one (../shared/reviews): 3 s
 * to read each new page's first screen once its heading shows, a 600 px flick then 1.2 s to glance,
 * 1.5 s to find and decide before each tap, 200 ms per character typed. They look for what answers
 * the question where they are; after four flicks without a link they open the menu. An answer counts
 * as seen when it is wholly on screen: below the sticky header, or anywhere in a layer above it (a
 * modal dialog, a toast).
 */
import type { Locator, Page } from "playwright-core";

export const pacing = {
  readFirstScreenMs: 3000,
  flickPx: 600,
  glanceMs: 1200,
  decideMs: 1500,
  typeCharMs: 200,
  flicksBeforeMenu: 4,
};

/** What she looks for: a CSS selector, or one whose element's text must match too. */
export type Sought = string | { selector: string; text: RegExp };

/** A moment of the task the review timed too (e.g. "dialog": the booking dialog on screen). */
export interface Milestone {
  label: string;
  /** From the first navigation's start, pauses included. */
  seconds: number;
}

export interface TaskTally {
  taps: number;
  scrolls: number;
  /** Characters typed, at the review's pace. */
  typed: number;
  /** From the first navigation's start to the last answer seen (or given up on), pauses included. */
  seconds: number;
  milestones: Milestone[];
  /** How each step was done, e.g. "/ link → /cardiologista". */
  path: string[];
  /** The answers not found at all (e.g. a table still awaiting its doctor's confirmation shows none). */
  missing: string[];
  /** What she read where the answer's words matter (e.g. the plans line), and what else happened. */
  notes: string[];
}

const toPage = (sought: Sought) =>
  typeof sought === "string"
    ? { selector: sought, source: "", flags: "" }
    : { selector: sought.selector, source: sought.text.source, flags: sought.text.flags };

/** Whether an element `sought` names is wholly on screen, below the sticky header or in an open dialog. */
const onScreen = (page: Page, sought: Sought) =>
  page.evaluate(({ selector, source, flags }) => {
    const text = source ? new RegExp(source, flags) : null;
    const header = document.querySelector("header");
    const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
    return [...document.querySelectorAll(selector)].some((element) => {
      if (text && !text.test(element.textContent ?? "")) return false;
      const box = element.getBoundingClientRect();
      // What is in the sticky header is on screen wherever the page is.
      // Nor what sits in a layer above the page: a modal dialog, a toast (fixed, over the header).
      let inLayer = element.closest('dialog[open], [aria-modal="true"]') !== null;
      for (let layer: Element | null = element; layer && !inLayer; layer = layer.parentElement)
        inLayer = getComputedStyle(layer).position === "fixed";
      const top = header?.contains(element) || inLayer ? 0 : headerBottom - 1;
      return box.height > 0 && box.top >= top && box.bottom <= window.innerHeight + 1;
    });
  }, toPage(sought));

const atBottom = (page: Page) =>
  page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);

export class Patient {
  readonly tally: TaskTally = {
    taps: 0,
    scrolls: 0,
    typed: 0,
    seconds: 0,
    milestones: [],
    path: [],
    missing: [],
    notes: [],
  };
  private started = 0;
  /** When the current page's heading showed. */
  private pageShownAt = 0;
  /** Tabs the site opened during the task (e.g. the booking chat after a send), in front of hers. */
  private readonly tabs: Page[] = [];

  constructor(private readonly page: Page) {
    page.context().on("page", (tab) => this.tabs.push(tab));
  }

  get openedTabs(): number {
    return this.tabs.length;
  }

  /** Back to the clinic's page from a tab the site opened in front of it: a glance at that tab, then a tap on hers. */
  async comeBack(): Promise<void> {
    await this.page.waitForTimeout(pacing.glanceMs + pacing.decideMs);
    this.tally.taps++;
    await this.page.bringToFront();
  }

  /**
   * Opens `path` as the first page of the task and reads its first screen; with `read: false`
   * she looks for her answer as soon as the heading shows (a box meant to be seen at once).
   */
  async arrive(path: string, { read = true }: { read?: boolean } = {}): Promise<void> {
    this.started = Date.now();
    await this.page.goto(path, { waitUntil: "commit" });
    await this.readNewPage(read);
  }

  private async readNewPage(read = true): Promise<void> {
    await this.page.waitForSelector("h1", { state: "visible", timeout: 60_000 });
    this.pageShownAt = Date.now();
    if (read) await this.page.waitForTimeout(pacing.readFirstScreenMs);
  }

  private async flick(): Promise<void> {
    await this.page.evaluate((px) => window.scrollBy(0, px), pacing.flickPx);
    this.tally.scrolls++;
    await this.page.waitForTimeout(pacing.glanceMs);
  }

  /** Scrolls until one of `sought` is wholly on screen; at most `maxFlicks` flicks. Returns the one found. */
  async look(sought: Sought[], maxFlicks = Infinity): Promise<Sought | null> {
    for (let flicks = 0; ; flicks++) {
      for (const one of sought) if (await onScreen(this.page, one)) return one;
      if (flicks >= maxFlicks || (await atBottom(this.page))) return null;
      await this.flick();
    }
  }

  private locate(sought: Sought): Locator {
    const { selector } = toPage(sought);
    const all = this.page.locator(selector).locator("visible=true");
    return (typeof sought === "string" ? all : all.filter({ hasText: sought.text })).first();
  }

  /** Taps the first visible element `sought` names; when it leads to another page, reads that page's first screen. */
  async tap(sought: Sought, navigates: boolean): Promise<void> {
    await this.page.waitForTimeout(pacing.decideMs);
    const target = this.locate(sought);
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

  /** Types `text` into the field `selector` at the review's pace, tapping it first unless it has the focus already. */
  async type(selector: string, text: string): Promise<void> {
    const focused = await this.page.evaluate(
      (selector) => document.activeElement?.matches(selector) ?? false,
      selector,
    );
    if (!focused) await this.tap(selector, false);
    await this.page.keyboard.type(text, { delay: pacing.typeCharMs });
    this.tally.typed += text.length;
  }

  /**
   * Goes to `path`: by a link in the page's content if one shows within a few flicks, else by the
   * menu. With `milestone`, records when the new page's heading showed.
   */
  async goTo(path: string, milestone?: string): Promise<void> {
    const from = new URL(this.page.url()).pathname;
    const link = `main a[href="${path}"]`;
    if (await this.look([link], pacing.flicksBeforeMenu)) {
      await this.tap(link, true);
      this.tally.path.push(`${from} link → ${path}`);
    } else {
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
    if (milestone) this.milestone(milestone, this.pageShownAt);
  }

  /** Records a moment of the task (now, unless `at` is given); the task's seconds run to its last one. */
  milestone(label: string, at = Date.now()): void {
    this.tally.seconds = (at - this.started) / 1000;
    this.tally.milestones.push({ label, seconds: this.tally.seconds });
  }

  /** Looks for an answer on the page, scrolling; records when it was seen, or that it was not there. Returns what was seen. */
  async find(answer: string, sought: Sought[], maxFlicks = Infinity): Promise<Sought | null> {
    const found = await this.look(sought, maxFlicks);
    if (found) this.milestone(answer);
    else this.giveUp(answer);
    return found;
  }

  /**
   * Watches the screen, without scrolling, for what a tap is to show (a dialog, a confirmation) for
   * up to `timeoutMs`; records when it showed. Returns what showed, or null (the caller decides
   * whether that is an answer not found).
   */
  async watchFor(answer: string, sought: Sought[], timeoutMs: number): Promise<Sought | null> {
    const until = Date.now() + timeoutMs;
    do {
      for (const one of sought)
        if (await onScreen(this.page, one)) {
          this.milestone(answer);
          return one;
        }
      await this.page.waitForTimeout(100);
    } while (Date.now() < until);
    return null;
  }

  /** An answer not found: recorded, and the task's seconds run to when she gave up. */
  giveUp(answer: string): void {
    this.tally.missing.push(answer);
    this.tally.seconds = (Date.now() - this.started) / 1000;
  }

  /** The text of the first visible element `sought` names, as she reads it (spaces collapsed); null when none shows. */
  async read(sought: Sought): Promise<string | null> {
    const target = this.locate(sought);
    if ((await target.count()) === 0) return null;
    return ((await target.textContent()) ?? "").replace(/\s+/g, " ").trim();
  }

  note(text: string): void {
    this.tally.notes.push(text);
  }
}
