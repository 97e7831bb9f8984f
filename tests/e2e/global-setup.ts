import type { TestProject } from "vitest/node";
import { buildServer } from "../../server/app";
import { testEnv } from "../../server/test-support";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** One production server for all browser tests: the real build, served by our own server. */
export default async function setup(project: TestProject) {
  const app = await buildServer({ env: testEnv() });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  project.provide("baseURL", `http://127.0.0.1:${port}`);
  return async () => {
    await app.close();
  };
}
