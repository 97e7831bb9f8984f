/**
 * `npm run editor`: starts the editor service compiled ahead (build-editor-server/, written by
 * `npm run build` and `npm run build:editor`) with plain node, which answers its first page in
 * about half the time of its TypeScript sources through tsx. When that build is missing, or any
 * of its source files changed since (its stamp records each one's digest), the sources run
 * through tsx instead, as they are. Plain JavaScript: it must run before anything is compiled.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const projectRoot = path.resolve(import.meta.dirname, "..");
const serverDir = path.join(projectRoot, "build-editor-server");

/** The compiled service, when it was compiled from the sources as they are now. */
export function compiledService() {
  try {
    const { inputs } = JSON.parse(fs.readFileSync(path.join(serverDir, ".stamp"), "utf8"));
    const current = Object.entries(inputs).every(
      ([file, digest]) =>
        crypto
          .createHash("sha256")
          .update(fs.readFileSync(path.join(projectRoot, file)))
          .digest("hex") === digest,
    );
    const entry = path.join(serverDir, "server.js");
    return current && fs.existsSync(entry) ? entry : undefined;
  } catch {
    return undefined;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const compiled = compiledService();
  if (compiled) await import(pathToFileURL(compiled).href);
  else {
    console.error(
      "editor: build-editor-server/ is missing or older than the sources; running the sources through tsx (npm run build:editor compiles them).",
    );
    const { register } = await import("tsx/esm/api");
    register();
    await import("./server.ts");
  }
}
