/**
 * The lead store the settings name: PostgreSQL when DATABASE_URL is set, else the SQLite file at
 * DATABASE_PATH. The server and the CLI open it here and hand each part the role it plays
 * (types.ts).
 */
import type { ServerEnv } from "../../env";
import { PostgresLeadStore, redactDatabaseUrl } from "./postgres";
import { SqliteLeadStore } from "./sqlite";
import type { LeadStore, LeadStoreBackup, LeadStoreOptions } from "./types";

export type LeadStoreSettings = Pick<ServerEnv, "DATABASE_PATH" | "DATABASE_URL">;

/**
 * The store the settings name, not opened yet: what an operator's command needs from a store is
 * known before connecting to it. `location` is for messages: the file, or the database URL
 * without its password.
 */
export type LeadStoreChoice =
  | { kind: "sqlite"; location: string; open(options?: LeadStoreOptions): Promise<LeadStore & LeadStoreBackup> }
  | { kind: "postgres"; location: string; open(options?: LeadStoreOptions): Promise<LeadStore> };

/** Opening (creating or migrating its schema) fails with an error that names the store, never its password. */
async function opening<Store>(what: string, open: () => Promise<Store>): Promise<Store> {
  try {
    return await open();
  } catch (error) {
    throw new Error(`Cannot open the ${what}: ${(error as Error).message}`, { cause: error });
  }
}

export function chooseLeadStore({ DATABASE_URL, DATABASE_PATH }: LeadStoreSettings): LeadStoreChoice {
  if (DATABASE_URL) {
    const location = redactDatabaseUrl(DATABASE_URL);
    return {
      kind: "postgres",
      location,
      open: (options = {}) =>
        opening(`PostgreSQL lead store ${location}`, () => PostgresLeadStore.open(DATABASE_URL, options)),
    };
  }
  return {
    kind: "sqlite",
    location: DATABASE_PATH,
    open: (options = {}) =>
      opening(`SQLite lead store ${DATABASE_PATH}`, async () => new SqliteLeadStore(DATABASE_PATH, options)),
  };
}

/** Opens (creating or migrating its schema) the store the settings name. */
export async function openLeadStore(settings: LeadStoreSettings, options: LeadStoreOptions = {}): Promise<LeadStore> {
  return chooseLeadStore(settings).open(options);
}

export type * from "./types";
export { leadStatuses } from "./types";
