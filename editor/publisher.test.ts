import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { problemsFrom, Publisher, summaryOf } from "./publisher.ts";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const git = (cwd: string, ...args: string[]) => {
  const result = spawnSync("git", args, { cwd, encoding: "utf8" });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim();
};

/** A checkout with one content file, a published build of it, and a build that copies the file to a page. */
function checkout(options: { failWhen?: RegExp; slowMs?: number } = {}) {
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
  const publisher = new Publisher(
    { root, dataDir: path.join(root, "data/editor") },
    {
      build: async (outDir) => {
        builds++;
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
  return { root, publisher, published, edit, builds: () => builds };
}

const ana = { email: "ana@clinica.example", name: "Ana Souza" };
const bia = { email: "bia@clinica.example", name: "Bia Lima" };

describe("publish and undo", () => {
  it("publishes the saved content: build links to a new release, the previous one kept, committed as the person", async () => {
    const { root, publisher, published, edit } = checkout();
    edit("sabado: 07h às 13h\n");
    const outcome = await publisher.publish(ana);
    expect(outcome.ok).toBe(true);
    expect(published()).toBe("sabado: 07h às 13h\n");
    const record = publisher.publications()[0]!;
    expect(fs.readlinkSync(path.join(root, "build"))).toBe(`releases/${record.release}`);
    // The plain build/ folder of before became a release, the one an undo goes back to.
    expect(record.replaced).toMatch(/^legacy-\d+$/);
    expect(fs.readFileSync(path.join(root, "releases", record.replaced!, "client/index.html"), "utf8")).toBe(
      "sabado: 07h às 12h\n",
    );
    expect(git(root, "log", "-1", "--format=%an <%ae>|%s")).toBe(
      "Ana Souza <ana@clinica.example>|Conteúdo: Dados da clínica",
    );
    expect(git(root, "log", "-1", "--format=%b")).toContain("M content/clinica.yaml");
    expect(publisher.publications()[0]).toMatchObject({
      kind: "publicacao",
      name: "Ana Souza",
      summary: "Dados da clínica",
    });
    expect(await publisher.diff(publisher.publications()[0]!.commit)).toContain("+sabado: 07h às 13h");
  });

  it("undoes the last publication: the previous build back, a revert commit by whoever undid it", async () => {
    const { root, publisher, published, edit } = checkout();
    edit("sabado: 07h às 13h\n");
    await publisher.publish(ana);
    const outcome = await publisher.undo(bia);
    expect(outcome.ok).toBe(true);
    expect(published()).toBe("sabado: 07h às 12h\n");
    expect(fs.readFileSync(path.join(root, "content/clinica.yaml"), "utf8")).toBe("sabado: 07h às 12h\n");
    expect(git(root, "log", "-1", "--format=%an|%s")).toBe(
      "Bia Lima|Conteúdo: desfaz a publicação de Ana Souza (Dados da clínica)",
    );
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

  it("has nothing to publish when the content is the published one", async () => {
    const { publisher } = checkout();
    expect(await publisher.publish(ana)).toMatchObject({
      ok: false,
      problems: ["Não há alterações para publicar: o conteúdo é o mesmo da última publicação."],
    });
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

  it("takes the build's indented problem lines, one per problem", () => {
    expect(problemsFrom("\nO conteúdo tem 2 problema(s).\n\n  a › b: x.\n  c › d: y.\n")).toEqual([
      "a › b: x.",
      "c › d: y.",
    ]);
  });
});
