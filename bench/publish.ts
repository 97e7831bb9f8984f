/**
 * `npm run bench:publish`: how long the editor service takes, on this machine, on a copy of the
 * project (its own git repository; the current build/ and build-editor/ copied in):
 * - start: from `npm run editor` to its login page answering: once without build-editor/ (the
 *   service then builds the UI after it listens), twice with it (built ahead, as `npm run build`
 *   leaves it);
 * - publish: a one-field edit (the Saturday hours) published with no preview before it (the
 *   whole check and build, then the swap and the commit);
 * - publish after a preview: the preview's build, then the publish that moves it into place;
 * - undo: the previous build back and the revert commit.
 * Prints the figures and writes bench-results/publish-latest.json. Measured, never asserted.
 * `-- --start-only` measures the starts only.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Publisher } from "#editor/publisher.ts";
import { copyProject } from "#tests/project-copy.ts";
import { resultsDir } from "./paths";

const seconds = (ms: number) => Number((ms / 1000).toFixed(1));

/** From the command to the login page's first answer. */
async function startTime(copy: string): Promise<number> {
  const started = Date.now();
  // What `npm run editor` runs: the service compiled ahead when build-editor-server/ is current.
  const child = spawn(process.execPath, ["editor/start.mjs"], {
    cwd: copy,
    env: { ...process.env, EDITOR_PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(chunk);
      if (match) resolve(match[1]!);
    });
    child.once("exit", (code) => reject(new Error(`editor exited with ${code}`)));
  });
  const response = await fetch(`http://127.0.0.1:${port}/entrar`);
  const elapsed = Date.now() - started;
  if (response.status !== 200) throw new Error(`/entrar answered ${response.status}`);
  child.kill("SIGTERM");
  return elapsed;
}

function editSaturday(copy: string, closes: string): void {
  const file = path.join(copy, "content/clinica.yaml");
  const text = fs.readFileSync(file, "utf8");
  fs.writeFileSync(file, text.replace(/(label: Sábado\n\s+opens: '07:00'\n\s+closes: )'\d\d:\d\d'/, `$1'${closes}'`));
}

async function measurePublishing(publisher: Publisher, starts: number[]): Promise<void> {
  editSaturday(publisher.paths.root, "13:00");
  const publish = await publisher.publish(person);
  if (!publish.ok) throw new Error(`publish refused: ${publish.problems.join("; ")}`);
  console.log(`publish (check, build, swap, commit): ${seconds(publish.durationMs)} s`);

  const undo = await publisher.undo(person);
  if (!undo.ok) throw new Error(`undo refused: ${undo.problems.join("; ")}`);
  console.log(`undo (swap back, revert commit): ${seconds(undo.durationMs)} s`);

  editSaturday(publisher.paths.root, "14:00");
  const preview = await publisher.preview();
  if (!preview.ok) throw new Error(`preview refused: ${preview.problems.join("; ")}`);
  const afterPreview = await publisher.publish(person);
  if (!afterPreview.ok) throw new Error(`publish refused: ${afterPreview.problems.join("; ")}`);
  console.log(`preview: ${seconds(preview.durationMs)} s, then publish: ${seconds(afterPreview.durationMs)} s`);

  const result = {
    at: new Date().toISOString(),
    loadAverage: os.loadavg(),
    startSeconds: starts.map(seconds),
    publishSeconds: seconds(publish.durationMs),
    undoSeconds: seconds(undo.durationMs),
    previewSeconds: seconds(preview.durationMs),
    publishAfterPreviewSeconds: seconds(afterPreview.durationMs),
  };
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, "publish-latest.json"), `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}; written to bench-results/publish-latest.json`,
  );
}

const copy = copyProject("bench-publish-", {
  generated: ["public/images/generated", "generated", "build", "build-editor", "build-editor-server"],
  gitAuthor: { name: "Bench", email: "bench@x.example" },
});
const person = { email: "bench@clinica.example", name: "Bench" };
// The copy holds the example content, which a publication build refuses by design: it publishes
// as a demonstration machine does (the same check and build, the example data kept and marked).
try {
  const publisher = new Publisher(
    { root: copy, dataDir: path.join(copy, "data/editor") },
    { publishes: "demonstracao" },
  );
  // Without the built UI (a checkout never built: the service builds it after it listens), then twice with it.
  const uiDir = path.join(copy, "build-editor");
  const builtUi = `${uiDir}-kept`;
  fs.renameSync(uiDir, builtUi);
  const withoutUi = await startTime(copy);
  fs.rmSync(uiDir, { recursive: true, force: true });
  fs.rmSync(`${uiDir}-staging`, { recursive: true, force: true });
  fs.renameSync(builtUi, uiDir);
  const starts = [withoutUi, await startTime(copy), await startTime(copy)];
  console.log(
    `editor start to the login page: ${seconds(withoutUi)} s without build-editor/, then ${starts
      .slice(1)
      .map((ms) => `${seconds(ms)} s`)
      .join(", ")} with it`,
  );
  if (!process.argv.includes("--start-only")) await measurePublishing(publisher, starts);
} finally {
  fs.rmSync(copy, { recursive: true, force: true });
}
