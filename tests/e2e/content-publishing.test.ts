/**
 * From the editor to the public site, in real Chromium and with real builds, on a copy of the
 * project: an FAQ answer changed in the editor is on the page and in its FAQPage JSON-LD after
 * the next build, and a photo uploaded there is rendered to AVIF and WebP and shown by the page; an exam page created in the editor (from a duplicate) answers at its path and
 * `.html`, and is in the Exames menu, the sitemap and the host rules; removing the only
 * cardiologist fails the build, naming the page and the specialty, while the site built before
 * keeps serving.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtDocument, jsonLdGraphs, squash, textOf } from "../built-site";
import { contentDigest } from "#scripts/content-root.ts";
import { fixtureRoot } from "../fixture-content";
import { copyProject } from "../project-copy";
import { desktop, launchBrowser } from "./browser";

let copy = "";
let browser: Browser | undefined;
let context: BrowserContext;
const children: ChildProcess[] = [];

/** Starts `node <args>` in the copy and resolves with the first stdout line matching `pattern`. */
function startInCopy(args: string[], env: Record<string, string>, pattern: RegExp): Promise<RegExpExecArray> {
  const child = spawn(process.execPath, args, {
    cwd: copy,
    env: { PATH: process.env.PATH, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).on("line", (line) => {
      const match = pattern.exec(line);
      if (match) resolve(match);
    });
    child.once("exit", (code) => reject(new Error(`${args.join(" ")} exited with ${code}`)));
  });
}

/** `npm run build` in the copy. */
function build() {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
    cwd: copy,
    env: { PATH: process.env.PATH, NODE_ENV: "production" },
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const copyClientDir = () => path.join(copy, "build/client");

beforeAll(async () => {
  // The project as git has it, with the artwork already rendered, and the same installed packages.
  // Its content: the tests' fixed copy, not the clinic's content/ (tests/fixture-content.ts), which
  // the suite's own build was made from: that build is the site published before the edits.
  copy = copyProject("site-copy-", {
    generated: ["public/images/generated", "generated", "build"],
    contentFrom: fixtureRoot,
  });
  expect(JSON.parse(fs.readFileSync(path.join(copy, "build/content-source.json"), "utf8"))).toMatchObject({
    digest: contentDigest(copy),
  });
  browser = await launchBrowser();
  context = await browser.newContext({ ...desktop, locale: "pt-BR" });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  for (const child of children) child.kill("SIGTERM");
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

async function openEditor(): Promise<{ page: Page; url: string }> {
  const [, url] = await startInCopy(
    ["--import", "tsx", "cms/server.ts"],
    { CMS_PORT: "0" },
    /(http:\/\/127\.0\.0\.1:\d+\/keystatic)/,
  );
  const origin = new URL(url!).origin;
  // Each editor gets its own port: the page talks to that one only.
  await context.unrouteAll();
  await context.route(
    (target) => target.origin !== origin,
    (route) => route.abort("blockedbyclient"),
  );
  return { page: await context.newPage(), url: url! };
}

async function saveWith(page: Page, button: string) {
  const written = page.waitForResponse((response) => response.url().endsWith("/api/keystatic/update"));
  await page.getByRole("button", { name: button, exact: true }).click();
  expect((await written).status()).toBe(200);
}

const newAnswer = "Resposta revisada no editor: procure o cardiologista ao notar palpitações ou falta de ar.";

describe("publishing what the staff edits", { timeout: 240_000 }, () => {
  it("puts an edited FAQ answer and a new exam page on the site after the next build", async () => {
    const { page, url } = await openEditor();

    await page.goto(`${url}/collection/especialidades/item/cardiologista`);
    await page.getByText("Quando devo procurar um cardiologista?", { exact: true }).first().click({ timeout: 30_000 });
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Resposta").fill(newAnswer);
    await dialog.getByRole("button", { name: "Concluir" }).click();
    // A photo in place of the page's illustration, uploaded in the same edit.
    const photo = path.join(copy, "foto-do-consultorio.jpg");
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#b91c1c" } })
      .jpeg()
      .toFile(photo);
    // The consultation's price, which the page shows only once the clinic gives it.
    await page.getByRole("textbox", { name: "Consulta a partir de (R$)" }).fill("150");
    const chooser = page.waitForEvent("filechooser");
    await page
      .getByRole("button", { name: /Choose file|Escolher/ })
      .first()
      .click();
    await (await chooser).setFiles(photo);
    await saveWith(page, "Salvar");
    expect(fs.existsSync(path.join(copy, "images/enviadas/cardiologista/hero/image/photo.jpg"))).toBe(true);
    // The editor folds long lines in its YAML: read the words, not the line breaks.
    expect(squash(fs.readFileSync(path.join(copy, "content/especialidades/cardiologista.yaml"), "utf8"))).toContain(
      newAnswer,
    );

    await page.goto(`${url}/collection/exames/item/ecocardiograma`);
    await page.getByRole("button", { name: "Duplicar item…" }).click({ timeout: 30_000 });
    await page.getByLabel("Nome no menu").fill("Holter 24 horas");
    await page.getByLabel("Endereço da página").fill("holter-24-horas");
    await saveWith(page, "Criar");
    expect(fs.existsSync(path.join(copy, "content/exames/holter-24-horas.yaml"))).toBe(true);
    await page.close();

    // The health plans the clinic takes, in its settings (the editor's Dados da clínica).
    const clinicFile = path.join(copy, "content/clinica.yaml");
    fs.writeFileSync(
      clinicFile,
      fs.readFileSync(clinicFile, "utf8").replace("healthPlans: []\n", "healthPlans:\n  - Unimed BH\n  - Amil\n"),
    );

    const second = build();
    expect(second.status, second.output).toBe(0);

    const cardiology = builtDocument("/cardiologista", copyClientDir());
    expect(textOf(cardiology, "main")).toContain(newAnswer);
    const faq = jsonLdGraphs(cardiology)
      .flatMap((graph) => graph["@graph"])
      .find((node) => node["@type"] === "FAQPage") as { mainEntity: { acceptedAnswer: { text: string } }[] };
    expect(faq.mainEntity.map((question) => question.acceptedAnswer.text)).toContain(newAnswer);

    // The price and the plans, on the page and in its structured data.
    expect(textOf(cardiology, '[data-testid="price-note"]')).toBe(
      "Consulta a partir de R$\u00a0150,00 no atendimento particular. O valor é confirmado no agendamento e não muda depois de confirmado.Convênios aceitos: Unimed BH e Amil. Confirme a cobertura do seu plano ao agendar.",
    );
    const nodes = jsonLdGraphs(cardiology).flatMap((graph) => graph["@graph"]);
    expect(nodes.find((node) => node["@type"] === "Service")).toMatchObject({
      offers: { priceSpecification: { minPrice: 150, priceCurrency: "BRL" } },
    });
    expect(nodes.find((node) => String(node["@id"]).endsWith("/#clinic"))?.paymentAccepted).toMatch(
      /, Unimed BH, Amil$/,
    );
    // A page without a price of its own names the plans only.
    expect(textOf(builtDocument("/ultrassom", copyClientDir()), '[data-testid="price-note"]')).toBe(
      "Convênios aceitos: Unimed BH e Amil. Confirme a cobertura do seu plano ao agendar.",
    );

    // The photo went through the artwork's pipeline: AVIF and WebP at each width, in the page's <picture>.
    const avif = cardiology.querySelector('main picture source[type="image/avif"]')!.getAttribute("srcset")!;
    expect(avif).toContain("/images/generated/enviadas-cardiologista-hero-image-photo-480.avif 480w");
    for (const file of avif.split(", ").map((candidate) => candidate.split(" ")[0]!)) {
      const rendered = fs.readFileSync(path.join(copyClientDir(), file));
      expect(rendered.subarray(4, 12).toString("latin1"), file).toBe("ftypavif");
    }
    const webp = fs.readFileSync(
      path.join(copyClientDir(), "images/generated/enviadas-cardiologista-hero-image-photo-960.webp"),
    );
    expect(webp.subarray(8, 12).toString("latin1")).toBe("WEBP");

    for (const urlPath of ["/holter-24-horas", "/holter-24-horas.html"])
      expect(textOf(builtDocument(urlPath, copyClientDir()), "h1"), urlPath).not.toBe("");
    const menuLinks = [...builtDocument("/", copyClientDir()).querySelectorAll("header a[href]")].map((link) =>
      link.getAttribute("href"),
    );
    expect(menuLinks).toContain("/holter-24-horas");
    expect(fs.readFileSync(path.join(copyClientDir(), "sitemap.xml"), "utf8")).toContain("/holter-24-horas</loc>");
    expect(fs.readFileSync(path.join(copyClientDir(), "_redirects"), "utf8")).toContain("/holter-24-horas ");
  });

  it("refuses to publish without a cardiologist, naming the page and the specialty, and the site keeps serving", async () => {
    const [, port] = await startInCopy(
      ["build/relay/index.js"],
      { HOST: "127.0.0.1", PORT: "0", DATABASE_PATH: path.join(copy, "data/leads.sqlite") },
      /site ready at http:\/\/localhost:(\d+)/,
    );
    const published = fs.readFileSync(path.join(copyClientDir(), "cardiologista.html"), "utf8");

    const { page, url } = await openEditor();
    await page.goto(`${url}/collection/equipe/item/cardiologia`);
    await page.getByRole("button", { name: "Excluir item…" }).click({ timeout: 30_000 });
    const deleted = page.waitForResponse((response) => response.url().endsWith("/api/keystatic/update"));
    await page.getByRole("button", { name: "Sim, excluir" }).click();
    expect((await deleted).status()).toBe(200);
    expect(fs.existsSync(path.join(copy, "content/equipe/cardiologia.yaml"))).toBe(false);
    await page.close();

    const refused = build();
    expect(refused.status).toBe(1);
    expect(refused.output).toContain("Nada foi construído: o site publicado continua como estava.");
    expect(refused.output).toMatch(
      /content\/especialidades\/cardiologista\.yaml › careArea: .* anuncia Cardiologia sem um médico com esse RQE/,
    );
    expect(fs.readFileSync(path.join(copyClientDir(), "cardiologista.html"), "utf8")).toBe(published);
    const live = await fetch(`http://127.0.0.1:${port}/cardiologista`);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain(newAnswer);
  });
});
