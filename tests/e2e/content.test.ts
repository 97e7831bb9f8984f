import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { site } from "../../app/content/site";
import { baseURL, open, phone, useBrowserContexts, watchProblems } from "./browser";
import { examPaths, singleExamPaths, specialtyPaths } from "../spec-pages";

const contexts = useBrowserContexts({ phone });

/** Lower case, accents removed, spaces collapsed: facts are checked whatever their typography. */
const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/\s+/g, " ")
    .toLowerCase();
const mainText = async (page: Page) => plain((await page.locator("main").textContent()) ?? "");
const isWhatsApp = (href: string | null) =>
  Boolean(href?.startsWith(`https://wa.me/${site.contact.whatsappNumber}?text=`));

/** Facts of spec §2 and §9 that each page must state, in its main content. */
const facts: Record<string, string[]> = {
  "/urologista": [
    "psa",
    "jejum de 4 horas",
    "2 dias",
    "ejaculacao",
    "bicicleta",
    "3 dias",
    "sondagem",
    "toque retal",
    "supositorio",
    "7 dias",
    "ultrassom transretal",
    "15 dias",
    "colonoscopia",
    "6 semanas",
    "massagem prostatica",
    "biopsia",
    "exame de urina",
  ],
  "/psiquiatra": ["o que e a psiquiatria", "como funciona a avaliacao"],
  "/endocrinologista": [
    "diabetes",
    "tireoide",
    "obesidade",
    "alteracoes hormonais",
    "ovarios policisticos",
    "crescimento",
    "colesterol",
    "osteoporose",
    "outros disturbios",
  ],
  "/neurologista": [
    "dores de cabeca",
    "enxaqueca",
    "convuls",
    "tremores",
    "memoria",
    "tontura",
    "dormencia",
    "concentracao",
    "disturbios neurologicos",
  ],
  "/angiologista": [
    "varizes",
    "dor nas pernas",
    "inchaco",
    "cor da pele",
    "ulceras",
    "problemas venosos",
    "problemas arteriais",
    "tratamentos",
  ],
  "/obstetra": [
    "pre-natal",
    "35ª semana",
    "6 semanas",
    "5ª semana",
    "transvaginal",
    "sangramento",
    "relacoes sexuais",
    "exercicio",
    "8 a 12 kg",
    "dirigir",
    "sauna",
    "parto e pos-parto",
    "exames especializados",
  ],
  "/ginecologista": ["18 anos", "anual"],
  "/ultrassom": [
    "vantagens",
    "desvantagens",
    "abdom",
    "tireoide",
    "doppler",
    "ginecologico",
    "obstetrico",
    "mamas",
    "8 horas",
    "6 horas",
  ],
  "/exames-laboratoriais": [
    "sangue",
    "urina",
    "fezes",
    "microbiolog",
    "hormon",
    "marcadores cardiacos",
    "toxicologico",
    "glicose",
    "8 a 12 horas",
    "colesterol",
    "triglicerideos",
    "insulina",
    "24 horas",
    "72 horas",
    "mesmo dia",
    "800",
  ],
  "/exames-imagem": ["ultrassom", "ecg", "mapa", "ecocardiograma", "holter", "ergometrico", "6 a 8 horas", "preparo"],
  "/risco-cirurgico": [
    "ecg",
    "hemograma",
    "glicose",
    "creatinina",
    "raio-x de torax",
    "clinico geral",
    "cardiologista",
    "30 a 45 minutos",
    "24 a 48 horas",
  ],
  "/ecg-eletrocardiograma": ["poucos minutos", "10 segundos"],
  "/ecocardiograma": ["20 a 40 minutos"],
  "/exame-ergometrico": ["30 a 45 minutos", "jejum de 2 horas", "cafeina", "4 horas"],
  "/exame-toxicologico": ["cabelo", "urina", "c, d e e", "concurso", "processos", "3 a 5 dias uteis", "ate 5 dias"],
  "/ultrassom-morfologico": ["18 e 24 semanas"],
  "/ultrassom-arterial": ["doppler"],
  "/indique-ja": ["indique ja", "nao ha limite de indicacoes", "copo", "semana seguinte", "nome", "consulta ou exame"],
};

describe("home", () => {
  it("has the hero, the booking cards, the guarantee box and the pitch", async () => {
    const page = await contexts.phone.newPage();
    await open(page, "/");
    const text = await mainText(page);
    for (const fact of [
      plain(site.name),
      "+800 exames disponiveis",
      "esta esperando o que? vem pra ca!",
      "agende seu atendimento",
      "preco baixo garantido",
      "convenio",
      "dinheiro",
      "cartao de credito",
      "cartao de debito",
      "segunda a sexta: 07h as 18h",
      "sabado: 07h as 12h",
    ]) {
      expect(text, fact).toContain(fact);
    }
    expect(isWhatsApp(await page.locator('[data-placement="hero"] a').first().getAttribute("href"))).toBe(true);
    const booking = page.locator('[data-placement="booking-cards"]');
    expect(isWhatsApp(await booking.locator('a[href^="https://wa.me"]').getAttribute("href"))).toBe(true);
    expect(await booking.locator('a[href^="tel:"]').textContent()).toContain(site.contact.phoneDisplay);
    const guarantee = page.locator('[data-placement="preco-baixo-garantido"]');
    expect(isWhatsApp(await guarantee.locator('a[href^="https://wa.me"]').getAttribute("href"))).toBe(true);
    expect(await guarantee.getByRole("link", { name: /Condições/ }).getAttribute("href")).toBe(
      "/condicoes-preco-baixo-garantido",
    );
    await page.close();
  });

  it("has the specialties section (#especialidades): psychiatry and urology pages, WhatsApp for the others, and the 'more specialties' card", async () => {
    const page = await contexts.phone.newPage();
    await open(page, "/");
    const cards = page.locator("#especialidades [data-testid=home-card]");
    const rows = await cards.evaluateAll((items) =>
      items.map((item) => ({
        title: item.querySelector("h3")?.textContent ?? "",
        href: item.querySelector("a")?.getAttribute("href") ?? "",
        text: item.textContent ?? "",
      })),
    );
    const byTitle = new Map(rows.map((row) => [row.title, row]));
    expect(byTitle.get("Psiquiatra")?.href).toBe("/psiquiatra");
    expect(byTitle.get("Urologista")?.href).toBe("/urologista");
    for (const title of [
      "Cardiologista",
      "Ginecologista",
      "Dermatologista",
      "Oftalmologista",
      "Clínico Geral",
      "Psicólogo",
    ])
      expect(isWhatsApp(byTitle.get(title)?.href ?? null), title).toBe(true);
    const more = rows.find((row) => plain(row.title).includes("mais especialidades"))!;
    for (const name of ["angiologista", "cirurgia geral", "gastroenterologista", "obstetra", "otorrinolaringologista"])
      expect(plain(more.text)).toContain(name);
    expect(rows).toHaveLength(9);
    await page.close();
  });

  it("has the exams section (#exames): laboratory, imaging and a WhatsApp check-up", async () => {
    const page = await contexts.phone.newPage();
    await open(page, "/");
    const hrefs = await page
      .locator("#exames [data-testid=home-card] a")
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(hrefs.slice(0, 2)).toEqual(["/exames-laboratoriais", "/exames-imagem"]);
    expect(isWhatsApp(hrefs[2]!)).toBe(true);
    expect(plain((await page.locator("#exames").textContent()) ?? "")).toContain("check-up");
    await page.close();
  });
});

describe("especialidades", () => {
  it("has 12 cards with name, image, four symptoms under 'Quando procurar:', a description and a link", async () => {
    const page = await contexts.phone.newPage();
    await open(page, "/especialidades");
    const cards = page.getByTestId("specialty-card");
    expect(await cards.count()).toBe(12);
    for (let index = 0; index < 12; index++) {
      const card = cards.nth(index);
      expect(await card.locator("h2").textContent()).toMatch(/\S/);
      expect(await card.locator("img").getAttribute("alt")).toMatch(/\S/);
      expect(await card.textContent()).toContain("Quando procurar:");
      expect(await card.getByTestId("specialty-symptoms").locator("li").count()).toBe(4);
      const href = await card.locator("a").last().getAttribute("href");
      expect(href?.startsWith("/") || isWhatsApp(href)).toBe(true);
    }
    const notFound = page.locator('[data-placement="especialidade-nao-encontrada"]');
    expect(await notFound.textContent()).toContain("Não encontrou sua especialidade?");
    const contact = notFound.getByRole("link", { name: /Fale Conosco/ });
    expect(isWhatsApp(await contact.getAttribute("href"))).toBe(true);
    const cta = page.locator('[data-placement="closing-cta"]');
    expect(isWhatsApp(await cta.locator('a[href^="https://wa.me"]').getAttribute("href"))).toBe(true);
    expect(await cta.locator('a[href^="tel:"]').count()).toBe(1);
    await page.close();
  });

  it("links internal cards to their pages", async () => {
    const page = await contexts.phone.newPage();
    await open(page, "/especialidades");
    const internal = await page
      .getByTestId("specialty-card")
      .locator('a[href^="/"]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    for (const href of internal) expect(specialtyPaths).toContain(href);
    await page.close();
  });
});

describe("specialty and exam pages", () => {
  it.each(specialtyPaths)(
    "%s has the shared layout: title, tagline, green WhatsApp banner, image, symptoms, booking button, cards, FAQ, closing CTA",
    async (path) => {
      const page = await contexts.phone.newPage();
      await open(page, path);
      expect(await page.locator("h1").count()).toBe(1);
      const banner = page.locator('[data-placement="whatsapp-banner"]');
      expect(plain((await banner.textContent()) ?? "")).toContain("agende pelo whatsapp - mais rapido!");
      expect(plain((await banner.textContent()) ?? "")).toMatch(/resposta imediata.*sem fila/);
      expect(isWhatsApp(await banner.locator('a[href^="https://wa.me"]').getAttribute("href"))).toBe(true);
      expect(await banner.locator('a[href^="tel:"]').count()).toBe(1);
      const symptoms = page.locator('[data-placement="symptoms"]');
      expect(await symptoms.locator("img").count()).toBe(1);
      expect(await symptoms.locator("li").count()).toBeGreaterThanOrEqual(3);
      expect(isWhatsApp(await symptoms.locator('a[href^="https://wa.me"]').getAttribute("href"))).toBe(true);
      expect(await page.locator("#cards-titulo + ul > li").count()).toBeGreaterThanOrEqual(3);
      expect(await page.locator("#perguntas-frequentes details").count()).toBeGreaterThanOrEqual(4);
      const cta = page.locator('[data-placement="closing-cta"]');
      expect(await cta.locator('a[href^="https://wa.me"]').count()).toBe(1);
      expect(await cta.locator('a[href^="tel:"]').count()).toBe(1);
      await page.close();
    },
  );

  it.each(examPaths)("%s has its indications, info cards, FAQ and booking buttons", async (path) => {
    const page = await contexts.phone.newPage();
    await open(page, path);
    expect(await page.locator('[data-placement="symptoms"] li').count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator("#cards-titulo + ul > li").count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator("#perguntas-frequentes details").count()).toBeGreaterThanOrEqual(4);
    expect(await page.locator('[data-placement="closing-cta"] a[href^="tel:"]').count()).toBe(1);
    await page.close();
  });

  it.each(Object.keys(facts))("%s states every fact the spec gives for it", async (path) => {
    const page = await contexts.phone.newPage();
    await open(page, path);
    const text = await mainText(page);
    for (const fact of facts[path]!) expect(text, `${path}: ${fact}`).toContain(plain(fact));
    await page.close();
  });

  it("keeps the spec's counts: six obstetrics FAQs, four surgical-risk FAQs, three cards on the single-exam pages", async () => {
    const page = await contexts.phone.newPage();
    await open(page, "/obstetra");
    expect(await page.locator("#perguntas-frequentes details").count()).toBe(6);
    await open(page, "/risco-cirurgico");
    expect(await page.locator("#perguntas-frequentes details").count()).toBe(4);
    for (const path of singleExamPaths) {
      await open(page, path);
      expect(await page.locator("#cards-titulo + ul > li").count(), path).toBe(3);
    }
    await open(page, "/endocrinologista");
    expect(await page.locator("#cards-titulo + ul h3").allTextContents()).toEqual([
      "Diabetes",
      "Tireoide",
      "Outros Distúrbios",
    ]);
    await page.close();
  });

  it("links the imaging page's ultrasound card to /ultrassom and gives each imaging card its preparation", async () => {
    const page = await contexts.phone.newPage();
    await open(page, "/exames-imagem");
    expect(await page.locator('main a[href="/ultrassom"]').count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator("main").getByText("Preparo:").count()).toBeGreaterThanOrEqual(6);
    await page.close();
  });

  it("opens FAQ answers without JavaScript help (native disclosure)", async () => {
    const page = await contexts.phone.newPage();
    await open(page, "/obstetra");
    const first = page.locator("#perguntas-frequentes details").first();
    expect(await first.locator("p").isVisible()).toBe(false);
    await first.locator("summary").click();
    expect(await first.locator("p").isVisible()).toBe(true);
    await page.close();
  });
});

describe("ratings", () => {
  it.each(["/", "/cardiologista", "/ginecologista", "/exame-toxicologico", "/ultrassom-arterial"])(
    "%s shows the rating its structured data publishes",
    async (path) => {
      const page = await contexts.phone.newPage();
      await open(page, path);
      const shown = page.getByTestId("rating-summary").first();
      const value = Number((await shown.getByTestId("rating-value").textContent())!.replace(",", "."));
      const count = Number(await shown.getByTestId("rating-count").textContent());
      const graph = await page.evaluate(
        () =>
          JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!)["@graph"] as Record<
            string,
            unknown
          >[],
      );
      // The home page rates the clinic; other pages rate their own entity (@id under the page URL).
      const pageUrl = String(graph[0]!.url);
      const rated =
        path === "/"
          ? graph.find((node) => node["@type"] === "MedicalClinic")
          : graph.find((node) => node.aggregateRating && String(node["@id"]).startsWith(pageUrl));
      const pageRating = rated!.aggregateRating as { ratingValue: number; reviewCount: number };
      expect({ value, count }).toEqual({ value: pageRating.ratingValue, count: pageRating.reviewCount });
      await page.close();
    },
  );
});

describe("referral programme", () => {
  it("has the campaign, how it works, four FAQs, WhatsApp and phone buttons, and a campaign image that downloads", async () => {
    const page = await contexts.phone.newPage();
    await open(page, "/indique-ja");
    expect(await page.locator("#perguntas-frequentes details").count()).toBe(4);
    expect(await page.locator('main a[href^="https://wa.me"]').count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator('main a[href^="tel:"]').count()).toBeGreaterThanOrEqual(1);
    const download = page.locator('[data-placement="campaign-download"] a[download]');
    const href = (await download.getAttribute("href"))!;
    const response = await fetch(baseURL() + href);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/(png|jpeg)$/);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    await page.close();
  });
});

describe("images", () => {
  it.each(["/", "/especialidades", "/cardiologista", "/ultrassom", "/indique-ja"])(
    "%s: every image has Portuguese alt text, dimensions, AVIF and WebP sources; the first loads eagerly, the rest lazily",
    async (path) => {
      const page = await contexts.phone.newPage();
      await open(page, path);
      const images = await page.locator("main picture").evaluateAll((pictures) =>
        pictures.map((picture) => {
          const img = picture.querySelector("img")!;
          return {
            alt: img.getAttribute("alt") ?? "",
            width: img.getAttribute("width"),
            height: img.getAttribute("height"),
            loading: img.getAttribute("loading"),
            fetchPriority: img.getAttribute("fetchpriority"),
            types: [...picture.querySelectorAll("source")].map((source) => source.getAttribute("type")),
            loaded: img.complete && img.naturalWidth > 0,
          };
        }),
      );
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect(image.alt.length).toBeGreaterThan(5);
        expect(Number(image.width)).toBeGreaterThan(0);
        expect(Number(image.height)).toBeGreaterThan(0);
        expect(image.types).toEqual(["image/avif", "image/webp"]);
      }
      expect(images[0]).toMatchObject({ loading: "eager", fetchPriority: "high", loaded: true });
      for (const image of images.slice(1)) expect(image.loading).toBe("lazy");
      await page.close();
    },
  );
});

describe("image load failures (spec §4)", () => {
  async function openWithBrokenImages(path: string) {
    const page = await contexts.phone.newPage();
    const problems = watchProblems(page);
    await page.route("**/images/generated/**", (route) => route.fulfill({ status: 404, body: "" }));
    await open(page, path);
    return { page, problems };
  }

  it("hides most specialty images and logs the failure", async () => {
    const { page, problems } = await openWithBrokenImages("/psiquiatra");
    const images = page.locator('[data-placement="symptoms"] img');
    await expect
      .poll(() => images.evaluateAll((list) => list.map((image) => image.getAttribute("data-image-failed"))))
      .toEqual(["hide"]);
    expect(await images.isVisible()).toBe(false);
    expect(problems.consoleErrors.some((message) => message.includes("Falha ao carregar a imagem"))).toBe(true);
    await page.close();
  });

  it.each(["/", "/cardiologista", "/otorrinolaringologista"])(
    "%s keeps the image with a red border, a minimum height and a grey background",
    async (path) => {
      const { page, problems } = await openWithBrokenImages(path);
      const image = page.locator("main img").first();
      await expect.poll(() => image.getAttribute("data-image-failed")).toBe("placeholder-tall");
      const style = await image.evaluate((element) => ({
        border: getComputedStyle(element).borderTopColor,
        width: getComputedStyle(element).borderTopWidth,
        minHeight: getComputedStyle(element).minHeight,
        background: getComputedStyle(element).backgroundColor,
      }));
      expect(style.border).toMatch(/^(rgb\(2\d\d, \d{1,2}, \d{1,2}\)|oklch\(0\.5\d)/);
      expect(style.width).toBe("2px");
      expect(style.minHeight).toBe("256px");
      expect(style.background).not.toBe("rgba(0, 0, 0, 0)");
      expect(problems.consoleErrors.some((message) => message.includes("Falha ao carregar a imagem"))).toBe(true);
      await page.close();
    },
  );

  it("gives images on other pages a red border and a grey background", async () => {
    const { page } = await openWithBrokenImages("/ecg-eletrocardiograma");
    const image = page.locator("main img").first();
    await expect.poll(() => image.getAttribute("data-image-failed")).toBe("placeholder");
    const style = await image.evaluate((element) => ({
      width: getComputedStyle(element).borderTopWidth,
      minHeight: getComputedStyle(element).minHeight,
      background: getComputedStyle(element).backgroundColor,
    }));
    expect(style.width).toBe("2px");
    expect(style.minHeight).not.toBe("256px");
    expect(style.background).not.toBe("rgba(0, 0, 0, 0)");
    await page.close();
  });
});
