/**
 * Running the site's build for the editor (scripts/build.ts into a folder of the editor's choice,
 * with the same content check), and reading what it said: one line per content problem, or the
 * cause of a failure in words (a full disk…), never the build tool's timing lines. The content's
 * fingerprint tells whether a preview is still the content saved now. The build's output, as it
 * comes, tells when the content check has passed (the panel's step "Montando o site").
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { causeInOutput } from "#scripts/release/in-words.ts";
import { lockHeldEnv } from "#scripts/release/lock.ts";
import { contentFolders } from "./publication-records.ts";
import { run, type RunResult } from "./run.ts";

/** Which build: the publication (the gate first) or a demonstration (notice and noindex on every page). */
export type BuildKind = "publication" | "demonstration";

/** The build command, for tests: it is given the output folder, where to send its output as it comes, and the kind. */
export type BuildCommand = (outDir: string, onOutput: (chunk: string) => void, kind: BuildKind) => Promise<RunResult>;

/** What scripts/build.ts prints once the content check has passed and the pages are being built. */
const contentCheckPassed = "content check:";

/** The build's refusal, one line per problem (its indented lines), else the cause it names, else its last lines. */
export function problemsFrom(stderr: string, stdout = ""): string[] {
  const lines = stderr.split("\n");
  const indented = lines.filter((line) => /^ {2}\S/.test(line)).map((line) => line.trim());
  if (indented.length > 0) return indented;
  const cause = causeInOutput(`${stderr}\n${stdout}`);
  if (cause) return [cause];
  const rest = `${stderr}\n${stdout}`
    .split("\n")
    .map((line) => line.trim())
    // Timing and progress lines of the build tool say nothing to the staff.
    .filter(
      (line) =>
        line && !/^(✓|vite v|\d+ modules transformed|building |rendering |computing |\S+\s+[\d.,]+ kB)/.test(line),
    )
    .filter((line) => !/^at .+:\d+:\d+\)?$/.test(line));
  return rest.length > 0 ? rest.slice(-3) : ["A construção do site falhou sem dizer por quê."];
}

export class BuildRunner {
  constructor(
    readonly root: string,
    private readonly options: {
      command?: BuildCommand;
      /** EDITOR_PUBLISHES=demonstracao: demonstration builds (example data allowed). */
      demonstration?: boolean;
      /** Told once the build's output says the content check passed. */
      onCheckPassed?: () => void;
    } = {},
  ) {}

  /**
   * Builds the site into `outDir` (which must not exist, or is replaced whole when the build
   * succeeds). `servedAt`: where it will be served (the pages' deploy rules name it). `kind`: the
   * editor's mode's unless told (a preview with items left is a demonstration).
   */
  async build(
    outDir: string,
    servedAt: string,
    kind: BuildKind = this.publishedKind(),
  ): Promise<{ ok: boolean; problems: string[] }> {
    let output = "";
    const onOutput = (chunk: string) => {
      if (output.includes(contentCheckPassed)) return;
      output += chunk;
      if (output.includes(contentCheckPassed)) this.options.onCheckPassed?.();
    };
    const { command } = this.options;
    const result = command
      ? await command(outDir, onOutput, kind)
      : await run(
          process.execPath,
          ["--import", "tsx", "scripts/build.ts", ...(kind === "publication" ? ["--publication"] : [])],
          {
            cwd: this.root,
            env: {
              ...process.env,
              NODE_ENV: "production",
              BUILD_DIR: outDir,
              BUILD_PUBLISH_DIR: servedAt,
              // The editor holds the checkout's lock for the whole preview or publish.
              [lockHeldEnv]: String(process.pid),
            },
            timeoutMs: 15 * 60_000,
            onOutput,
          },
        );
    if (result.code === 0) return { ok: true, problems: [] };
    return { ok: false, problems: problemsFrom(result.stderr, result.stdout) };
  }

  /** The content and photo files, hashed: equal fingerprints, equal builds. */
  fingerprint(): string {
    const hash = crypto.createHash("sha256");
    const walk = (dir: string) => {
      if (!fs.existsSync(dir)) return;
      for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else hash.update(path.relative(this.root, full)).update("\0").update(fs.readFileSync(full)).update("\0");
      }
    };
    for (const folder of contentFolders) walk(path.join(this.root, folder));
    return hash.digest("hex");
  }

  /**
   * What Publicar builds: the publication build (docs/publication.md), which refuses while any
   * example data is left; a machine that serves the demonstration site says
   * EDITOR_PUBLISHES=demonstracao (editor/env.ts), and its publications are demonstration builds,
   * marked as such on every page and kept out of search.
   */
  publishedKind(): BuildKind {
    return this.options.demonstration ? "demonstration" : "publication";
  }
}
