import type { TestProject } from "vitest/node";
import { startTemporaryPostgres } from "#tests/postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PostgreSQL server on which tests may create databases (superuser URL). */
    postgresUrl: string;
  }
}

/**
 * The server tests' PostgreSQL: TEST_DATABASE_URL when a developer gives one, else a temporary
 * server started here and removed afterwards (tests/postgres.ts also removes it on exit).
 */
export default function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("postgresUrl", process.env.TEST_DATABASE_URL);
    return;
  }
  const server = startTemporaryPostgres({ durable: false });
  project.provide("postgresUrl", server.adminUrl);
  return () => server.stop();
}
