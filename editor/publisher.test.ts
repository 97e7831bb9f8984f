import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { BuildKind } from "./build-runner.ts";
import { problemsFrom, Publisher, pushRefused, summaryOf, unexpectedError, type Progress } from "./publisher.ts";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const git = (cwd: string, ...args: string[]) => {
  const result = spawnSync("git", args, { cwd, encoding: "utf8" });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim();
};

/**
 * A checkout with one content file, a published build of it, and a build that copies the file to a
 * page. The publication gate (tested on real content in editor/checklist.test.ts) has nothing left
 * to ask of it, unless `itemsLeft` (then one item).
 */
function checkout(
  options: {
    failWhen?: RegExp;
    slowMs?: number;
    dataDir?: string;
    log?: (message: string) => void;
    itemsLeft?: boolean;
  } = {},
) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-publisher-"));
  dirs.push(root);
  fs.mkdirSync(path.join(root, "content"));
  fs.mkdirSync(path.join(root, "scripts"));
  fs.writeFileSync(path.join(root, "scripts/build.ts"), "// stand-in\n");
  fs.writeFileSync(path.join(root, "content/clinica.yaml"), "sabado: 07h às 12h\n");
  git(root, "init", "--quiet");
  git(root, "-c", "user.name=Dev", "-c", "user.email=dev@x.example", "add", ".");
  git(root, "-c", "user.name=Dev", "-c", "user.email=dev@x.example", "commit", "--quiet", "-m", "início");
  const page = (dir: string) => path.join(dir, "client/index.html");
  fs.mkdirSync(path.join(root, "build/client"), { recursive: true });
  fs.writeFileSync(page(path.join(root, "build")), "sabado: 07h às 12h\n");
  let builds = 0;
  const kinds: BuildKind[] = [];
  const publisher = new Publisher(
    { root, dataDir: options.dataDir ?? path.join(root, "data/editor") },
    {
      log: options.log,
      readyToPublish: () => ({ ready: !options.itemsLeft, left: options.itemsLeft ? 1 : 0 }),
      build: async (outDir, onOutput, kind) => {
        builds++;
        kinds.push(kind);
        // As scripts/build.ts does: the content check takes its time, says it passed, then the pages theirs.
        if (options.slowMs) await new Promise((resolve) => setTimeout(resolve, options.slowMs));
        onOutput("content check: every page, person and setting follows the rules\n");
        if (options.slowMs) await new Promise((resolve) => setTimeout(resolve, options.slowMs));
        const text = fs.readFileSync(path.join(root, "content/clinica.yaml"), "utf8");
        if (options.failWhen?.test(text))
          return {
            code: 1,
            stdout: "",
            stderr: "\nO conteúdo tem 1 problema(s).\n\n  content/clinica.yaml › sabado: horário inválido.\n",
          };
        fs.mkdirSync(path.join(outDir, "client"), { recursive: true });
        fs.writeFileSync(page(outDir), text);
        return { code: 0, stdout: "", stderr: "" };
      },
    },
  );
  const published = () => fs.readFileSync(page(path.join(root, "build")), "utf8");
  const edit = (text: string) => fs.writeFileSync(path.join(root, "content/clinica.yaml"), text);
  return { root, publisher, published, edit, builds: () => builds, kinds };
}

const ana = { email: "ana@clinica.example", name: "Ana Souza" };
const bia = { email: "bia@clinica.example", name: "Bia Lima" };

describe("publish and undo", () => {
  it("publishes the saved content: build links to a new release, the previous one kept, committed as a pseudonym", async () => {
    const { root, publisher, published, edit } = checkout();
    edit("sabado: 07h às 13h\n");
    const outcome = await publisher.publish(ana);
    expect(outcome.ok).toBe(true);
    expect(published()).toBe("sabado: 07h às 13h\n");
    const record = publisher.publications()[0]!;
    expect(fs.readlinkSync(path.join(root, "build"))).toBe(`releases/${record.release}`);
    // The plain build/ folder of before became a release, the one an undo goes back to.
    expect(record.replaced).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{4}$/);
    expect(fs.readFileSync(path.join(root, "releases", record.replaced!, "client/index.html"), "utf8")).toBe(
      "sabado: 07h às 12h\n",
    );
    expect(git(root, "log", "-1", "--format=%an <%ae>|%cn <%ce>|%s")).toBe(
      "Equipe 1 <editor-1@editor.invalid>|Equipe 1 <editor-1@editor.invalid>|Conteúdo: Dados da clínica",
    );
    // The mapping stays on the machine, readable by its keeper only.
    const mapping = path.join(root, "data/editor/pseudonyms.json");
    expect(JSON.parse(fs.readFileSync(mapping, "utf8"))).toEqual({ last: 1, accounts: { "ana@clinica.example": 1 } });
    expect(fs.statSync(mapping).mode & 0o777).toBe(0o600);
    expect(git(root, "log", "-1", "--format=%b")).toContain("M content/clinica.yaml");
    expect(publisher.publications()[0]).toMatchObject({
      kind: "publicacao",
      name: "Ana Souza",
      summary: "Dados da clínica",
    });
    expect(await publisher.diff(publisher.publications()[0]!.commit)).toContain("+sabado: 07h às 13h");
  });

  it("undoes the last publication: the previous build back, a revert commit by whoever undid it, under pseudonyms", async () => {
    const { root, publisher, published, edit } = checkout();
    edit("sabado: 07h às 13h\n");
    await publisher.publish(ana);
    const outcome = await publisher.undo(bia);
    expect(outcome.ok).toBe(true);
    expect(published()).toBe("sabado: 07h às 12h\n");
    expect(fs.readFileSync(path.join(root, "content/clinica.yaml"), "utf8")).toBe("sabado: 07h às 12h\n");
    expect(git(root, "log", "-1", "--format=%an <%ae>|%s")).toBe(
      "Equipe 2 <editor-2@editor.invalid>|Conteúdo: desfaz a publicação de Equipe 1 (Dados da clínica)",
    );
    // Nothing in the history names either of them.
    expect(git(root, "log", "--format=%an %ae %cn %ce %B")).not.toMatch(/Ana|Bia|clinica\.example/);
    expect(git(root, "status", "--porcelain", "content")).toBe("");
    const [undo, publication] = publisher.publications();
    expect(undo).toMatchObject({ kind: "desfazer", undoes: publication!.id });
    expect(publication!.undone).toBe(true);
    expect((await publisher.undo(bia)).ok).toBe(false);
  });

  it("undoes a publication that added a page: the new file goes, and the undo is committed", async () => {
    const { root, publisher } = checkout();
    fs.mkdirSync(path.join(root, "content/exames"), { recursive: true });
    fs.writeFileSync(path.join(root, "content/exames/holter-24-horas.yaml"), "label: Holter 24 horas\n");
    expect((await publisher.publish(ana)).ok).toBe(true);
    const outcome = await publisher.undo(bia);
    expect(outcome.ok).toBe(true);
    expect(fs.existsSync(path.join(root, "content/exames/holter-24-horas.yaml"))).toBe(false);
    expect(git(root, "log", "-1", "--format=%an|%b")).toContain("A content/exames/holter-24-horas.yaml");
    expect(git(root, "status", "--porcelain", "content")).toBe("");
  });

  it("refuses a broken edit with the build's lines, build/ and git untouched", async () => {
    const { root, publisher, published, edit } = checkout({ failWhen: /25h/ });
    const head = git(root, "rev-parse", "HEAD");
    edit("sabado: 07h às 25h\n");
    const outcome = await publisher.publish(ana);
    expect(outcome).toMatchObject({ ok: false, problems: ["content/clinica.yaml › sabado: horário inválido."] });
    expect(published()).toBe("sabado: 07h às 12h\n");
    expect(git(root, "rev-parse", "HEAD")).toBe(head);
    expect(publisher.publications()).toEqual([]);
  });

  it("runs one publication at a time and tells the second so, in Portuguese", async () => {
    const { publisher, edit } = checkout({ slowMs: 300 });
    edit("sabado: 07h às 13h\n");
    const first = publisher.publish(ana);
    const second = await publisher.publish(bia);
    expect(second).toMatchObject({
      ok: false,
      busy: true,
      problems: ["Outra publicação está em andamento. Aguarde ela terminar e tente de novo."],
    });
    expect((await first).ok).toBe(true);
  });

  it("publishes the preview already built from the same content instead of building again", async () => {
    const { publisher, published, edit, builds } = checkout();
    edit("sabado: 07h às 13h\n");
    expect((await publisher.preview()).ok).toBe(true);
    expect(published()).toBe("sabado: 07h às 12h\n");
    expect((await publisher.publish(ana)).ok).toBe(true);
    expect(builds()).toBe(1);
    expect(published()).toBe("sabado: 07h às 13h\n");
  });

  it("previews as a demonstration while the publication gate has items left, and never publishes that preview", async () => {
    const { publisher, edit, kinds } = checkout({ itemsLeft: true });
    edit("sabado: 07h às 13h\n");
    const preview = await publisher.preview();
    expect(preview).toMatchObject({ ok: true });
    expect(preview.ok && preview.notes.join(" ")).toContain(
      "É uma demonstração: cada página leva o aviso de dados de exemplo, porque ainda falta 1 item para publicar de verdade",
    );
    expect(publisher.previewState()).toMatchObject({ ok: true, demonstration: true });
    // Publicar builds the publication itself (which the real build's gate refuses while items are left).
    await publisher.publish(ana);
    expect(kinds).toEqual(["demonstration", "publication"]);
  });

  it("previews what Publicar would build once nothing is left: the publication", async () => {
    const { publisher, edit, kinds } = checkout();
    edit("sabado: 07h às 13h\n");
    expect(await publisher.preview()).toMatchObject({ ok: true, notes: [] });
    expect(publisher.previewState()).toMatchObject({ ok: true, demonstration: false });
    expect(kinds).toEqual(["publication"]);
  });

  it("has nothing to publish when the content is the published one", async () => {
    const { publisher } = checkout();
    expect(await publisher.publish(ana)).toMatchObject({
      ok: false,
      problems: ["Não há alterações para publicar: o conteúdo é o mesmo da última publicação."],
    });
  });
});

const head = (root: string) => git(root, "rev-parse", "HEAD");
const link = (root: string) => fs.readlinkSync(path.join(root, "build"));

describe("the switch and git agree", () => {
  it("restores an earlier publication as a new one: its release live again, its content committed", async () => {
    const { root, publisher, published, edit } = checkout();
    edit("sabado: 07h às 13h\n");
    await publisher.publish(ana);
    const first = publisher.publications()[0]!;
    edit("sabado: 08h às 14h\n");
    await publisher.publish(ana);
    expect(publisher.canRestore(first.id)).toBe(true);
    expect(publisher.canRestore(publisher.publications()[0]!.id)).toBe(false);
    const outcome = await publisher.restore(bia, first.id);
    expect(outcome).toMatchObject({ ok: true });
    expect(published()).toBe("sabado: 07h às 13h\n");
    expect(link(root)).toBe(`releases/${first.release}`);
    expect(fs.readFileSync(path.join(root, "content/clinica.yaml"), "utf8")).toBe("sabado: 07h às 13h\n");
    expect(git(root, "status", "--porcelain", "content")).toBe("");
    // Under pseudonyms: Bia restores (Equipe 2) the version Ana (Equipe 1) published.
    expect(git(root, "log", "-1", "--format=%an|%s")).toMatch(/^Equipe 2\|Conteúdo: restaura a versão de Equipe 1 de /);
    expect(git(root, "log", "--format=%an %ae %cn %ce %B")).not.toMatch(/Ana|Bia|clinica\.example/);
    expect(publisher.publications()[0]).toMatchObject({
      kind: "restauracao",
      restores: first.id,
      release: first.release,
    });
    // And the restore itself can be undone.
    expect((await publisher.undo(ana)).ok).toBe(true);
    expect(published()).toBe("sabado: 08h às 14h\n");
  });

  it("rebuilds a publication whose release was pruned when it is restored", async () => {
    const { root, publisher, published, edit, builds } = checkout();
    edit("sabado: 07h às 13h\n");
    await publisher.publish(ana);
    const first = publisher.publications()[0]!;
    for (let hour = 14; hour < 21; hour++) {
      edit(`sabado: 07h às ${hour}h\n`);
      expect((await publisher.publish(ana)).ok).toBe(true);
    }
    expect(fs.existsSync(path.join(root, "releases", first.release!))).toBe(false);
    // The bound: the live release and the 5 newest others.
    expect(fs.readdirSync(path.join(root, "releases"))).toHaveLength(6);
    const before = builds();
    expect((await publisher.restore(bia, first.id)).ok).toBe(true);
    expect(builds()).toBe(before + 1);
    expect(published()).toBe("sabado: 07h às 13h\n");
  });

  it("switches nothing when git fails in an undo (index.lock): site, records and HEAD unchanged", async () => {
    const { root, publisher, published, edit } = checkout();
    edit("sabado: 07h às 13h\n");
    await publisher.publish(ana);
    const [records, headBefore, linkBefore] = [publisher.publications(), head(root), link(root)];
    fs.writeFileSync(path.join(root, ".git/index.lock"), "");
    const outcome = await publisher.undo(bia);
    expect(outcome).toMatchObject({ ok: false });
    if (!outcome.ok)
      expect(outcome.problems[0]).toMatch(/^O registro de versões \(git\) está ocupado por outro programa/);
    expect([publisher.publications(), head(root), link(root), published()]).toEqual([
      records,
      headBefore,
      linkBefore,
      "sabado: 07h às 13h\n",
    ]);
    fs.rmSync(path.join(root, ".git/index.lock"));
    expect((await publisher.undo(bia)).ok).toBe(true);
  });

  it("puts git back when the switch fails: no commit, the saved edit still there to publish", async () => {
    const { root, publisher, published, edit } = checkout();
    const headBefore = head(root);
    edit("sabado: 07h às 13h\n");
    // Something in the way of the new link's temporary name: the switch cannot be made.
    fs.mkdirSync(path.join(root, ".build.next/x"), { recursive: true });
    const outcome = await publisher.publish(ana);
    expect(outcome.ok).toBe(false);
    expect([head(root), published(), publisher.publications()]).toEqual([headBefore, "sabado: 07h às 12h\n", []]);
    expect(git(root, "status", "--porcelain", "content")).toBe("M content/clinica.yaml");
    fs.rmSync(path.join(root, ".build.next"), { recursive: true });
    expect((await publisher.publish(ana)).ok).toBe(true);
  });

  it("settles a switch a crash left before its next action, when the start could not (lock held then)", async () => {
    const { root, publisher, published, edit } = checkout();
    edit("sabado: 07h às 13h\n");
    await publisher.publish(ana);
    const published1 = head(root);
    // A publish killed after its commit, before its switch: its journal and its commit left.
    edit("sabado: 07h às 14h\n");
    git(root, "-c", "user.name=Ana", "-c", "user.email=a@x.example", "commit", "--quiet", "-am", "interrompida");
    const journal = {
      kind: "publicacao",
      headBefore: published1,
      release: "20261202T000000000Z-dead",
      filesToo: false,
    };
    fs.writeFileSync(path.join(root, "data/editor/switch.json"), JSON.stringify(journal));
    const outcome = await publisher.undo(bia);
    // Git put back first: the interrupted edit is saved but not published, which an undo waits for.
    expect(head(root)).toBe(published1);
    expect(fs.existsSync(path.join(root, "data/editor/switch.json"))).toBe(false);
    expect(outcome).toMatchObject({ ok: false });
    if (!outcome.ok) expect(outcome.problems[0]).toMatch(/^Há alterações salvas que ainda não foram publicadas/);
    expect(published()).toBe("sabado: 07h às 13h\n");
  });

  it("refuses to publish a file saved again after its preview, in Portuguese", async () => {
    const { publisher, published, edit } = checkout();
    edit("sabado: 07h às 13h\n");
    expect((await publisher.preview()).ok).toBe(true);
    edit("sabado: 07h às 14h\n");
    const outcome = await publisher.publish(ana);
    expect(outcome).toMatchObject({ ok: false });
    if (!outcome.ok)
      expect(outcome.problems[0]).toMatch(
        /^O conteúdo foi alterado depois da pré-visualização de .*pré-visualize de novo/,
      );
    expect(published()).toBe("sabado: 07h às 12h\n");
  });

  it("refuses while another process holds the checkout's lock, naming it", async () => {
    const { root, publisher, edit } = checkout();
    edit("sabado: 07h às 13h\n");
    fs.writeFileSync(
      path.join(root, ".build.lock"),
      JSON.stringify({ pid: process.ppid, command: "npm run build", startedAt: new Date().toISOString() }),
    );
    const outcome = await publisher.publish(ana);
    expect(outcome).toMatchObject({ ok: false, busy: true });
    if (!outcome.ok)
      expect(outcome.problems[0]).toMatch(
        new RegExp(`^Outra publicação ou construção está em andamento \\(npm run build, processo ${process.ppid},`),
      );
  });

  it("publishes, from its preview too, and undoes with data/ on a file system of its own (E13)", async () => {
    // /dev/shm is a tmpfs, another file system than the checkout's: a rename between them is EXDEV.
    const dataDir = fs.mkdtempSync(path.join("/dev/shm", "editor-data-"));
    dirs.push(dataDir);
    expect(fs.statSync(dataDir).dev).not.toBe(fs.statSync(os.tmpdir()).dev);
    const { root, publisher, published, edit } = checkout({ dataDir });
    edit("sabado: 07h às 13h\n");
    expect((await publisher.preview()).ok).toBe(true);
    expect(await publisher.publish(ana)).toMatchObject({
      ok: true,
      notes: ["Publicada a pré-visualização já pronta (o conteúdo não mudou desde ela)."],
    });
    expect(published()).toBe("sabado: 07h às 13h\n");
    expect(fs.existsSync(path.join(dataDir, "preview"))).toBe(false);
    edit("sabado: 07h às 14h\n");
    expect((await publisher.publish(ana)).ok).toBe(true);
    expect((await publisher.undo(bia)).ok).toBe(true);
    expect(published()).toBe("sabado: 07h às 13h\n");
    expect(fs.readlinkSync(path.join(root, "build"))).toMatch(/^releases\//);
  });

  it("publishes files readable by the web server under the editor's umask 077; data/ stays private", async () => {
    const { root, publisher, edit } = checkout();
    edit("sabado: 07h às 13h\n");
    const umask = process.umask(0o077);
    try {
      expect((await publisher.publish(ana)).ok).toBe(true);
    } finally {
      process.umask(umask);
    }
    const release = fs.realpathSync(path.join(root, "build"));
    const modes = new Set<string>();
    const walk = (dir: string) => {
      modes.add(`d${(fs.statSync(dir).mode & 0o777).toString(8)}`);
      for (const entry of fs.readdirSync(dir, { withFileTypes: true }))
        if (entry.isDirectory()) walk(path.join(dir, entry.name));
        else modes.add(`f${(fs.statSync(path.join(dir, entry.name)).mode & 0o777).toString(8)}`);
    };
    walk(release);
    expect([...modes].sort()).toEqual(["d755", "f644"]);
    expect(fs.statSync(path.join(root, "data")).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(root, "data/editor/publications.json")).mode & 0o777).toBe(0o600);
  });
});

describe("while it runs and after", () => {
  it("reports its step while it publishes: the content check, then the build once the check has passed", async () => {
    const { publisher, edit } = checkout({ slowMs: 300 });
    edit("sabado: 07h às 13h\n");
    expect(publisher.progress()).toBeUndefined();
    const seen: Progress["step"][] = [];
    const publishing = publisher.publish(ana);
    const watch = setInterval(() => {
      const step = publisher.progress()?.step;
      if (step && seen.at(-1) !== step) seen.push(step);
    }, 5);
    await publishing;
    clearInterval(watch);
    expect(seen[0]).toBe("checking");
    expect(seen).toContain("building");
    expect(publisher.progress()).toBeUndefined();
  });

  it("reports a restore while it runs: putting the version live, then nothing once done", async () => {
    const { publisher, edit } = checkout();
    edit("sabado: 07h às 13h\n");
    await publisher.publish(ana);
    const first = publisher.publications()[0]!;
    edit("sabado: 07h às 14h\n");
    await publisher.publish(ana);
    const restoring = publisher.restore(bia, first.id);
    expect(publisher.progress()).toMatchObject({ kind: "restore", step: "going-live" });
    expect(await restoring).toMatchObject({ ok: true, warnings: [] });
    expect(publisher.progress()).toBeUndefined();
  });

  it("tells a refused push in one Portuguese sentence, as a warning; git's words go to the log only", async () => {
    const logged: string[] = [];
    const { root, publisher, published, edit } = checkout({ log: (message) => logged.push(message) });
    git(root, "remote", "add", "origin", path.join(root, "no-such-remote.git"));
    edit("sabado: 07h às 13h\n");
    const outcome = await publisher.publish(ana);
    expect(outcome).toMatchObject({ ok: true, warnings: [pushRefused] });
    expect(JSON.stringify(outcome)).not.toMatch(/error|fatal|refs|no-such-remote/);
    expect(published()).toBe("sabado: 07h às 13h\n");
    expect(publisher.publications()[0]!.push).toBe(pushRefused);
    expect(logged.join("\n")).toMatch(/git push refused: .+/);
  });

  it("tells an unexpected failure in her words, the machine's own (its paths) in the log only", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-publisher-"));
    dirs.push(root);
    const logged: string[] = [];
    const publisher = new Publisher(
      { root, dataDir: path.join(root, "data/editor") },
      {
        log: (message) => logged.push(message),
        build: async () => {
          throw new Error(`EACCES: permission denied, open '${root}/build/client/index.html'`);
        },
      },
    );
    const outcome = await publisher.preview();
    expect(outcome).toMatchObject({ ok: false, problems: [unexpectedError] });
    expect(JSON.stringify(outcome)).not.toContain(root);
    expect(logged.join("\n")).toContain(`${root}/build/client/index.html`);
    expect(publisher.progress()).toBeUndefined();
  });

  it("keeps its records for 12 months: an older record is gone from the list and from the file", async () => {
    const { root, publisher, edit } = checkout();
    const records = path.join(root, "data/editor/publications.json");
    edit("sabado: 07h às 13h\n");
    await publisher.publish(ana);
    const [recent] = publisher.publications();
    const old = { ...recent!, id: "old", at: "2020-01-01T12:00:00.000Z" };
    fs.writeFileSync(records, JSON.stringify([recent, old]));
    expect(publisher.publications().map((record) => record.id)).toEqual([recent!.id]);
    edit("sabado: 07h às 14h\n");
    await publisher.publish(bia);
    const kept = JSON.parse(fs.readFileSync(records, "utf8")) as { id: string }[];
    expect(kept.map((record) => record.id)).not.toContain("old");
    expect(kept).toHaveLength(2);
  });
});

describe("what the staff reads", () => {
  it("names the changed files by the editor's labels", () => {
    expect(
      summaryOf([
        { status: "M", path: "content/clinica.yaml" },
        { status: "M", path: "content/especialidades/cardiologista.yaml" },
      ]),
    ).toBe("Dados da clínica, Especialidade › cardiologista");
  });

  it("names a full disk in one sentence, never the build tool's timing lines or a stack", () => {
    const stderr = [
      "vite v7.1.3 building for production...",
      "✓ 1234 modules transformed.",
      "build/client/assets/entry.client-BzCcrrlE.js   12.34 kB │ gzip: 4.56 kB",
      "Error: ENOSPC: no space left on device, write",
      "    at async writeFile (node:internal/fs/promises:1:1)",
    ].join("\n");
    expect(problemsFrom(stderr)).toEqual(["O disco do servidor está cheio: libere espaço e tente de novo."]);
  });

  it("takes the build's indented problem lines, one per problem", () => {
    expect(problemsFrom("\nO conteúdo tem 2 problema(s).\n\n  a › b: x.\n  c › d: y.\n")).toEqual([
      "a › b: x.",
      "c › d: y.",
    ]);
  });
});
