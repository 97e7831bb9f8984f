import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "app") };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          sequence: { groupOrder: 1 },
          include: ["server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["server/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          // Browsers last, two at a time: the machine has two cores.
          sequence: { groupOrder: 2 },
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A real browser on two cores shared by two workers: a state a page reaches (a scroll
          // ended, a dialog closed) may take longer than the default second to show.
          expect: { poll: { timeout: 5_000 } },
          maxWorkers: 2,
        },
      },
    ],
  },
});
