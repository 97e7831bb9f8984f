import type { TestProject } from "vitest/node";
import { buildServer } from "#server/app.ts";
import { removeTempDirs } from "#server/testing/leads.ts";
import { testEnv } from "#server/testing/env.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's SQLite lead store, for tests that check a lead arrived. */
    databasePath: string;
  }
}

/** One production server for all browser tests: the real build, served by our own server. */
export default async function setup(project: TestProject) {
  // Every browser test is a visitor at 127.0.0.1, three files at a time: a page load sends a
  // speed beacon and many tests send a lead, well past the per-address minute limits (60 beacons,
  // 10 leads) that stand against one real client. The limits themselves are the server tests'
  // (server/rum/routes.test.ts, server/leads/routes.test.ts) and nginx's (nginx-tls.test.ts).
  const env = testEnv({ LEAD_RATE_LIMIT_PER_MINUTE: "100000", RUM_RATE_LIMIT_PER_MINUTE: "100000" });
  const app = await buildServer({ env });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  project.provide("baseURL", `http://127.0.0.1:${port}`);
  project.provide("databasePath", env.DATABASE_PATH);
  return async () => {
    await app.close();
    removeTempDirs();
  };
}
