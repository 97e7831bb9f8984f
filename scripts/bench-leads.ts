/**
 * Lead relay benchmark: the real server (a child process, as in production) on a loopback port
 * with a temp SQLite file and no upstream; N concurrent clients POST valid leads. Prints the
 * acknowledged leads per second, p50/p99 latency, and the leads stored against those
 * acknowledged, read after killing the server with SIGKILL (so only committed rows count).
 * Exits 1 when they differ.
 *
 *   npm run bench:leads -- [--clients 20] [--requests 2000] [--max-seconds 60]
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { projectRoot, removeTempDatabases, tempDatabasePath, validLead } from "../server/leads/testing";

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "20" },
    requests: { type: "string", default: "2000" },
    "max-seconds": { type: "string", default: "60" },
  },
});

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

const databasePath = tempDatabasePath();
// Set here, so a developer's .env can neither move the endpoint nor forward the bench's leads upstream.
const automationId = "bench";
const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
  cwd: projectRoot,
  env: {
    PATH: process.env.PATH,
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "info",
    DATABASE_PATH: databasePath,
    AUTOMATION_ID: automationId,
    AUTOMATION_WEBHOOK_URL: "",
    LEAD_RATE_LIMIT_PER_MINUTE: String(Number.MAX_SAFE_INTEGER),
  },
  stdio: ["ignore", "pipe", "inherit"],
});
const baseUrl = await new Promise<string>((resolve, reject) => {
  readline.createInterface({ input: server.stdout! }).on("line", (line) => {
    const port = /site ready at http:\/\/localhost:(\d+)/.exec(line)?.[1];
    if (port) resolve(`http://127.0.0.1:${port}`);
  });
  server.once("exit", (code) => reject(new Error(`server exited with ${code} before it was ready`)));
});
server.stdout!.resume();

const endpoint = `${baseUrl}/webhook/${automationId}`;
const latencies: number[] = [];
const acknowledged = new Set<string>();
const failures = new Map<string, number>();
let issued = 0;
const deadline = performance.now() + maxSeconds * 1000;

const postLead = (index: number) => fetch(endpoint, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(validLead(index)) });

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

const exited = once(server, "exit");
server.kill("SIGKILL");
await exited;

const db = new Database(databasePath, { readonly: true });
const storedIds = new Set((db.prepare("SELECT id FROM leads").all() as { id: string }[]).map((row) => row.id));
db.close();
const storedOfAcknowledged = [...acknowledged].filter((id) => storedIds.has(id)).length;
const storedBenchLeads = [...storedIds].filter((id) => !warmUpIds.has(id)).length;

latencies.sort((a, b) => a - b);
const percentile = (fraction: number) => latencies[Math.max(0, Math.ceil(fraction * latencies.length) - 1)] ?? NaN;
const results = {
  clients,
  requests: issued,
  seconds: Number(seconds.toFixed(2)),
  acknowledgedPerSecond: Math.round(acknowledged.size / seconds),
  latencyMs: { p50: Number(percentile(0.5).toFixed(2)), p99: Number(percentile(0.99).toFixed(2)), max: Number(percentile(1).toFixed(2)) },
  acknowledged: acknowledged.size,
  stored: storedBenchLeads,
  acknowledgedAndStored: storedOfAcknowledged,
  failures: Object.fromEntries(failures),
};

console.log(`lead relay benchmark: ${clients} concurrent clients, ${issued} requests on loopback, SQLite WAL synchronous=FULL`);
console.log(`  acknowledged       ${results.acknowledged} in ${results.seconds} s = ${results.acknowledgedPerSecond} leads/s`);
console.log(`  latency            p50 ${results.latencyMs.p50} ms, p99 ${results.latencyMs.p99} ms, max ${results.latencyMs.max} ms`);
console.log(`  stored (after kill -9) ${results.stored}, of them acknowledged ${results.acknowledgedAndStored}`);
if (failures.size) console.log(`  failures           ${JSON.stringify(results.failures)}`);

const resultsDir = path.join(projectRoot, "bench-results");
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(path.join(resultsDir, "leads.json"), `${JSON.stringify({ date: new Date().toISOString(), ...results }, null, 2)}\n`);
removeTempDatabases();

const ok = results.stored === results.acknowledged && results.acknowledgedAndStored === results.acknowledged && failures.size === 0;
console.log(ok ? "OK: every acknowledged lead is stored, and nothing else" : "FAIL: stored and acknowledged differ, or requests failed");
process.exit(ok ? 0 : 1);
