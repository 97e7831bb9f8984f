/**
 * The editor service end to end, in real Chromium, on a copy of the project with a git repository
 * of its own and the production build served by our own server (build/relay): a member of staff
 * logs in (a wrong password refused first), changes a FAQ answer and the price, uploads a photo and
 * creates an exam page (from the template, its five fields only) in Keystatic's UI, and sets the Saturday hours and the health
 * plans through Keystatic's API with her session, previews (what the build made of each edit, read
 * from its files; the public site still old), publishes (the public site shows it without a restart, a commit under her account's pseudonym),
 * undoes (the old text back, a revert commit), and a CRM with letters and a specialty left with
 * no doctor are refused with their Portuguese messages while the public site keeps serving; the
 * public server answers 404 on the editor's paths, and a cross-site POST to the editor is refused.
 *
 * One full build (the preview; the publish moves it into place), so this takes a few minutes on
 * a loaded machine; publish and undo times are measured by `npm run bench:publish`.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { site as builtSite } from "#app/site/site.ts";
import { builtDocument, jsonLdGraphs, textOf } from "../built-site";
import { fixtureRoot } from "../fixture-content";
import { copyProject } from "../project-copy";
import { desktop, launchBrowser } from "./browser";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const email = "ana@clinica.example";
const password = "senha-da-ana-2026";
const newAnswer = "Resposta revisada no editor: procure o cardiologista ao notar palpitações ou falta de ar.";
const holterDescription =
  "Holter 24 horas no Barreiro: o registro contínuo do coração durante um dia inteiro, com agendamento pelo WhatsApp.";
const holterTagline =
  "Um pequeno aparelho registra os batimentos do coração por 24 horas, enquanto você segue a rotina.";
/** The publication's commit subject: the editor's labels of what changed. */
const PUBLISHED_SUBJECT =
  "Conteúdo: Dados da clínica, Especialidade › cardiologista, Exame › holter-24-horas, Foto › photo";

let copy = "";
let browser: Browser | undefined;
let context: BrowserContext;
let page: Page;
let site = "";
let editor = "";
const children: ChildProcess[] = [];

/** The modes under `dir`: "d755" for a folder, "f644" for a file… */
function modesUnder(dir: string, modes = new Set<string>()): Set<string> {
  modes.add(`d${(fs.statSync(dir).mode & 0o777).toString(8)}`);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory()) modesUnder(path.join(dir, entry.name), modes);
    else modes.add(`f${(fs.statSync(path.join(dir, entry.name)).mode & 0o777).toString(8)}`);
  return modes;
}

/** The last lines the processes started in the copy wrote: what a failure reports. */
const outputTail: string[] = [];

/** Starts `node <args>` in the copy and resolves with the first output line matching `pattern`. */
function startInCopy(args: string[], env: Record<string, string>, pattern: RegExp): Promise<RegExpExecArray> {
  const child = spawn(process.execPath, args, {
    cwd: copy,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    for (const stream of [child.stdout!, child.stderr!])
      readline.createInterface({ input: stream }).on("line", (line) => {
        outputTail.push(line);
        if (outputTail.length > 40) outputTail.shift();
        const match = pattern.exec(line);
        if (match) resolve(match);
      });
    child.once("exit", (code) => reject(new Error(`${args.join(" ")} exited with ${code}`)));
  });
}

const git = (...args: string[]) => spawnSync("git", args, { cwd: copy, encoding: "utf8" }).stdout.trim();

async function publicText(urlPath: string): Promise<string> {
  const response = await fetch(`${site}${urlPath}`);
  expect(response.status).toBe(200);
  return (await response.text()).replace(/\s+/g, " ");
}

/** Saves a content file as Keystatic's UI does, from the editor's page, with the session. */
async function saveThroughApi(file: string, text: string): Promise<number> {
  return page.evaluate(
    async ({ file, contents }) => {
      const response = await fetch("/api/keystatic/update", {
        method: "POST",
        headers: { "content-type": "application/json", "no-cors": "1" },
        body: JSON.stringify({ additions: [{ path: file, contents }], deletions: [] }),
      });
      return response.status;
    },
    { file, contents: Buffer.from(text).toString("base64") },
  );
}

/** Clicks one of Keystatic's save buttons and waits for its write to be taken. */
async function saveWith(button: string): Promise<void> {
  const written = page.waitForResponse((response) => response.url().endsWith("/api/keystatic/update"));
  await page.getByRole("button", { name: button, exact: true }).click();
  expect((await written).status()).toBe(200);
}

/**
 * What the build made of the edits, read from its files: the FAQ answer on the page and in its
 * FAQPage JSON-LD; the price and the plans on the page and in its structured data; the photo
 * rendered to AVIF and WebP in the page's <picture>; the new exam page at its path and `.html`, in
 * the Exames menu, the sitemap and the host rules.
 */
function expectBuiltEdits(clientDir: string): void {
  const cardiology = builtDocument("/cardiologista", clientDir);
  expect(textOf(cardiology, "main")).toContain(newAnswer);
  const nodes = jsonLdGraphs(cardiology).flatMap((graph) => graph["@graph"]);
  const faq = nodes.find((node) => node["@type"] === "FAQPage") as {
    mainEntity: { acceptedAnswer: { text: string } }[];
  };
  expect(faq.mainEntity.map((question) => question.acceptedAnswer.text)).toContain(newAnswer);

  expect(textOf(cardiology, '[data-testid="price-note"]')).toBe(
    "Consulta a partir de R$\u00a0150,00 no atendimento particular. O valor é confirmado no agendamento e não muda depois de confirmado.Convênios aceitos: Unimed BH e Amil. Confirme a cobertura do seu plano ao agendar.",
  );
  expect(nodes.find((node) => node["@type"] === "Service")).toMatchObject({
    offers: { priceSpecification: { minPrice: 150, priceCurrency: "BRL" } },
  });
  expect(nodes.find((node) => String(node["@id"]).endsWith("/#clinic"))?.paymentAccepted).toMatch(/, Unimed BH, Amil$/);
  // A page without a price of its own names the plans, and still offers to ask the price.
  expect(textOf(builtDocument("/ultrassom", clientDir), '[data-testid="price-note"]')).toBe(
    `Valores: respondemos pelo WhatsApp ou pelo telefone ${builtSite.contact.phoneDisplay}.Perguntar o valor (abre o WhatsApp em nova aba)` +
      "Convênios aceitos: Unimed BH e Amil. Confirme a cobertura do seu plano ao agendar.",
  );
  // The FAQ's answer ({{convenios}}) names them too.
  expect(textOf(builtDocument("/", clientDir), "main")).toContain(
    "Atendemos os convênios Unimed BH e Amil. Confirme a cobertura do seu plano ao agendar.",
  );

  const avif = cardiology.querySelector('main picture source[type="image/avif"]')!.getAttribute("srcset")!;
  expect(avif).toContain("/images/generated/enviadas-cardiologista-hero-image-photo-480.avif 480w");
  for (const file of avif.split(", ").map((candidate) => candidate.split(" ")[0]!)) {
    const rendered = fs.readFileSync(path.join(clientDir, file));
    expect(rendered.subarray(4, 12).toString("latin1"), file).toBe("ftypavif");
  }
  const webp = fs.readFileSync(
    path.join(clientDir, "images/generated/enviadas-cardiologista-hero-image-photo-960.webp"),
  );
  expect(webp.subarray(8, 12).toString("latin1")).toBe("WEBP");

  // The new page, from its five fields: its name as its title, its first paragraph, its photo, no
  // heading left over an empty part of the template.
  for (const urlPath of ["/holter-24-horas", "/holter-24-horas.html"]) {
    const holter = builtDocument(urlPath, clientDir);
    expect(textOf(holter, "h1"), urlPath).toBe("Holter 24 horas");
    expect(textOf(holter, "main"), urlPath).toContain(holterTagline);
    expect(holter.querySelector('meta[name="description"]')?.getAttribute("content"), urlPath).toBe(holterDescription);
    expect(holter.querySelector('main picture source[type="image/avif"]')?.getAttribute("srcset"), urlPath).toContain(
      "/images/generated/enviadas-holter-24-horas-hero-image-photo-480.avif 480w",
    );
    for (const heading of holter.querySelectorAll("main h2")) expect(heading.textContent?.trim(), urlPath).not.toBe("");
    expect(textOf(holter, "main"), urlPath).not.toContain("Quando o exame é indicado");
  }
  const menuLinks = [...builtDocument("/", clientDir).querySelectorAll("header a[href]")].map((link) =>
    link.getAttribute("href"),
  );
  expect(menuLinks).toContain("/holter-24-horas");
  expect(fs.readFileSync(path.join(clientDir, "sitemap.xml"), "utf8")).toContain("/holter-24-horas</loc>");
  expect(fs.readFileSync(path.join(clientDir, "_redirects"), "utf8")).toContain("/holter-24-horas ");
}

/** Clicks a button of the editor's forms and waits for the page shown after its POST (and redirect). */
async function press(button: string, timeout = 60_000): Promise<void> {
  const loaded = page.waitForEvent("load", { timeout });
  await page.getByRole("button", { name: button, exact: true }).click({ noWaitAfter: true });
  await loaded;
}

/**
 * The panel's words once the work it started is done: meanwhile it shows the work's steps and
 * reloads itself, so the text is read again across its reloads until it is there. The other
 * outcome (a refusal where a success was expected, or the reverse) fails at once, with the
 * panel's words and the editor's last log lines, instead of waiting out the timeout.
 */
async function outcome(role: "status" | "alert", text: string, timeout: number): Promise<string> {
  const other = role === "status" ? "alert" : "status";
  const read = (which: "status" | "alert") =>
    page
      .getByRole(which)
      .first()
      .textContent({ timeout: 1000 })
      .catch(() => null);
  let seen = "";
  await expect
    .poll(
      async () => {
        seen = (await read(role)) ?? "";
        const instead = seen.includes(text) ? null : await read(other);
        // The running work is shown as a status too; a finished one of the other kind ends the wait.
        if (instead && !/…/.test(instead))
          throw new Error(`The panel shows “${instead}” instead of “${text}”.\n${outputTail.join("\n")}`);
        return seen;
      },
      { timeout, interval: 250 },
    )
    .toContain(text);
  return seen;
}

beforeAll(async () => {
  const built = path.join(projectRoot, "build/client/index.html");
  if (!fs.existsSync(built)) throw new Error("Run `npm run build` first: the public site is served from build/.");
  // The project as git has it (and this change's files), with its artwork, build, editor UI and
  // editor service compiled ahead (build-editor-server/, which editor/start.mjs runs when it is
  // as new as the sources). Its content: the tests' fixed copy (tests/fixture-content.ts), which
  // the build was made from.
  copy = copyProject("editor-service-", {
    generated: ["public/images/generated", "generated", "build", "build-editor", "build-editor-server"],
    contentFrom: fixtureRoot,
    gitAuthor: { name: "Dev", email: "dev@x.example" },
  });

  // The account, made as the machine's keeper would: the password on stdin, never in argv.
  const added = spawnSync(process.execPath, ["--import", "tsx", "editor/cli.ts", "add", email, "Ana Souza"], {
    cwd: copy,
    input: `${password}\n`,
    encoding: "utf8",
  });
  expect(added.status, added.stderr).toBe(0);
  expect(fs.statSync(path.join(copy, "data/editor/accounts.json")).mode & 0o777).toBe(0o600);

  const [[, sitePort], [, editorUrl]] = await Promise.all([
    startInCopy(
      ["build/relay/index.js"],
      { HOST: "127.0.0.1", PORT: "0", DATABASE_PATH: path.join(copy, "data/leads.sqlite") },
      /site ready at http:\/\/localhost:(\d+)/,
    ),
    // As `npm run editor` starts it: compiled, with plain node, not its sources through tsx.
    startInCopy(
      ["editor/start.mjs"],
      // The copy's content is the demonstration's (example data), which a publication build refuses.
      { EDITOR_PORT: "0", EDITOR_PUBLISHES: "demonstracao" },
      /editor ready at (http:\/\/127\.0\.0\.1:\d+)/,
    ),
  ]);
  site = `http://127.0.0.1:${sitePort}`;
  editor = editorUrl!;
  browser = await launchBrowser();
  context = await browser.newContext({ ...desktop, locale: "pt-BR" });
  page = await context.newPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  for (const child of children) child.kill("SIGTERM");
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

describe("the editor service", { timeout: 600_000 }, () => {
  it("is not part of the public site: every editor path answers 404 there", async () => {
    for (const urlPath of [
      "/entrar",
      "/publicar",
      "/pre-visualizar/",
      "/publicacoes",
      "/keystatic",
      "/api/keystatic/tree",
    ]) {
      const response = await fetch(`${site}${urlPath}`);
      expect(response.status, urlPath).toBe(404);
    }
  });

  it("logs in: a wrong password refused, then the right one", async () => {
    await page.goto(editor);
    expect(new URL(page.url()).pathname).toBe("/entrar");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Senha").fill("senha-errada-123");
    await press("Entrar");
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("E-mail ou senha incorretos.");
    await page.getByLabel("Senha").fill(password);
    await press("Entrar");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Olá, Ana Souza");
  });

  it("edits in Keystatic's UI and through its API, previews (the public site still old), publishes and undoes", async () => {
    // A FAQ answer, in Keystatic's own form.
    await page.goto(`${editor}/keystatic/collection/especialidades/item/cardiologista`);
    await page.getByText("Quando devo procurar um cardiologista?", { exact: true }).first().click({ timeout: 60_000 });
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Resposta").fill(newAnswer);
    await dialog.getByRole("button", { name: "Concluir" }).click();
    // The consultation's price, which the page shows only once the clinic gives it.
    await page.getByRole("textbox", { name: "Consulta a partir de (R$)" }).fill("150");
    // A photo in place of the page's illustration, uploaded in the same edit.
    const photo = path.join(copy, "foto-do-consultorio.jpg");
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#b91c1c" } })
      .jpeg()
      .toFile(photo);
    const chooser = page.waitForEvent("filechooser");
    await page
      .getByRole("button", { name: /Choose file|Escolher/ })
      .first()
      .click();
    await (await chooser).setFiles(photo);
    await saveWith("Salvar");
    expect(fs.existsSync(path.join(copy, "images/enviadas/cardiologista/hero/image/photo.jpg"))).toBe(true);
    // A new exam page from the template: only the fields it asks for (the name, the short
    // description, the first paragraph, the menu group, the photo); the address follows the name.
    await page.goto(`${editor}/keystatic/collection/exames/create`);
    await page.getByLabel("Nome no menu").fill("Holter 24 horas", { timeout: 60_000 });
    // The photo, which publishing requires of a new page, says so from the start.
    await page.getByText("Obrigatória numa página nova: sem foto, a página não é publicada.").first().waitFor();
    await page.getByLabel("Descrição para o Google").fill(holterDescription);
    await page.getByLabel("Primeiro parágrafo").fill(holterTagline);
    await page.getByRole("button", { name: /Grupo no menu Exames/ }).click();
    await page.getByRole("option", { name: "Cardiologia", exact: true }).click();
    const holterChooser = page.waitForEvent("filechooser");
    await page
      .getByRole("button", { name: /Choose file|Escolher/ })
      .first()
      .click();
    await (await holterChooser).setFiles(photo);
    await saveWith("Criar");
    expect(fs.existsSync(path.join(copy, "content/exames/holter-24-horas.yaml"))).toBe(true);
    // The Saturday hours and the health plans the clinic takes, as the UI would save them.
    const clinic = fs.readFileSync(path.join(copy, "content/clinica.yaml"), "utf8");
    expect(clinic).toContain("closes: '12:00'\nclosedOn:");
    expect(clinic).toContain("healthPlans:\n  discriminant: naoInformado\n");
    expect(
      await saveThroughApi(
        "content/clinica.yaml",
        clinic
          .replace("closes: '12:00'\nclosedOn:", "closes: '13:00'\nclosedOn:")
          .replace(
            "healthPlans:\n  discriminant: naoInformado\n",
            "healthPlans:\n  discriminant: lista\n  value:\n    - Unimed BH\n    - Amil\n",
          ),
      ),
    ).toBe(200);

    await page.goto(editor);
    const pending = await page.getByRole("main").textContent();
    // By the names she knows; the files themselves in the "Detalhes" fold.
    expect(pending).toContain("Dados da clínica (alterado)");
    expect(pending).toContain("Exame › Holter 24 horas (novo)");
    expect(pending).toContain("content/clinica.yaml (alterado)");
    await press("Pré-visualizar");
    // The panel answers at once and shows the work running, its buttons disabled, until it is done.
    expect(await page.getByRole("status").textContent()).toMatch(
      /Montando a pré-visualização…|Pré-visualização pronta/,
    );
    await outcome("status", "Pré-visualização pronta", 600_000);
    await page.goto(`${editor}/pre-visualizar/`);
    expect(await page.locator("body").textContent()).toMatch(/Sábado:?\s*07h às 13h/);
    await page.goto(`${editor}/cardiologista`);
    expect(await page.locator("body").textContent()).toContain(newAnswer);
    expect(await publicText("/")).toMatch(/Sábado:?\s*07h às 12h/);
    expect(await publicText("/cardiologista")).not.toContain(newAnswer);
    expectBuiltEdits(path.join(copy, "data/editor/preview/client"));

    await page.goto(editor);
    await press("Publicar");
    await outcome("status", "Publicado: o site já mostra as alterações", 600_000);
    // The public server follows the switched build, no restart.
    await expect.poll(() => publicText("/cardiologista"), { timeout: 10_000 }).toContain(newAnswer);
    // The new page too, though the public server was started before it existed.
    expect(await publicText("/holter-24-horas")).toContain(holterTagline);
    expect(await publicText("/")).toMatch(/Sábado:?\s*07h às 13h/);
    // Authored by her account's pseudonym: git history, kept forever and pushed, names nobody.
    expect(git("log", "-1", "--format=%an <%ae>")).toBe("Equipe 1 <editor-1@editor.invalid>");
    expect(git("log", "-1", "--format=%s")).toBe(PUBLISHED_SUBJECT);
    // What the public now serves is the preview's build, moved into place.
    expectBuiltEdits(path.join(copy, "build/client"));
    // As a release `build` links to, readable by the web server's user though the editor runs
    // with umask 077 (its preview was 0700/0600); data/ stays the editor's alone.
    expect(fs.readlinkSync(path.join(copy, "build"))).toMatch(/^releases\/\d{8}T\d{9}Z-[0-9a-f]{4}$/);
    expect(modesUnder(fs.realpathSync(path.join(copy, "build")))).toEqual(new Set(["d755", "f644"]));
    for (const folder of ["data", "data/editor"])
      expect(fs.statSync(path.join(copy, folder)).mode & 0o777, folder).toBe(0o700);

    await page.goto(`${editor}/publicacoes`);
    const list = await page.getByRole("main").textContent();
    expect(list).toContain("Ana Souza");
    expect(list).toContain("content/especialidades/cardiologista.yaml");
    expect(await page.locator("pre").first().textContent()).toContain("+    closes: '13:00'");

    await page.goto(editor);
    await press("Desfazer a última publicação");
    await outcome("status", "Publicação desfeita", 120_000);
    await expect.poll(() => publicText("/cardiologista"), { timeout: 10_000 }).not.toContain(newAnswer);
    expect(await publicText("/")).toMatch(/Sábado:?\s*07h às 12h/);
    expect(git("log", "-1", "--format=%an|%s")).toMatch(/^Equipe 1\|Conteúdo: desfaz a publicação de Equipe 1/);
    expect(fs.readFileSync(path.join(copy, "content/clinica.yaml"), "utf8")).toBe(clinic);
    expect(fs.existsSync(path.join(copy, "content/exames/holter-24-horas.yaml"))).toBe(false);
    expect((await fetch(`${site}/holter-24-horas`)).status).toBe(404);

    // "Restaurar esta versão" on the publication the undo took back: its release live again, its
    // content committed again, under her pseudonym, and the list names it a restore.
    await page.goto(`${editor}/publicacoes`);
    expect(await page.getByRole("button", { name: "Restaurar esta versão" }).count()).toBe(1);
    await press("Restaurar esta versão");
    await outcome("status", "Versão restaurada: o site voltou a mostrá-la", 300_000);
    await expect.poll(() => publicText("/cardiologista"), { timeout: 10_000 }).toContain(newAnswer);
    expect(await publicText("/holter-24-horas")).toContain(holterTagline);
    expect(git("log", "-1", "--format=%an|%s")).toMatch(/^Equipe 1\|Conteúdo: restaura a versão de Equipe 1 de /);
    expect(fs.existsSync(path.join(copy, "content/exames/holter-24-horas.yaml"))).toBe(true);
    await page.goto(`${editor}/publicacoes`);
    expect(await page.getByRole("main").textContent()).toContain("Versão restaurada ·");
  });

  it("refuses a CRM with letters in Portuguese, and the public site keeps serving", async () => {
    const doctor = fs.readFileSync(path.join(copy, "content/equipe/cardiologia.yaml"), "utf8");
    expect(
      await saveThroughApi("content/equipe/cardiologia.yaml", doctor.replace(/crm: '\d+'/, "crm: 'CRM54321'")),
    ).toBe(200);
    const head = git("rev-parse", "HEAD");
    const before = await publicText("/cardiologista");
    await page.goto(editor);
    await press("Publicar");
    const alert = await outcome("alert", "Nada foi publicado: o site continua como estava.", 300_000);
    expect(alert).toContain("Nada foi publicado: o site continua como estava.");
    expect(alert).toContain("Digite somente os números do registro");
    expect(await publicText("/cardiologista")).toBe(before);
    expect(git("rev-parse", "HEAD")).toBe(head);
  });

  it("refuses a page announced with no doctor (the only cardiologist deleted), and the public site keeps serving", async () => {
    const doctor = spawnSync("git", ["show", "HEAD:content/equipe/cardiologia.yaml"], { cwd: copy, encoding: "utf8" });
    expect(await saveThroughApi("content/equipe/cardiologia.yaml", doctor.stdout)).toBe(200);
    const deleted = await page.evaluate(async () => {
      const response = await fetch("/api/keystatic/update", {
        method: "POST",
        headers: { "content-type": "application/json", "no-cors": "1" },
        body: JSON.stringify({ additions: [], deletions: [{ path: "content/equipe/cardiologia.yaml" }] }),
      });
      return response.status;
    });
    expect(deleted).toBe(200);
    const before = await publicText("/cardiologista");
    await page.goto(editor);
    await press("Publicar");
    const alert = await outcome("alert", "Nada foi publicado: o site continua como estava.", 300_000);
    expect(alert).toContain("Nada foi publicado: o site continua como estava.");
    expect(alert).toMatch(/anuncia Cardiologia sem um médico com esse RQE/);
    expect(await publicText("/cardiologista")).toBe(before);
  });

  it("refuses a POST from another site, even with the session cookie", async () => {
    // A page of another site, which the staff's browser happens to visit.
    await page.route("http://outro-site.example/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Outro site</title><body></body>" }),
    );
    await page.goto("http://outro-site.example/");
    const answer = page.waitForResponse((response) => response.url() === `${editor}/publicar`);
    await page.evaluate((action) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = action;
      document.body.append(form);
      form.submit();
    }, `${editor}/publicar`);
    const response = await answer;
    expect(response.status()).toBe(403);
    expect(await response.text()).toBe("Pedido vindo de outro site: recusado.");
  });
});
