/**
 * What the pages say (docs/product.md#pages, #business-constants): texts, links, counts, the rating and images, read from the
 * prerendered HTML a visitor gets before any script runs. Behaviour (disclosures opening, images
 * failing to load) is tested in Chromium, tests/e2e/disclosures-and-broken-images.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "#app/site/site.ts";
import { examPaths, singleExamPaths, specialtyPaths } from "../spec-pages";
import { builtDocument, hrefsOf, jsonLdGraphs, mainClientDir, textOf } from "../built-site";

/** Lower case, accents removed, spaces collapsed: facts are checked whatever their typography. */
const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/\s+/g, " ")
    .toLowerCase();
const mainText = (document: Document) => plain(textOf(document, "main"));
const isWhatsApp = (href: string | null | undefined) =>
  Boolean(href?.startsWith(`https://wa.me/${site.contact.whatsappNumber}?text=`));
/** The anchors under `root` whose text matches `name`, as a screen reader names a link. */
const linksNamed = (root: ParentNode, name: RegExp) =>
  [...root.querySelectorAll("a")].filter((anchor) => name.test(anchor.textContent ?? ""));
const count = (root: ParentNode, selector: string) => root.querySelectorAll(selector).length;
const section = (document: Document, selector: string) => {
  const found = document.querySelector(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
};

/** Facts of docs/product.md#pages and #business-constants that each page must state, in its main content. */
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
    // The spec's fasting hours are in the table, shown once the laboratory's doctor confirms it
    // (tests/html/fasting.test.ts; decision 033).
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
  // The spec's "counted after the referred person's visit, delivered the following week" told the
  // referrer that a named person was seen, and when (CEM art. 73; legal review R3): the cup is now
  // collected at the reception once the referral is registered, and the visit is never disclosed.
  "/indique-ja": [
    "indique ja",
    "nao ha limite de indicacoes",
    "copo",
    "nome",
    "consulta ou exame",
    "nunca informamos a voce se ela agendou, compareceu ou fez algum exame",
    // Counted when the referred person names the referrer, booking or not (legal review N8).
    "mesmo que nao agende",
  ],
};

describe("home", () => {
  const document = builtDocument("/");

  it("has the hero, the booking cards, the guarantee box and the pitch", () => {
    const text = mainText(document);
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
    expect(isWhatsApp(hrefsOf(document, '[data-placement="hero"] a')[0])).toBe(true);
    const booking = section(document, '[data-placement="booking-cards"]');
    expect(hrefsOf(booking, 'a[href^="https://wa.me"]')).toHaveLength(1);
    expect(isWhatsApp(hrefsOf(booking, 'a[href^="https://wa.me"]')[0])).toBe(true);
    expect(count(booking, 'a[href^="tel:"]')).toBe(1);
    expect(textOf(booking, 'a[href^="tel:"]')).toContain(site.contact.phoneDisplay);
    const guarantee = section(document, '[data-placement="preco-baixo-garantido"]');
    expect(isWhatsApp(hrefsOf(guarantee, 'a[href^="https://wa.me"]')[0])).toBe(true);
    expect(linksNamed(guarantee, /Condições/).map((link) => link.getAttribute("href"))).toEqual([
      "/condicoes-preco-baixo-garantido",
    ]);
  });

  it("has the specialties section (#especialidades): psychiatry and urology pages, WhatsApp for the others, and the 'more specialties' card", () => {
    const rows = [...document.querySelectorAll("#especialidades [data-testid=home-card]")].map((item) => ({
      title: item.querySelector("h3")?.textContent ?? "",
      href: item.querySelector("a")?.getAttribute("href") ?? "",
      text: item.textContent ?? "",
    }));
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
      expect(isWhatsApp(byTitle.get(title)?.href), title).toBe(true);
    const more = rows.find((row) => plain(row.title).includes("mais especialidades"))!;
    for (const name of ["angiologista", "cirurgia geral", "gastroenterologista", "obstetra", "otorrinolaringologista"])
      expect(plain(more.text)).toContain(name);
    expect(rows).toHaveLength(9);
  });

  it("has the exams section (#exames): laboratory, imaging and a WhatsApp check-up", () => {
    const hrefs = hrefsOf(document, "#exames [data-testid=home-card] a");
    expect(hrefs.slice(0, 2)).toEqual(["/exames-laboratoriais", "/exames-imagem"]);
    expect(isWhatsApp(hrefs[2])).toBe(true);
    expect(plain(textOf(document, "#exames"))).toContain("check-up");
  });
});

describe("especialidades", () => {
  const document = builtDocument("/especialidades");

  it("has 12 cards with name, image, four symptoms under 'Quando procurar:', a description and a link", () => {
    const cards = [...document.querySelectorAll('[data-testid="specialty-card"]')];
    expect(cards).toHaveLength(12);
    for (const card of cards) {
      expect(textOf(card, "h2")).toMatch(/\S/);
      expect(card.querySelector("img")?.getAttribute("alt")).toMatch(/\S/);
      expect(card.textContent).toContain("Quando procurar:");
      expect(count(card, '[data-testid="specialty-symptoms"] li')).toBe(4);
      const href = hrefsOf(card, "a").at(-1);
      expect(href?.startsWith("/") || isWhatsApp(href)).toBe(true);
    }
    const notFound = section(document, '[data-placement="especialidade-nao-encontrada"]');
    expect(notFound.textContent).toContain("Não encontrou sua especialidade?");
    const contact = linksNamed(notFound, /Fale Conosco/);
    expect(contact).toHaveLength(1);
    expect(isWhatsApp(contact[0]!.getAttribute("href"))).toBe(true);
    const cta = section(document, '[data-placement="closing-cta"]');
    expect(isWhatsApp(hrefsOf(cta, 'a[href^="https://wa.me"]')[0])).toBe(true);
    expect(count(cta, 'a[href^="tel:"]')).toBe(1);
  });

  it("links internal cards to their pages", () => {
    const internal = hrefsOf(document, '[data-testid="specialty-card"] a[href^="/"]');
    expect(internal.length).toBeGreaterThan(0);
    for (const href of internal) expect(specialtyPaths).toContain(href);
  });
});

describe("specialty and exam pages", () => {
  it.each(specialtyPaths)(
    "%s has the shared layout: title, tagline, green WhatsApp banner, image, symptoms, booking button, cards, FAQ, closing CTA",
    (path) => {
      const document = builtDocument(path);
      expect(count(document, "h1")).toBe(1);
      const banner = section(document, '[data-placement="whatsapp-banner"]');
      expect(plain(banner.textContent ?? "")).toContain("agende pelo whatsapp - mais rapido!");
      // A quick answer within opening hours: "immediate" is a promise the clinic cannot keep (CDC art. 30).
      expect(plain(banner.textContent ?? "")).toContain("resposta rapida no horario de funcionamento");
      expect(isWhatsApp(hrefsOf(banner, 'a[href^="https://wa.me"]')[0])).toBe(true);
      expect(count(banner, 'a[href^="tel:"]')).toBe(1);
      const symptoms = section(document, '[data-placement="symptoms"]');
      expect(count(symptoms, "img")).toBe(1);
      expect(count(symptoms, "li")).toBeGreaterThanOrEqual(3);
      expect(isWhatsApp(hrefsOf(symptoms, 'a[href^="https://wa.me"]')[0])).toBe(true);
      expect(count(document, "#cards-titulo + ul > li")).toBeGreaterThanOrEqual(3);
      expect(count(document, "#perguntas-frequentes details")).toBeGreaterThanOrEqual(4);
      const cta = section(document, '[data-placement="closing-cta"]');
      expect(count(cta, 'a[href^="https://wa.me"]')).toBe(1);
      expect(count(cta, 'a[href^="tel:"]')).toBe(1);
    },
  );

  it.each(examPaths)("%s has its indications, info cards, FAQ and booking buttons", (path) => {
    const document = builtDocument(path);
    expect(count(document, '[data-placement="symptoms"] li')).toBeGreaterThanOrEqual(3);
    expect(count(document, "#cards-titulo + ul > li")).toBeGreaterThanOrEqual(3);
    expect(count(document, "#perguntas-frequentes details")).toBeGreaterThanOrEqual(4);
    expect(count(document, '[data-placement="closing-cta"] a[href^="tel:"]')).toBe(1);
  });

  it.each(Object.keys(facts))("%s states every fact the spec gives for it", (path) => {
    const text = mainText(builtDocument(path));
    for (const fact of facts[path]!) expect(text, `${path}: ${fact}`).toContain(plain(fact));
  });

  it("keeps the spec's counts: six obstetrics FAQs, four surgical-risk FAQs, three cards on the single-exam pages", () => {
    expect(count(builtDocument("/obstetra"), "#perguntas-frequentes details")).toBe(6);
    expect(count(builtDocument("/risco-cirurgico"), "#perguntas-frequentes details")).toBe(4);
    for (const path of singleExamPaths) expect(count(builtDocument(path), "#cards-titulo + ul > li"), path).toBe(3);
    const endocrinology = builtDocument("/endocrinologista");
    expect([...endocrinology.querySelectorAll("#cards-titulo + ul h3")].map((heading) => heading.textContent)).toEqual([
      "Diabetes",
      "Tireoide",
      "Outros Distúrbios",
    ]);
  });

  it("links the imaging page's ultrasound card to /ultrassom and gives each imaging card its preparation", () => {
    const document = builtDocument("/exames-imagem");
    expect(count(document, 'main a[href="/ultrassom"]')).toBeGreaterThanOrEqual(1);
    const preparations = [...document.querySelectorAll("main strong")].filter(
      (element) => element.textContent?.trim() === "Preparo:",
    );
    expect(preparations.length).toBeGreaterThanOrEqual(6);
  });

  it("gives every FAQ answer a native disclosure, closed until the visitor opens it", () => {
    const faqs = [...builtDocument("/obstetra").querySelectorAll("#perguntas-frequentes details")];
    expect(faqs.length).toBeGreaterThan(0);
    for (const faq of faqs) {
      expect(faq.hasAttribute("open")).toBe(false);
      expect(faq.firstElementChild?.tagName).toBe("SUMMARY");
      expect(faq.querySelector("p")?.textContent).toMatch(/\S/);
    }
  });
});

describe("ratings (legal review N2)", () => {
  it("the home page shows the clinic's one rating line, with the clinic's figures", () => {
    const lines = builtDocument("/").querySelectorAll('[data-testid="rating-summary"]');
    expect(lines).toHaveLength(1);
    expect(Number(textOf(lines[0]!, '[data-testid="rating-value"]').replace(",", "."))).toBe(site.rating.value);
    expect(Number(textOf(lines[0]!, '[data-testid="rating-count"]'))).toBe(site.rating.count);
  });

  it.each([...specialtyPaths, ...examPaths])("%s shows no rating of its own", (path) => {
    expect(builtDocument(path).querySelector('[data-testid="rating-summary"]'), path).toBeNull();
  });

  it.each(["/", ...specialtyPaths, ...examPaths])("%s publishes no rating and no review as data", (path) => {
    const jsonLd = JSON.stringify(jsonLdGraphs(builtDocument(path)));
    expect(jsonLd).not.toMatch(/aggregateRating|"Review"|"review"|ratingValue/);
  });
});

describe("referral programme", () => {
  it("has the campaign, how it works, four FAQs, WhatsApp and phone buttons, and a campaign image to download", () => {
    const document = builtDocument("/indique-ja");
    expect(count(document, "#perguntas-frequentes details")).toBe(4);
    expect(count(document, 'main a[href^="https://wa.me"]')).toBeGreaterThanOrEqual(1);
    expect(count(document, 'main a[href^="tel:"]')).toBeGreaterThanOrEqual(1);
    const [href] = hrefsOf(document, '[data-placement="campaign-download"] a[download]');
    expect(href).toMatch(/^\/.+\.(png|jpe?g)$/);
    const image = fs.readFileSync(path.join(mainClientDir, href!));
    expect(image.byteLength).toBeGreaterThan(10_000);
    // PNG or JPEG by its signature, whatever the file's name says.
    const signature = image.subarray(0, 4).toString("hex");
    expect(["89504e47", "ffd8ffe0", "ffd8ffe1", "ffd8ffdb", "ffd8ffee"]).toContain(signature);
  });
});

describe("images", () => {
  it.each(["/", "/especialidades", "/cardiologista", "/ultrassom", "/indique-ja"])(
    "%s: every image has Portuguese alt text, dimensions, AVIF and WebP sources; the first loads eagerly, the rest lazily",
    (route) => {
      const images = [...builtDocument(route).querySelectorAll("main picture")].map((picture) => {
        const img = picture.querySelector("img")!;
        return {
          alt: img.getAttribute("alt") ?? "",
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          loading: img.getAttribute("loading"),
          fetchPriority: img.getAttribute("fetchpriority"),
          source: img.getAttribute("src"),
          types: [...picture.querySelectorAll("source")].map((source) => source.getAttribute("type")),
        };
      });
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect(image.alt.length).toBeGreaterThan(5);
        expect(Number(image.width)).toBeGreaterThan(0);
        expect(Number(image.height)).toBeGreaterThan(0);
        expect(image.types).toEqual(["image/avif", "image/webp"]);
        expect(fs.existsSync(path.join(mainClientDir, image.source!)), image.source!).toBe(true);
      }
      expect(images[0]).toMatchObject({ loading: "eager", fetchPriority: "high" });
      for (const image of images.slice(1)) expect(image.loading).toBe("lazy");
    },
  );
});
