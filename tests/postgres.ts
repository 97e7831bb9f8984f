/**
 * A throwaway PostgreSQL server for the test suite and the lead benchmark: Debian's server
 * binaries, a cluster in a fresh temp dir, listening only on a Unix socket in that dir (no port
 * to collide with anything), trust authentication for the `postgres` role. PostgreSQL refuses to
 * run as root, so as root the cluster belongs to, and runs as, the `postgres` system user.
 */
import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/** The Debian package that provides initdb and pg_ctl. */
export const POSTGRES_DEBIAN_PACKAGE = "postgresql";

/** The bin dir of the newest PostgreSQL Debian installed (/usr/lib/postgresql/<version>/bin), if any. */
export function findPostgresBinDir(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return undefined;
  return fs
    .readdirSync(root)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(root, version, "bin"))
    .find((dir) => fs.existsSync(path.join(dir, "initdb")) && fs.existsSync(path.join(dir, "pg_ctl")));
}

export interface TemporaryPostgres {
  /** URL of the `postgres` database, as superuser: for creating the databases tests use. */
  adminUrl: string;
  /** Stops the server and deletes its directory; synchronous, so exit handlers can call it. */
  stop(): void;
  /** Stops the server, keeping its data: clients now fail to connect, as with a database down. */
  pause(): void;
  /** Starts a paused server again on the same data and socket. */
  resume(): void;
}

/** uid and gid to run the server as: ours, or the `postgres` user's when we are root. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout.trim());
  const uid = id("-u");
  const gid = id("-g");
  if (!Number.isInteger(uid) || uid <= 0)
    throw new Error(
      `PostgreSQL cannot run as root and there is no \`postgres\` user (the Debian package ${POSTGRES_DEBIAN_PACKAGE} creates it).`,
    );
  return { uid, gid };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Blocks the thread: `stop` runs in exit handlers, where no timer fires. */
function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function databaseUrl(socketDir: string, database: string): string {
  return `postgres://postgres@${encodeURIComponent(socketDir)}/${database}`;
}

/**
 * Starts a server, waiting until it accepts connections. `durable: false` turns fsync off,
 * which tests may do (a lost temp cluster costs nothing); the benchmark keeps PostgreSQL's
 * defaults so its figures mean what production would see.
 */
export function startTemporaryPostgres({ durable }: { durable: boolean }): TemporaryPostgres {
  const binDir = findPostgresBinDir();
  if (!binDir)
    throw new Error(
      `PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin: install the Debian package \`${POSTGRES_DEBIAN_PACKAGE}\` (as root: apt-get update && apt-get install -y ${POSTGRES_DEBIAN_PACKAGE}).`,
    );
  const user = serverUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clinica-pg-"));
  const dataDir = path.join(dir, "data");
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const options: SpawnSyncOptions = { encoding: "utf8", cwd: dir, ...user };
  const runTool = (tool: string, args: string[]) => {
    const result = spawnSync(path.join(binDir, tool), args, options);
    if (result.status !== 0)
      throw new Error(
        `${tool} failed (${result.status ?? result.signal}):\n${String(result.stdout)}${String(result.stderr)}`,
      );
  };
  const stop = () => {
    const pidFile = path.join(dataDir, "postmaster.pid");
    if (fs.existsSync(pidFile)) {
      const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n", 1)[0]);
      const stopped = spawnSync(path.join(binDir, "pg_ctl"), ["stop", "-D", dataDir, "-m", "fast", "-w"], options);
      // pg_ctl gave up (a busy machine, a stuck client): PostgreSQL's immediate shutdown, and wait for it.
      if (stopped.status !== 0 && processAlive(pid)) {
        process.kill(pid, "SIGQUIT");
        for (let waited = 0; waited < 10_000 && processAlive(pid); waited += 50) sleepSync(50);
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const serverOptions = [
    "-c listen_addresses=''",
    `-c unix_socket_directories='${dir}'`,
    "-c max_connections=200",
    ...(durable ? [] : ["-c fsync=off", "-c full_page_writes=off"]),
  ].join(" ");
  const start = () =>
    runTool("pg_ctl", ["start", "-D", dataDir, "-l", path.join(dir, "server.log"), "-w", "-o", serverOptions]);
  try {
    runTool("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync"]);
    start();
  } catch (error) {
    stop();
    throw error;
  }
  // Also when its owner exits without stopping it (an error, process.exit): it never outlives the process.
  process.once("exit", stop);
  const pause = () => runTool("pg_ctl", ["stop", "-D", dataDir, "-m", "fast", "-w"]);
  return { adminUrl: databaseUrl(dir, "postgres"), stop, pause, resume: start };
}

/** Creates a fresh, uniquely named database on the server of `adminUrl` and returns its URL. */
export async function createTestDatabase(adminUrl: string, prefix = "test"): Promise<string> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
