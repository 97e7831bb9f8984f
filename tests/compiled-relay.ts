/**
 * For tests that start the server many times: `server/index.ts` compiled from the sources as they
 * are now, as `npm run build` compiles it for production (scripts/build-server.ts), into a
 * temporary folder. Each start then runs plain JavaScript, without tsx compiling the sources again
 * in every child (server/leads/crash.test.ts starts eight). Not build/relay/: that is the last
 * build's, maybe older than the sources under test.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildServerBundle } from "#scripts/build-server.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");

export interface CompiledRelay {
  /** The compiled `server/index.ts`, for spawnServer's `compiledEntry`. */
  entry: string;
  remove(): void;
}

export function compileRelay(): CompiledRelay {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "compiled-relay-"));
  // The bundle imports its packages (better-sqlite3, pg, fastify…) from node_modules, as
  // build/relay/ does beside the project's.
  fs.symlinkSync(path.join(projectRoot, "node_modules"), path.join(dir, "node_modules"));
  buildServerBundle(path.join(dir, "relay"));
  return {
    entry: path.join(dir, "relay/index.js"),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
