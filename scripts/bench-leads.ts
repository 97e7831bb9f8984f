/**
 * Lead relay benchmark: the real server (a child process, as in production) on a loopback port
 * with a fresh store and no upstream; N concurrent clients POST valid leads. The store is a temp
 * SQLite file, or with `--store postgres` a database on a temporary PostgreSQL server (Debian's
 * binaries, default durability settings; see scripts/postgres.ts). Prints the
 * acknowledged leads per second, p50/p99 latency, and the leads stored against those
 * acknowledged, read after killing the server with SIGKILL (so only committed rows count).
 * Exits 1 when they differ.
 *
 *   npm run bench:leads -- [--store sqlite|postgres] [--clients 20] [--requests 2000] [--max-seconds 60]
 */
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { openLeadStore, type LeadStoreSettings } from "../server/leads/store";
import { projectRoot, removeTempDirs, tempDatabasePath, validLead } from "../server/leads/testing";
import { baseUrlOf, spawnServer } from "../server/child-server";
import { readPublicSettings } from "../server/public-settings";
import { createTestDatabase, startTemporaryPostgres } from "./postgres";

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "20" },
    requests: { type: "string", default: "2000" },
    "max-seconds": { type: "string", default: "60" },
    store: { type: "string", default: "sqlite" },
  },
});

if (values.store !== "sqlite" && values.store !== "postgres") {
  console.error("--store must be sqlite or postgres");
  process.exit(2);
}
const storeKind = values.store;

function boundedInteger(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`--${name} must be an integer from ${min} to ${max}`);
    process.exit(2);
  }
  return value;
}

const clients = boundedInteger("clients", values.clients, 1, 1000);
const totalRequests = boundedInteger("requests", values.requests, 1, 1_000_000);
const maxSeconds = boundedInteger("max-seconds", values["max-seconds"], 1, 600);

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
const percentile = (fraction: number) => latencies[Math.max(0, Math.ceil(fraction * latencies.length) - 1)] ?? NaN;
const results = {
  store: storeKind,
  clients,
  requests: issued,
  seconds: Number(seconds.toFixed(2)),
  acknowledgedPerSecond: Math.round(acknowledged.size / seconds),
  latencyMs: {
    p50: Number(percentile(0.5).toFixed(2)),
    p99: Number(percentile(0.99).toFixed(2)),
    max: Number(percentile(1).toFixed(2)),
  },
  acknowledged: acknowledged.size,
  stored: storedBenchLeads,
  acknowledgedAndStored: storedOfAcknowledged,
  failures: Object.fromEntries(failures),
};

console.log(`lead relay benchmark: ${clients} concurrent clients, ${issued} requests on loopback, ${storeDescription}`);
console.log(
  `  acknowledged       ${results.acknowledged} in ${results.seconds} s = ${results.acknowledgedPerSecond} leads/s`,
);
console.log(
  `  latency            p50 ${results.latencyMs.p50} ms, p99 ${results.latencyMs.p99} ms, max ${results.latencyMs.max} ms`,
);
console.log(`  stored (after kill -9) ${results.stored}, of them acknowledged ${results.acknowledgedAndStored}`);
if (failures.size) console.log(`  failures           ${JSON.stringify(results.failures)}`);

const resultsDir = path.join(projectRoot, "bench-results");
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
