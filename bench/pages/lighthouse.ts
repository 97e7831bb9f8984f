/** One Lighthouse run per fresh Chromium, with Lighthouse's default config: mobile, simulated throttling. */
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { chromiumFlags } from "#scripts/chromium.ts";
import { log } from "../cli";
import { projectRoot } from "../paths";
import { isStopping } from "./shutdown";

export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof categories)[number];

const chromeFlags = ["--headless=new", ...chromiumFlags];
const runTimeoutMs = 150_000;

let currentChrome: chromeLauncher.LaunchedChrome | null = null;

/** For shutdown: chrome-launcher detaches Chromium, so one left running would outlive the bench. */
export function killCurrentChrome(): void {
  currentChrome?.kill();
  currentChrome = null;
}

/** Lighthouse's own CPU slowdown in its default mobile config. */
export const defaultCpuSlowdown = 4;

/**
 * One Lighthouse run in a fresh Chromium, bounded in time. `cpuSlowdown` is the simulated CPU's
 * slowdown: above the default it stands for a slower phone or a machine busier than this one.
 */
async function lighthouseRun(url: string, chromePath: string, cpuSlowdown: number): Promise<Result> {
  if (isStopping()) throw new Error("interrupted");
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: "silent", handleSIGINT: false });
  currentChrome = chrome;
  if (isStopping()) {
    chrome.kill();
    throw new Error("interrupted");
  }
  let timer: NodeJS.Timeout | undefined;
  try {
    const flags: Flags = {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: [...categories],
      // The full-page screenshot is for reports only; skipping it saves time and memory.
      disableFullPageScreenshot: true,
      maxWaitForLoad: 45_000,
      ...(cpuSlowdown === defaultCpuSlowdown ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
    };
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Lighthouse took more than ${runTimeoutMs / 1000} s`)), runTimeoutMs);
    });
    // No config: Lighthouse's default, i.e. mobile with simulated throttling (its CPU slowdown as asked).
    const result = await Promise.race([lighthouse(url, flags), timeout]);
    if (!result) throw new Error("Lighthouse returned no result");
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    clearTimeout(timer);
    chrome.kill();
    currentChrome = null;
  }
}

/**
 * Lighthouse now and then fails a run for reasons of its own (NO_NAVSTART, ~5% of runs with
 * Chromium 156: the trace missed the navigation); up to two more tries, each in a new Chromium,
 * then the run counts as failed.
 */
export async function lighthouseRunWithRetry(url: string, chromePath: string, cpuSlowdown: number): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url, chromePath, cpuSlowdown);
    } catch (error) {
      if (isStopping() || attempt >= 3) throw error;
      log(`  retrying ${url} (attempt ${attempt + 1} of 3): ${(error as Error).message}`);
    }
  }
}

export function lighthouseVersion(): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(projectRoot, "node_modules/lighthouse/package.json"), "utf8"),
  ) as { version: string };
  return manifest.version;
}
