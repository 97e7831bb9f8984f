/**
 * Everything the page bench starts (servers, Chromium, temp files) is stopped in reverse order
 * at the end, on error and on SIGINT/SIGTERM.
 */
import { log } from "../cli";

const steps: (() => Promise<void> | void)[] = [];
let shutDown = false;
let stopping = false;

export function onShutdown(step: () => Promise<void> | void): void {
  steps.push(step);
}

/** True once SIGINT/SIGTERM came: no new Chromium may start while the servers close (it would outlive us, chrome-launcher detaches it). */
export function isStopping(): boolean {
  return stopping;
}

export async function shutdown(): Promise<void> {
  if (shutDown) return;
  shutDown = true;
  for (const step of steps.reverse()) {
    try {
      await step();
    } catch (error) {
      log(`cleanup: ${(error as Error).message}`);
    }
  }
}

export function shutDownOnSignals(): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      stopping = true;
      log(`\n${signal}: stopping servers and Chromium`);
      void shutdown().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
    });
  }
}
