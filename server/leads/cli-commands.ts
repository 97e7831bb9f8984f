/**
 * Operator's view of the lead store (the SQLite file or PostgreSQL database the server uses;
 * both may run at once):
 *   npm run leads -- list [--status pending|delivered|failed] [--limit 50]
 *   npm run leads -- export --csv [--status …] [--out FILE]   CSV of every lead (stdout, or a private file)
 *   npm run leads -- retry [<id>]                   failed leads (or one lead) back to pending
 *   npm run leads -- find --phone "<number>"        a data subject's leads (LGPD access)
 *   npm run leads -- export --phone "<number>" [--out FILE]   everything stored about them, as JSON
 *   npm run leads -- delete --phone "<number>" [--yes]   their deletion (asks first on a terminal)
 *   npm run leads -- purge                          every lead past the build's LEAD_RETENTION_DAYS
 *   npm run leads -- backup [<file>]                consistent copy of the SQLite store (default: a dated
 *                                                   file in data/backups, whose copies older than
 *                                                   LEAD_BACKUP_KEEP_DAYS it deletes)
 * Deletions (delete, purge) are recorded in LEAD_DELETION_LOG (id, time, reason). Files the CLI
 * writes (exports, backups, that log) are private: 0600, and the CLI runs with umask 077.
 * A running server picks re-queued leads up at its next poll (30 s at most). A command the store
 * cannot run (backup on PostgreSQL, which pg_dump copies) is refused before the store is opened.
 * `server/cli.ts` is the entry point; this module runs one invocation, so tests call it in-process.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { countryByDialCode } from "#shared/lead/countries.ts";
import { LEAD_BACKUP_KEEP_DAYS } from "#shared/lead/retention.ts";
import { loadEnv } from "../env";
import { buildDirOf, readPublicSettings, settleWithBuild } from "../public-settings";
import { recordDeletions } from "./deletion-audit";
import { phoneQueryDigits } from "./phone-match";
import { leadsTable, leadsToCsv } from "./report";
import { purgeExpiredLeads } from "./retention";
import {
  chooseLeadStore,
  leadStatuses,
  type LeadStatus,
  type LeadStoreBackup,
  type OperatorLeadStore,
  type StoredLead,
} from "./store";

export const usage = `Usage:
  npm run leads -- list [--status pending|delivered|failed] [--limit N]
  npm run leads -- export --csv [--status pending|delivered|failed] [--out FILE]
  npm run leads -- retry [<lead id>]
  npm run leads -- find --phone "<number>"
  npm run leads -- export --phone "<number>" [--out FILE]
  npm run leads -- delete --phone "<number>" [--yes]
  npm run leads -- purge
  npm run leads -- backup [<file>]`;

const commands = ["list", "export", "retry", "find", "delete", "purge", "backup"] as const;
type Command = (typeof commands)[number];
/** The commands every store runs; the others need a role only some stores play (types.ts). */
type EveryStoreCommand = Exclude<Command, "backup">;

/** Where the CLI talks to: the terminal in production, buffers in tests. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Asks a yes/no question on a terminal; undefined when there is none to ask (a script, a pipe). */
  confirm?: (question: string) => Promise<boolean>;
}

/** The country of a lead's phone, from its dial code: "BR", or the dial code when it is no longer in the list. */
function phoneCountry(phone: string): string {
  const dialCode = /^\+\d{1,4}/.exec(phone)?.[0];
  if (!dialCode) return "?";
  return countryByDialCode(dialCode)?.code ?? dialCode;
}

/**
 * What the operator sees before confirming a deletion: which leads, never whose. The phone
 * and the name stay off the screen (and out of terminal scrollback and session recordings).
 */
function deletionPreview(leads: StoredLead[]): string {
  const row = (id: string, created: string, country: string, status: string) =>
    `  ${id.padEnd(36)}  ${created.padEnd(24)}  ${country.padEnd(7)}  ${status}`;
  return [
    `${leads.length} lead(s) match this phone:`,
    row("id", "created", "country", "status"),
    ...leads.map((lead) => row(lead.id, lead.createdAt, phoneCountry(lead.payload.phone), lead.status)),
  ].join("\n");
}

/** A usage mistake: told with the usage text, exit status 2. */
class UsageError extends Error {}

interface CommandOptions {
  argument: string | undefined;
  status: LeadStatus | undefined;
  limit: number | undefined;
  phone: string | undefined;
  csv: boolean;
  yes: boolean;
  out: string | undefined;
}

interface Invocation extends CommandOptions {
  command: Command;
}

function parseInvocation(args: string[]): Invocation {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        csv: { type: "boolean" },
        status: { type: "string" },
        limit: { type: "string" },
        phone: { type: "string" },
        yes: { type: "boolean" },
        out: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { positionals, values } = parsed;
  const [commandName, argument] = positionals;
  if (values.help || !commandName) throw new UsageError("Choose a command.");
  if (!(commands as readonly string[]).includes(commandName)) throw new UsageError(`Unknown command "${commandName}".`);
  const command = commandName as Command;
  if (command === "export" && !values.csv && values.phone === undefined)
    throw new UsageError("export writes CSV (add --csv) or one person's leads as JSON (add --phone).");
  if ((command === "find" || command === "delete") && values.phone === undefined)
    throw new UsageError(`${command} needs --phone.`);
  if (values.phone !== undefined && phoneQueryDigits(values.phone) === null)
    throw new UsageError("--phone needs the number with at least 8 digits (formatting and country code are optional).");
  const status = values.status as LeadStatus | undefined;
  if (status !== undefined && !leadStatuses.includes(status)) throw new UsageError(`Unknown status "${status}".`);
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0))
    throw new UsageError("--limit must be a positive integer.");
  if (values.out !== undefined && command !== "export") throw new UsageError("--out goes with export.");
  return {
    command,
    argument,
    status,
    limit,
    phone: values.phone,
    csv: values.csv ?? false,
    yes: values.yes ?? false,
    out: values.out,
  };
}

async function execute(
  store: OperatorLeadStore,
  command: EveryStoreCommand,
  { argument, status, limit, phone, yes, out }: CommandOptions,
  { retentionDays, deletionLog }: { retentionDays: number; deletionLog: string },
  io: CliIo,
): Promise<number> {
  /** An export's text to stdout, or to a new private file (0600) with --out. */
  const exportText = (text: string) => {
    if (out === undefined) return io.out(text);
    const file = path.resolve(out);
    fs.writeFileSync(file, `${text}\n`, { mode: 0o600, flag: "wx" });
    io.err(`Written to ${file} (readable by this user only).`);
  };
  switch (command) {
    case "list": {
      const leads = await store.list({ status, limit: limit ?? 50 });
      const counts = await store.counts();
      io.out(leads.length ? leadsTable(leads) : "No leads.");
      io.out(
        `\n${counts.total} lead(s): ${counts.pending} pending, ${counts.delivered} delivered, ${counts.failed} failed. Showing the newest ${leads.length}.`,
      );
      return 0;
    }
    case "export":
      if (phone !== undefined) {
        const leads = await store.findByPhone(phone);
        exportText(JSON.stringify({ exportedAt: new Date().toISOString(), leads }, null, 2));
        io.err(`${leads.length} lead(s) exported.`);
      } else exportText(leadsToCsv(await store.list({ status, limit: Number.MAX_SAFE_INTEGER })).trimEnd());
      return 0;
    case "find": {
      const leads = await store.findByPhone(phone!);
      io.out(leads.length ? `${leadsTable(leads)}\n\n${leads.length} lead(s) match.` : "No lead matches this phone.");
      return 0;
    }
    case "delete": {
      const matching = await store.findByPhone(phone!);
      const count = matching.length;
      if (count === 0) {
        io.out("No lead matches this phone; nothing deleted.");
        return 0;
      }
      io.out(deletionPreview(matching));
      if (!yes) {
        // On a terminal the operator confirms; elsewhere (a script) --yes must say so up front.
        if (!io.confirm) {
          io.err(`${count} lead(s) match. Not a terminal, so nothing was deleted: add --yes to delete them.`);
          return 2;
        }
        if (!(await io.confirm(`${count} lead(s) match this phone. Delete them for good? [y/N] `))) {
          io.out("Nothing deleted.");
          return 0;
        }
      }
      // Every lead of this person goes, one stored since the listing too; the record names what went.
      const deleted = await store.deleteByPhone(phone!);
      recordDeletions(deletionLog, deleted, "data-subject request");
      io.out(
        `${new Date().toISOString()} deleted ${deleted.length} lead(s) matching the given phone: ${deleted.join(", ") || "none"}.`,
      );
      return 0;
    }
    case "retry": {
      const changed = await store.resetForRetry(argument);
      if (argument && changed === 0) {
        const lead = await store.get(argument);
        io.err(
          lead
            ? `Lead ${argument} is ${lead.status}; only failed or pending leads are retried.`
            : `No lead with id ${argument}.`,
        );
        return 1;
      }
      io.out(`${changed} lead(s) queued for delivery; a running server sends them within 30 s.`);
      return 0;
    }
    case "purge": {
      const deleted = await purgeExpiredLeads(store, retentionDays, deletionLog);
      io.out(`Deleted ${deleted.length} lead(s) received more than ${retentionDays} days ago, whatever their state.`);
      return 0;
    }
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
const BACKUP_FILE = /^leads-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)\.sqlite$/;

/** The backups folder beside the store: data/backups for data/leads.sqlite. */
export function backupFolderOf(databasePath: string): string {
  return path.join(path.dirname(databasePath), "backups");
}

/**
 * How much younger than LEAD_BACKUP_KEEP_DAYS a copy may be and still be deleted: the daily timer
 * (build/clinica-leads-backup.timer) runs at a fixed hour, so the copy it took 30 days ago, a few
 * minutes later in its run, goes at the run that completes its 30 days, not a day after.
 */
export const BACKUP_PRUNE_SLACK_MS = 60 * 60 * 1000;

/** Deletes the dated backups in `folder` that have completed LEAD_BACKUP_KEEP_DAYS; returns their names. */
export function pruneBackups(folder: string, now = Date.now()): string[] {
  if (!fs.existsSync(folder)) return [];
  const cutoff = now - LEAD_BACKUP_KEEP_DAYS * DAY_MS + BACKUP_PRUNE_SLACK_MS;
  const pruned: string[] = [];
  for (const name of fs.readdirSync(folder)) {
    const stamp = BACKUP_FILE.exec(name)?.[1];
    if (!stamp) continue;
    const taken = Date.parse(stamp.replace(/T(\d{2})-(\d{2})-(\d{2})Z$/, "T$1:$2:$3Z"));
    if (taken < cutoff) {
      fs.rmSync(path.join(folder, name), { force: true });
      pruned.push(name);
    }
  }
  return pruned;
}

async function backUp(
  store: LeadStoreBackup & Pick<OperatorLeadStore, "counts">,
  fileArgument: string | undefined,
  databasePath: string,
  io: CliIo,
): Promise<number> {
  const folder = backupFolderOf(databasePath);
  let file: string;
  if (fileArgument === undefined) {
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
    const stamp = new Date()
      .toISOString()
      .replace(/\.\d+Z$/, "Z")
      .replace(/:/g, "-");
    file = path.join(folder, `leads-${stamp}.sqlite`);
  } else file = path.resolve(fileArgument);
  // Never over an existing file (it may be the only copy of something), as export never is.
  if (fs.existsSync(file)) {
    io.err(`${file} already exists: nothing was written. Choose another file name, or move that one away first.`);
    return 1;
  }
  await store.backup(file);
  io.out(`Backup of ${(await store.counts()).total} lead(s) written to ${file} (readable by this user only).`);
  const pruned = pruneBackups(folder);
  if (pruned.length > 0)
    io.out(`Deleted ${pruned.length} backup(s) older than ${LEAD_BACKUP_KEEP_DAYS} days: ${pruned.join(", ")}.`);
  if (fileArgument !== undefined)
    io.err(
      `A backup outside ${folder} is not deleted after ${LEAD_BACKUP_KEEP_DAYS} days by this command: the privacy policy promises that term, so delete it yourself by then.`,
    );
  return 0;
}

/** Runs a command on the opened store and closes it; a store that fails to open or to answer exits 1. */
async function withOpenStore<Store extends { close(): Promise<void> }>(
  open: () => Promise<Store>,
  io: CliIo,
  run: (store: Store) => Promise<number>,
): Promise<number> {
  let store: Store;
  try {
    store = await open();
  } catch (error) {
    io.err((error as Error).message);
    return 1;
  }
  try {
    return await run(store);
  } catch (error) {
    io.err((error as Error).message);
    return 1;
  } finally {
    await store.close();
  }
}

const noStoreYet = (location: string) =>
  `No lead store at ${location} yet (set DATABASE_PATH or DATABASE_URL to read another one).`;

/** Runs one CLI invocation against the store `env` names; returns the exit status. */
export async function runLeadsCli(args: string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  let invocation: Invocation;
  let settings;
  try {
    invocation = parseInvocation(args);
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  try {
    settings = loadEnv(env);
    // The retention the privacy policy states is the build's (decision 015), as for the server.
    if (invocation.command === "purge")
      settings = settleWithBuild(settings, env, readPublicSettings(buildDirOf(settings.CLIENT_DIR)));
  } catch (error) {
    io.err((error as Error).message);
    return 2;
  }
  const { command, ...options } = invocation;
  const chosen = chooseLeadStore(settings);
  if (command === "backup") {
    // Refused before the store is opened: nothing is connected to, migrated or written.
    if (chosen.kind === "postgres") {
      io.err(
        `backup copies the SQLite lead store only; this one is PostgreSQL (${chosen.location}), and nothing was done. ` +
          `Back it up with pg_dump, e.g. pg_dump --format=custom --file=leads.dump "$DATABASE_URL" (see docs/operations.md, "Lead store").`,
      );
      return 1;
    }
    if (!fs.existsSync(chosen.location)) {
      io.err(noStoreYet(chosen.location));
      return 1;
    }
    return withOpenStore(chosen.open, io, (store) => backUp(store, options.argument, chosen.location, io));
  }
  if (chosen.kind === "sqlite" && !fs.existsSync(chosen.location)) {
    io.err(noStoreYet(chosen.location));
    return 0;
  }
  return withOpenStore(chosen.open, io, (store) =>
    execute(
      store,
      command,
      options,
      { retentionDays: settings.LEAD_RETENTION_DAYS, deletionLog: settings.LEAD_DELETION_LOG },
      io,
    ),
  );
}
