/**
 * Lead relay benchmark: the real server (a child process, as in production) on a loopback port
 * with a fresh store and no upstream; N concurrent clients POST valid leads. The store is a temp
 * SQLite file, or with `--store postgres` a database on a temporary PostgreSQL server (Debian's
 * binaries, default durability settings; see tests/postgres.ts). Prints the
 * acknowledged leads per second, p50/p99 latency, and the leads stored against those
 * acknowledged, read after killing the server with SIGKILL (so only committed rows count).
 * Exits 1 when they differ.
 *
 *   npm run bench:leads -- [--store sqlite|postgres] [--clients 20] [--requests 2000] [--max-seconds 60]
 */
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { openLeadStore, type LeadStoreSettings } from "#server/leads/store/index.ts";
import { projectRoot, removeTempDirs, tempDatabasePath, validLead } from "#server/testing/leads.ts";
import { baseUrlOf, spawnServer } from "#server/testing/child-server.ts";
import { readPublicSettings } from "#server/public-settings.ts";
import { createTestDatabase, startTemporaryPostgres } from "#tests/postgres.ts";
import { formatTable, parseCommandLine } from "./cli";
import { resultsDir } from "./paths";
import { percentile } from "./stats";

const { options } = parseCommandLine({
  command: "bench:leads",
  summary: "Lead relay throughput and latency on loopback; every acknowledged lead must be in the store after kill -9.",
  options: {
    store: { type: "choice", description: "the lead store", choices: ["sqlite", "postgres"], default: "sqlite" },
    clients: { type: "integer", description: "concurrent clients", default: 20, min: 1, max: 1000 },
    requests: { type: "integer", description: "leads to post in all", default: 2000, min: 1, max: 1_000_000 },
    "max-seconds": {
      type: "integer",
      description: "stop posting after this many seconds",
      default: 60,
      min: 1,
      max: 600,
    },
  },
});
const { store: storeKind, clients, requests: totalRequests } = options;
const maxSeconds = options["max-seconds"];

let storeSettings: LeadStoreSettings = { DATABASE_PATH: tempDatabasePath() };
if (storeKind === "postgres") {
  const postgres = startTemporaryPostgres({ durable: true });
  storeSettings = { ...storeSettings, DATABASE_URL: await createTestDatabase(postgres.adminUrl, "bench") };
}
const storeDescription =
  storeKind === "postgres" ? "PostgreSQL (fsync on, synchronous_commit on)" : "SQLite WAL synchronous=FULL";

// The build's own endpoint, set here so a developer's .env can neither move it nor forward the
// bench's leads upstream (the server refuses an id unlike the build's).
const automationId = readPublicSettings(path.join(projectRoot, "build")).AUTOMATION_ID;
const server = spawnServer({
  DATABASE_PATH: storeSettings.DATABASE_PATH,
  DATABASE_URL: storeSettings.DATABASE_URL ?? "",
  AUTOMATION_ID: automationId,
  AUTOMATION_WEBHOOK_URL: "",
  LEAD_RATE_LIMIT_PER_MINUTE: String(Number.MAX_SAFE_INTEGER),
});
const baseUrl = await baseUrlOf(server);

const endpoint = `${baseUrl}/webhook/${automationId}`;
const latencies: number[] = [];
const acknowledged = new Set<string>();
const failures = new Map<string, number>();
let issued = 0;
const deadline = performance.now() + maxSeconds * 1000;

const postLead = (index: number) =>
  fetch(endpoint, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(validLead(index)),
  });

async function client(): Promise<void> {
  while (issued < totalRequests && performance.now() < deadline) {
    const index = issued++;
    const started = performance.now();
    try {
      const response = await postLead(index);
      const body = (await response.json()) as { ok: boolean; id?: string };
      if (response.status === 201 && body.id) {
        latencies.push(performance.now() - started);
        acknowledged.add(body.id);
      } else failures.set(`HTTP ${response.status}`, (failures.get(`HTTP ${response.status}`) ?? 0) + 1);
    } catch (error) {
      const reason = (error as Error).message;
      failures.set(reason, (failures.get(reason) ?? 0) + 1);
    }
  }
}

// A few requests first, so the measurement does not include tsx's and V8's warm-up.
const warmUpIds = new Set<string>();
for (let index = 0; index < 20; index++) {
  const response = await postLead(index);
  warmUpIds.add(((await response.json()) as { id: string }).id);
}

const started = performance.now();
await Promise.all(Array.from({ length: clients }, () => client()));
const seconds = (performance.now() - started) / 1000;

const exited = once(server.child, "exit");
server.child.kill("SIGKILL");
await exited;

const store = await openLeadStore(storeSettings);
const storedIds = new Set((await store.list({ limit: Number.MAX_SAFE_INTEGER })).map((lead) => lead.id));
await store.close();
const storedOfAcknowledged = [...acknowledged].filter((id) => storedIds.has(id)).length;
const storedBenchLeads = [...storedIds].filter((id) => !warmUpIds.has(id)).length;

latencies.sort((a, b) => a - b);
const results = {
  store: storeKind,
  clients,
  requests: issued,
  seconds: Number(seconds.toFixed(2)),
  acknowledgedPerSecond: Math.round(acknowledged.size / seconds),
  latencyMs: {
    p50: Number(percentile(latencies, 0.5).toFixed(2)),
    p99: Number(percentile(latencies, 0.99).toFixed(2)),
    max: Number(percentile(latencies, 1).toFixed(2)),
  },
  acknowledged: acknowledged.size,
  stored: storedBenchLeads,
  acknowledgedAndStored: storedOfAcknowledged,
  failures: Object.fromEntries(failures),
};

console.log(`lead relay benchmark: ${clients} concurrent clients, ${issued} requests on loopback, ${storeDescription}`);
console.log("");
console.log(
  formatTable(
    ["store", "acknowledged", "seconds", "leads/s", "p50 ms", "p99 ms", "max ms", "stored", "of them acknowledged"],
    [
      [
        results.store,
        String(results.acknowledged),
        String(results.seconds),
        String(results.acknowledgedPerSecond),
        String(results.latencyMs.p50),
        String(results.latencyMs.p99),
        String(results.latencyMs.max),
        String(results.stored),
        String(results.acknowledgedAndStored),
      ],
    ],
  ),
);
console.log("");
console.log("stored: the bench's leads in the store after kill -9, so only committed rows count");
if (failures.size) console.log(`failures: ${JSON.stringify(results.failures)}`);

fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(
  path.join(resultsDir, `leads-${storeKind}.json`),
  `${JSON.stringify({ date: new Date().toISOString(), ...results }, null, 2)}\n`,
);
removeTempDirs();

const ok =
  results.stored === results.acknowledged &&
  results.acknowledgedAndStored === results.acknowledged &&
  failures.size === 0;
console.log(
  ok
    ? "OK: every acknowledged lead is stored, and nothing else"
    : "FAIL: stored and acknowledged differ, or requests failed",
);
process.exit(ok ? 0 : 1);
