import path from "node:path";
import { inject } from "vitest";
import { createTestDatabase } from "#tests/postgres.ts";
import { loadEnv, type ServerEnv } from "../env";
import { tempDatabasePath, type StoreKind } from "./leads";

/**
 * Settings for a test server: the real build, a fresh SQLite file in a temp dir (deleted by
 * `removeTempDirs`), no logs.
 */
export function testEnv(overrides: Record<string, string> = {}): ServerEnv {
  return loadEnv({
    CLIENT_DIR: path.resolve(import.meta.dirname, "../../build/client"),
    DATABASE_PATH: tempDatabasePath(),
    LOG_LEVEL: "silent",
    PORT: "0",
    ...overrides,
  });
}

/**
 * The settings that select a fresh, empty store of `kind`: nothing for SQLite (testEnv's temp
 * file), a new database on the suite's PostgreSQL server (server/testing/global-setup.ts) otherwise.
 */
export async function freshStoreOverrides(kind: StoreKind): Promise<Record<string, string>> {
  return kind === "postgres" ? { DATABASE_URL: await createTestDatabase(inject("postgresUrl")) } : {};
}

/** Paths no page answers (look-alikes of real pages and files among them): each gets 404 and the not-found page. */
export const unknownPaths = [
  "/nao-existe",
  "/psiquiatra/x",
  "/foo.html",
  "/404",
  "/404.html",
  "/psiquiatra/index.html",
  "/.html",
  "/assets/nao-existe.js",
  // The content editor is a service of its own (`npm run editor`), never part of the site.
  "/keystatic",
  "/keystatic/collection/equipe",
  "/api/keystatic/tree",
  // The editor service (`npm run editor`) has its own port and host name; none of its paths is the site's.
  "/entrar",
  "/publicar",
  "/desfazer",
  "/publicacoes",
  "/pre-visualizar/",
  "/_editor-ui/assets/index.js",
];
