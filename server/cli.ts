/**
 * Operator's view of the lead store (the same SQLite file the server writes; both may run):
 *   npm run leads -- list [--status pending|delivered|failed] [--limit 50]
 *   npm run leads -- export --csv [--status …]      CSV of every lead to stdout
 *   npm run leads -- retry [<id>]                   failed leads (or one lead) back to pending
 * A running server picks re-queued leads up at its next poll (30 s at most).
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import { loadEnv } from "./env";
import { leadsTable, leadsToCsv } from "./leads/report";
import { openLeadStore, type LeadStatus } from "./leads/store";

const usage = `Usage:
  npm run leads -- list [--status pending|delivered|failed] [--limit N]
  npm run leads -- export --csv [--status pending|delivered|failed]
  npm run leads -- retry [<lead id>]`;

const statuses: readonly LeadStatus[] = ["pending", "delivered", "failed"];

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

const { positionals, values } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { csv: { type: "boolean" }, status: { type: "string" }, limit: { type: "string" }, help: { type: "boolean", short: "h" } },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
})();

const [command, leadId] = positionals;
if (values.help || !command) fail("Choose a command.");
if (!["list", "export", "retry"].includes(command)) fail(`Unknown command "${command}".`);
if (command === "export" && !values.csv) fail("export writes CSV: add --csv.");
const status = values.status as LeadStatus | undefined;
if (status !== undefined && !statuses.includes(status)) fail(`Unknown status "${status}".`);
const limit = values.limit === undefined ? undefined : Number(values.limit);
if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) fail("--limit must be a positive integer.");

const { DATABASE_PATH } = loadEnv();
if (!fs.existsSync(DATABASE_PATH)) {
  console.error(`No lead store at ${DATABASE_PATH} yet (set DATABASE_PATH to read another one).`);
  process.exit(0);
}

const store = openLeadStore(DATABASE_PATH);
try {
  switch (command) {
    case "list": {
      const leads = store.list({ status, limit: limit ?? 50 });
      const counts = store.counts();
      console.log(leads.length ? leadsTable(leads) : "No leads.");
      console.log(`\n${counts.total} lead(s): ${counts.pending} pending, ${counts.delivered} delivered, ${counts.failed} failed. Showing the newest ${leads.length}.`);
      break;
    }
    case "export":
      process.stdout.write(leadsToCsv(store.list({ status, limit: Number.MAX_SAFE_INTEGER })));
      break;
    case "retry": {
      const changed = store.resetForRetry(leadId);
      if (leadId && changed === 0) {
        const lead = store.get(leadId);
        console.error(lead ? `Lead ${leadId} is ${lead.status}; only failed or pending leads are retried.` : `No lead with id ${leadId}.`);
        process.exitCode = 1;
        break;
      }
      console.log(`${changed} lead(s) queued for delivery; a running server sends them within 30 s.`);
      break;
    }
  }
} finally {
  store.close();
}
