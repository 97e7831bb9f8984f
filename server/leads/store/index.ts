/**
 * Opens the lead store the settings name: PostgreSQL when DATABASE_URL is set, else the SQLite
 * file at DATABASE_PATH. Everything else (routes, forwarder, CLI, retention) sees a `LeadStore`.
 */
import type { ServerEnv } from "../../env";
import { PostgresLeadStore, redactDatabaseUrl } from "./postgres";
import { SqliteLeadStore } from "./sqlite";
import type { LeadStore, LeadStoreOptions } from "./types";

export type LeadStoreSettings = Pick<ServerEnv, "DATABASE_PATH" | "DATABASE_URL">;

/** Opens (creating or migrating its schema) the store; an error names the file or the database, never its password. */
export async function openLeadStore(
  { DATABASE_URL, DATABASE_PATH }: LeadStoreSettings,
  options: LeadStoreOptions = {},
): Promise<LeadStore> {
  try {
    return DATABASE_URL
      ? await PostgresLeadStore.open(DATABASE_URL, options)
      : new SqliteLeadStore(DATABASE_PATH, options);
  } catch (error) {
    const where = DATABASE_URL
      ? `PostgreSQL lead store ${redactDatabaseUrl(DATABASE_URL)}`
      : `SQLite lead store ${DATABASE_PATH}`;
    throw new Error(`Cannot open the ${where}: ${(error as Error).message}`, { cause: error });
  }
}

export type * from "./types";
export { leadStatuses } from "./types";
