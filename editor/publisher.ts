/**
 * Preview, publish and undo, on the checkout the editor edits.
 *
 * - Pré-visualizar: the whole site built from the saved content (scripts/build.ts, with the same
 *   content check) into data/editor/preview/, never build/; served to logged-in staff only.
 * - Publicar: the content check and the build, into data/editor/publication/, then two renames
 *   put it in build/'s place and keep the build it replaced (data/editor/previous-build/); then a
 *   git commit of content/ and images/ authored by the person. A preview made from exactly the
 *   content being published is that build already: it is moved into place instead of built again.
 * - Desfazer: the kept build and the public one trade places (two renames), and a revert commit
 *   records it.
 * One of these runs at a time (they share the checkout's generated modules); another is told so.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { withinTerm } from "./publication-term.ts";
import { git, run } from "./run.ts";
import { StaffPseudonyms } from "./staff-pseudonyms.ts";

export interface Person {
  email: string;
  name: string;
}

export interface EditorPaths {
  /** The checkout: content/, images/, scripts/build.ts, build/. */
  root: string;
  /** data/editor/: accounts, secret, builds, publication records. */
  dataDir: string;
}

export interface ChangedFile {
  /** A (added), M (modified), D (deleted), as git says it. */
  status: string;
  path: string;
}

export interface Publication {
  id: string;
  kind: "publicacao" | "desfazer";
  at: string;
  email: string;
  name: string;
  commit: string;
  summary: string;
  files: ChangedFile[];
  durationMs: number;
  /** For an undo: the publication it undid. */
  undoes?: string;
  undone?: boolean;
  push?: string;
  deploy?: string;
}

export type Outcome =
  | { ok: true; publication?: Publication; durationMs: number; notes: string[]; warnings?: string[] }
  | { ok: false; busy?: boolean; problems: string[]; durationMs: number };

interface PreviewState {
  fingerprint: string;
  at: string;
  ok: boolean;
  problems: string[];
}

/** Where a preview, publish or undo is (the panel shows it while it runs, editor/pages/progress.tsx). */
export type Step = "checking" | "building" | "going-live" | "recording";

export interface Progress {
  kind: "preview" | "publish" | "undo";
  step: Step;
  /** When the work started (ms since the epoch). */
  since: number;
}

/** What scripts/build.ts prints once the content check has passed and the pages are being built. */
const contentCheckPassed = "content check:";

/** The folders the staff's edits live in, committed on publish. */
export const contentFolders = ["content", "images"];

const busyMessage: Record<Progress["kind"], string> = {
  preview: "Uma pré-visualização está sendo preparada. Aguarde ela terminar e tente de novo.",
  publish: "Outra publicação está em andamento. Aguarde ela terminar e tente de novo.",
  undo: "Uma publicação está sendo desfeita. Aguarde e tente de novo.",
};

/** A label the staff knows for each content file (the editor's names, not the files'). */
export function labelOf(file: string): string {
  const base = path.basename(file).replace(/\.(yaml|mdoc|svg|jpe?g|png|webp)$/, "");
  if (file === "content/clinica.yaml") return "Dados da clínica";
  if (file === "content/laboratorio.yaml") return "Laboratório";
  if (file === "content/aviso-de-cookies.yaml") return "Aviso de cookies";
  if (file.startsWith("content/equipe/")) return `Corpo clínico › ${base}`;
  if (file.startsWith("content/especialidades/")) return `Especialidade › ${base}`;
  if (file.startsWith("content/exames/")) return `Exame › ${base}`;
  if (file.startsWith("content/documentos/")) return `Documento › ${base}`;
  if (file.startsWith("content/paginas/")) return `Página › ${base}`;
  if (file.startsWith("images/")) return `Foto › ${base}`;
  return file;
}

/** "Conteúdo: Dados da clínica, Especialidade › cardiologista" (at most 4 labels, then "e mais N"). */
export function summaryOf(files: ChangedFile[]): string {
  const labels = [...new Set(files.map((file) => labelOf(file.path)))];
  const shown = labels.slice(0, 4).join(", ");
  return labels.length > 4 ? `${shown} e mais ${labels.length - 4}` : shown;
}

/** The build's refusal, one line per problem (its indented lines), else its last lines. */
export function problemsFrom(stderr: string, stdout = ""): string[] {
  const lines = stderr.split("\n");
  const indented = lines.filter((line) => /^ {2}\S/.test(line)).map((line) => line.trim());
  if (indented.length > 0) return indented;
  const rest = `${stderr}\n${stdout}`
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return rest.length > 0 ? rest.slice(-8) : ["A construção do site falhou sem dizer por quê."];
}

export class Publisher {
  private running: keyof typeof busyMessage | undefined;
  private current: Progress | undefined;

  constructor(
    readonly paths: EditorPaths,
    private readonly options: {
      /** The build command, for tests; `node --import tsx scripts/build.ts [--publication]` otherwise. */
      build?: (
        outDir: string,
        onOutput: (chunk: string) => void,
      ) => Promise<{ code: number | null; stdout: string; stderr: string }>;
      deployCommand?: string;
      /** EDITOR_PUBLISHES (editor/env.ts): "demonstracao" on a machine that serves the demonstration site. */
      publishes?: "publicacao" | "demonstracao";
      log?: (message: string) => void;
    } = {},
  ) {}

  get publicBuild(): string {
    return path.join(this.paths.root, "build");
  }
  get previewBuild(): string {
    return path.join(this.paths.dataDir, "preview");
  }
  private get publicationBuild(): string {
    return path.join(this.paths.dataDir, "publication");
  }
  get previousBuild(): string {
    return path.join(this.paths.dataDir, "previous-build");
  }
  private get recordsFile(): string {
    return path.join(this.paths.dataDir, "publications.json");
  }
  private get previewStateFile(): string {
    return path.join(this.paths.dataDir, "preview.json");
  }

  busy(): string | undefined {
    return this.running && busyMessage[this.running];
  }

  /** The work running now and its step, for the panel. */
  progress(): Progress | undefined {
    return this.current && { ...this.current };
  }

  private reach(step: Step): void {
    if (this.current) this.current.step = step;
  }

  /** EDITOR_PUBLISHES=demonstracao: publications are demonstration builds (example data allowed). */
  publishesDemonstration(): boolean {
    return this.options.publishes === "demonstracao";
  }

  previewState(): PreviewState | undefined {
    try {
      return JSON.parse(fs.readFileSync(this.previewStateFile, "utf8")) as PreviewState;
    } catch {
      return undefined;
    }
  }

  publications(): Publication[] {
    try {
      return withinTerm(JSON.parse(fs.readFileSync(this.recordsFile, "utf8")) as Publication[]);
    } catch {
      return [];
    }
  }

  /** The content and photo files, hashed: equal fingerprints, equal builds. */
  fingerprint(): string {
    const hash = crypto.createHash("sha256");
    const walk = (dir: string) => {
      if (!fs.existsSync(dir)) return;
      for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else hash.update(path.relative(this.paths.root, full)).update("\0").update(fs.readFileSync(full)).update("\0");
      }
    };
    for (const folder of contentFolders) walk(path.join(this.paths.root, folder));
    return hash.digest("hex");
  }

  /** The content folders this checkout has (git refuses a pathspec that matches nothing). */
  private folders(): string[] {
    return contentFolders.filter((folder) => fs.existsSync(path.join(this.paths.root, folder)));
  }

  /** What is saved but not published: content and photo files git sees changed. */
  async changedFiles(): Promise<ChangedFile[]> {
    const out = await git(this.paths.root, [
      "status",
      "--porcelain=v1",
      "--untracked-files=all",
      "--no-renames",
      "--",
      ...this.folders(),
    ]);
    return out
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const code = line.slice(0, 2);
        const status = code.includes("D") ? "D" : code.includes("?") || code.includes("A") ? "A" : "M";
        return { status, path: line.slice(3) };
      });
  }

  private async build(outDir: string): Promise<{ ok: boolean; problems: string[] }> {
    let output = "";
    const onOutput = (chunk: string) => {
      output += chunk;
      if (output.includes(contentCheckPassed)) this.reach("building");
    };
    const result = this.options.build
      ? await this.options.build(outDir, onOutput)
      : await run(process.execPath, ["--import", "tsx", "scripts/build.ts", ...this.publicationFlag()], {
          cwd: this.paths.root,
          env: {
            ...process.env,
            NODE_ENV: "production",
            BUILD_DIR: outDir,
            // The pages' deploy rules (nginx root, systemd unit) name build/, where they will be served.
            BUILD_PUBLISH_DIR: this.publicBuild,
          },
          timeoutMs: 15 * 60_000,
          onOutput,
        });
    if (result.code === 0) return { ok: true, problems: [] };
    return { ok: false, problems: problemsFrom(result.stderr, result.stdout) };
  }

  /**
   * The publication build (docs/publication.md), which refuses while any example data is left; a
   * machine that serves the demonstration site says EDITOR_PUBLISHES=demonstracao (`publishes`), and its
   * publications are demonstration builds, marked as such on every page and kept out of search.
   */
  private publicationFlag(): string[] {
    return this.publishesDemonstration() ? [] : ["--publication"];
  }

  private async exclusive(kind: keyof typeof busyMessage, work: () => Promise<Outcome>): Promise<Outcome> {
    if (this.running) return { ok: false, busy: true, problems: [busyMessage[this.running]!], durationMs: 0 };
    this.running = kind;
    this.current = { kind, step: kind === "undo" ? "going-live" : "checking", since: Date.now() };
    fs.mkdirSync(this.paths.dataDir, { recursive: true, mode: 0o700 });
    try {
      return await work();
    } catch (error) {
      this.options.log?.(`${kind} failed: ${(error as Error).stack ?? String(error)}`);
      // Its own words (paths of the machine, git's messages) are in the log for the machine's keeper.
      return { ok: false, problems: [unexpectedError], durationMs: 0 };
    } finally {
      this.running = undefined;
      this.current = undefined;
    }
  }

  preview(): Promise<Outcome> {
    return this.exclusive("preview", async () => {
      const started = Date.now();
      const fingerprint = this.fingerprint();
      const built = await this.build(this.previewBuild);
      if (!built.ok) fs.rmSync(this.previewBuild, { recursive: true, force: true });
      const state: PreviewState = {
        fingerprint,
        at: new Date().toISOString(),
        ok: built.ok && this.fingerprint() === fingerprint,
        problems: built.problems,
      };
      fs.writeFileSync(this.previewStateFile, `${JSON.stringify(state, null, 2)}\n`);
      const durationMs = Date.now() - started;
      return built.ok ? { ok: true, durationMs, notes: [] } : { ok: false, problems: built.problems, durationMs };
    });
  }

  publish(person: Person): Promise<Outcome> {
    return this.exclusive("publish", async () => {
      const started = Date.now();
      const files = await this.changedFiles();
      if (files.length === 0)
        return {
          ok: false,
          problems: ["Não há alterações para publicar: o conteúdo é o mesmo da última publicação."],
          durationMs: Date.now() - started,
        };
      const fingerprint = this.fingerprint();
      const preview = this.previewState();
      const staging = this.publicationBuild;
      fs.rmSync(staging, { recursive: true, force: true });
      const notes: string[] = [];
      if (preview?.ok && preview.fingerprint === fingerprint && fs.existsSync(path.join(this.previewBuild, "client"))) {
        // The preview is this very content, built the same way: it becomes the publication.
        fs.renameSync(this.previewBuild, staging);
        fs.rmSync(this.previewStateFile, { force: true });
        notes.push("Publicada a pré-visualização já pronta (o conteúdo não mudou desde ela).");
        this.reach("building");
      } else {
        const built = await this.build(staging);
        if (!built.ok) {
          fs.rmSync(staging, { recursive: true, force: true });
          return { ok: false, problems: built.problems, durationMs: Date.now() - started };
        }
      }
      if (this.fingerprint() !== fingerprint) {
        fs.rmSync(staging, { recursive: true, force: true });
        return {
          ok: false,
          problems: ["O conteúdo foi alterado durante a publicação. Nada mudou no site: publique de novo."],
          durationMs: Date.now() - started,
        };
      }
      this.reach("going-live");
      this.swapIn(staging);
      this.reach("recording");
      let commit: string;
      try {
        commit = await this.commit(person, `Conteúdo: ${summaryOf(files)}`, files);
      } catch (error) {
        this.swapBack();
        throw error;
      }
      return this.recorded({ kind: "publicacao", commit, summary: summaryOf(files), files }, person, {
        started,
        notes,
        earlier: this.publications(),
      });
    });
  }

  undo(person: Person): Promise<Outcome> {
    return this.exclusive("undo", async () => {
      const started = Date.now();
      const records = this.publications();
      const last = records[0];
      if (!last || last.kind !== "publicacao" || last.undone || !fs.existsSync(this.previousBuild))
        return {
          ok: false,
          problems: ["Não há publicação para desfazer: a última já foi desfeita ou o site anterior não está guardado."],
          durationMs: 0,
        };
      this.swapBack();
      this.reach("recording");
      const files = last.files;
      // The commit names the publication's pseudonym, never the person (editor/staff-pseudonyms.ts).
      const summary = `desfaz a publicação de ${this.pseudonyms.authorFor(last.email).name} (${summaryOf(files)})`;
      const commit = await this.revert(person, last, `Conteúdo: ${summary}`);
      last.undone = true;
      return this.recorded({ kind: "desfazer", commit, summary, files, undoes: last.id }, person, {
        started,
        notes: [],
        earlier: records,
      });
    });
  }

  /**
   * A publication or an undo just swapped in and committed: the deploy step and the push run, and
   * it goes first in the list of publications, with how long it took from the start.
   */
  private async recorded(
    done: Pick<Publication, "kind" | "commit" | "summary" | "files" | "undoes">,
    person: Person,
    { started, notes, earlier }: { started: number; notes: string[]; earlier: Publication[] },
  ): Promise<Outcome> {
    const publication: Publication = {
      id: done.commit.slice(0, 12),
      at: new Date().toISOString(),
      email: person.email,
      name: person.name,
      durationMs: 0,
      ...done,
    };
    const warnings: string[] = [];
    await this.afterSwap(publication, notes, warnings);
    publication.durationMs = Date.now() - started;
    this.record([publication, ...earlier]);
    return { ok: true, publication, durationMs: publication.durationMs, notes, warnings };
  }

  /** The content files' diff of a publication's commit. */
  async diff(commit: string): Promise<string> {
    if (!/^[0-9a-f]{7,40}$/.test(commit)) return "";
    const out = await git(this.paths.root, [
      "show",
      "--format=",
      "--no-color",
      "--stat",
      "--patch",
      commit,
      "--",
      ...contentFolders,
    ]);
    return out.length > 200_000 ? `${out.slice(0, 200_000)}\n… (cortado)` : out;
  }

  /** staging takes build/'s place; build/ is kept as the previous one (the one before it is dropped). */
  private swapIn(staging: string): void {
    fs.rmSync(this.previousBuild, { recursive: true, force: true });
    if (fs.existsSync(this.publicBuild)) fs.renameSync(this.publicBuild, this.previousBuild);
    fs.renameSync(staging, this.publicBuild);
  }

  /** The kept build and the public one trade places. */
  private swapBack(): void {
    const aside = path.join(this.paths.dataDir, "swapping");
    fs.rmSync(aside, { recursive: true, force: true });
    fs.renameSync(this.publicBuild, aside);
    fs.renameSync(this.previousBuild, this.publicBuild);
    fs.renameSync(aside, this.previousBuild);
  }

  private get pseudonyms(): StaffPseudonyms {
    return new StaffPseudonyms(this.paths.dataDir);
  }

  /** The commit's author and committer: the account's pseudonym, so git history names nobody. */
  private authorEnv(person: Person): NodeJS.ProcessEnv {
    const author = this.pseudonyms.authorFor(person.email);
    return {
      ...process.env,
      GIT_AUTHOR_NAME: author.name,
      GIT_AUTHOR_EMAIL: author.email,
      GIT_COMMITTER_NAME: author.name,
      GIT_COMMITTER_EMAIL: author.email,
    };
  }

  private async commit(person: Person, subject: string, files: ChangedFile[]): Promise<string> {
    const root = this.paths.root;
    await git(root, ["add", "--all", "--", ...this.folders()]);
    const body = files.map((file) => `${file.status} ${file.path}`).join("\n");
    await git(
      root,
      ["commit", "--quiet", "--no-verify", "-m", subject, "-m", body, "--", ...this.folders()],
      this.authorEnv(person),
    );
    return (await git(root, ["rev-parse", "HEAD"])).trim();
  }

  /**
   * A revert commit of the publication. When git cannot revert it cleanly (a file saved again
   * since), the published files are put back as they were before it, and that is committed.
   */
  private async revert(person: Person, last: Publication, subject: string): Promise<string> {
    const root = this.paths.root;
    const env = this.authorEnv(person);
    const reverted = await run("git", ["revert", "--no-edit", "--no-commit", last.commit], { cwd: root, env });
    if (reverted.code !== 0) {
      await run("git", ["revert", "--abort"], { cwd: root, env });
      for (const file of last.files) {
        const existed = await run("git", ["cat-file", "-e", `${last.commit}^:${file.path}`], { cwd: root });
        if (existed.code === 0) await git(root, ["checkout", `${last.commit}^`, "--", file.path]);
        else await git(root, ["rm", "--quiet", "--force", "--ignore-unmatch", "--", file.path]);
      }
    }
    const body = [`Desfaz ${last.commit}.`, ...last.files.map((file) => `${file.status} ${file.path}`)].join("\n");
    // The content's folders, as a publication's commit takes them: a file the publication added is
    // gone now, and naming it alone would be a pathspec git refuses.
    await git(root, ["add", "--all", "--", ...this.folders()]);
    await git(root, ["commit", "--quiet", "--no-verify", "--allow-empty", "-m", subject, "-m", body], env);
    return (await git(root, ["rev-parse", "HEAD"])).trim();
  }

  /**
   * Push when there is a remote; the deploy command when set. Their outcome is reported, never
   * fatal: a failure is one sentence for the staff (a warning of its own on the panel), and git's
   * or the command's own words go to the log, for whoever runs the machine.
   */
  private async afterSwap(publication: Publication, notes: string[], warnings: string[]): Promise<void> {
    const remotes = (await git(this.paths.root, ["remote"])).trim();
    if (remotes) {
      const pushed = await run("git", ["push", "--quiet"], { cwd: this.paths.root, timeoutMs: 120_000 });
      if (pushed.code === 0) {
        publication.push = pushDone;
        notes.push(publication.push);
      } else {
        this.options.log?.(`git push refused: ${lastLine(pushed.stderr)}`);
        publication.push = pushRefused;
        warnings.push(pushRefused);
      }
    }
    const command = this.options.deployCommand;
    if (command) {
      const deployed = await run("sh", ["-c", command], { cwd: this.paths.root, timeoutMs: 10 * 60_000 });
      if (deployed.code === 0) {
        publication.deploy = deployDone;
        notes.push(publication.deploy);
      } else {
        this.options.log?.(`deploy command failed (${deployed.code}): ${lastLine(deployed.stderr || deployed.stdout)}`);
        publication.deploy = deployRefused;
        warnings.push(deployRefused);
      }
    }
  }

  private record(records: Publication[]): void {
    const temporary = `${this.recordsFile}.tmp`;
    fs.writeFileSync(temporary, `${JSON.stringify(withinTerm(records).slice(0, 500), null, 2)}\n`, {
      mode: 0o600,
    });
    fs.renameSync(temporary, this.recordsFile);
  }
}

export const unexpectedError =
  "Erro inesperado do editor. Tente de novo; se continuar, avise quem cuida do computador do site.";

export const pushDone = "Enviada ao repositório remoto.";
export const deployDone = "A cópia do site no outro servidor foi atualizada.";

/** A refused push, in her words: the site is live; only the copy kept elsewhere missed it. */
export const pushRefused =
  "O site foi atualizado, mas a cópia de segurança do conteúdo (o repositório remoto) não recebeu esta publicação: avise quem cuida do computador do site.";

export const deployRefused =
  "O site deste computador foi atualizado, mas a cópia do site no outro servidor não: avise quem cuida do computador do site.";

function lastLine(text: string): string {
  return (
    text
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean)
      .at(-1) ?? "sem mensagem"
  );
}
