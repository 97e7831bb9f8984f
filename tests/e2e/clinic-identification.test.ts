/**
 * What the medical council's advertising rules (CFM Resolution 2.336/2023) and patient safety ask
 * of every page: the clinic's identification in the footer, the corpo clínico with registrations,
 * each specialty page linked to its doctors, a review stamp and the emergency notice on every
 * specialty and exam page, and the CVV line on the mental-health pages.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clinicalStaffList } from "../../app/content/clinical-staff";
import { pages, specialtyPages } from "../../app/content/pages";
import { site } from "../../app/content/site";
import { councilRegistration, professionalName, professionalsFor, specialtyLines } from "../../app/lib/professionals";
import type { ArticlePageContent } from "../../app/content/types";
import { open, phone, useBrowserContexts } from "./browser";

const contexts = useBrowserContexts({ phone });
const squash = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
const articlePaths = pages.filter((page) => page.view === "article").map((page) => page.path);
const contentModules = import.meta.glob<{ content: ArticlePageContent }>("../../app/content/pages/*.ts", {
  eager: true,
});
const articleContent = (path: string) =>
  contentModules[`../../app/content/pages/${pages.find((page) => page.path === path)!.content}.ts`]!.content;

async function visit(page: Page, path: string) {
  await page.goto(path, { waitUntil: "domcontentloaded" });
}

describe("identification in the footer", () => {
  const { legal } = site;
  const director = legal.technicalDirector;
  it.each([...pages.map((page) => page.path), "/nao-existe"])(
    "%s names the clinic, its CNPJ and CRM-MG registration and its technical director",
    async (path) => {
      const page = await contexts.phone.newPage();
      await visit(page, path);
      const text = squash(await page.locator("footer").getByTestId("legal-identification").textContent());
      expect(text).toContain(`${legal.legalName} — CNPJ ${legal.cnpj} — ${legal.crmRegistration}`);
      expect(text).toContain(
        `${director.role}: ${director.title} ${director.name} — ${director.crm} — ${director.specialty!.rqe} (${director.specialty!.name})`,
      );
      await page.close();
    },
  );
});

describe("corpo clínico", () => {
  it("shows one card per professional: name, profession, CRM-MG or CRP, specialties with RQE or 'Não especialista'", async () => {
    const page = await contexts.phone.newPage();
    await open(page, "/corpo-clinico");
    const cards = page.getByTestId("professional-card");
    expect(await cards.count()).toBe(clinicalStaffList.length);
    for (const professional of clinicalStaffList) {
      const card = page.locator(`[data-testid="professional-card"]#${professional.id}`);
      const text = squash(await card.textContent());
      expect(text).toContain(professionalName(professional));
      expect(text).toContain(councilRegistration(professional));
      for (const line of specialtyLines(professional)) expect(text).toContain(line);
      if (professional.profession === "psicologia") {
        expect(text).toMatch(/Psicólog[oa] — CRP 04\/\d+/);
        expect(text).not.toContain("CRM");
      } else {
        expect(text).toMatch(/Médic[oa] — CRM-MG nº \d+/);
      }
    }
    expect(await cards.filter({ hasText: "Não especialista" }).count()).toBeGreaterThanOrEqual(1);
    await page.close();
  });

  it.each(specialtyPages.map((page) => page.path))("%s links to the professionals of its area", async (path) => {
    const team = professionalsFor(articleContent(path).careArea!, clinicalStaffList);
    const page = await contexts.phone.newPage();
    await visit(page, path);
    const links = page.getByTestId("care-team").locator("a");
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))).toEqual(
      team.map((professional) => `/corpo-clinico#${professional.id}`),
    );
    expect(await links.allTextContents()).toEqual(team.map(professionalName));
    await page.close();
  });

  it("takes the visitor from a specialty page to the doctor's card", async () => {
    const page = await contexts.phone.newPage();
    await open(page, "/cardiologista");
    const [cardiologist] = professionalsFor({ specialty: "Cardiologia" }, clinicalStaffList);
    await page
      .getByTestId("care-team")
      .getByRole("link", { name: professionalName(cardiologist!) })
      .click();
    await page.waitForURL(`**/corpo-clinico#${cardiologist!.id}`);
    const card = page.locator(`#${cardiologist!.id}`);
    await expect.poll(() => card.isVisible()).toBe(true);
    // A smooth scroll to the anchor; on a busy machine it can take longer than the default second.
    await expect
      .poll(() => card.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight), {
        timeout: 10_000,
      })
      .toBe(true);
    await page.close();
  });
});

describe("review stamp and safety notices", () => {
  const stamp = /^Conteúdo revisado por .+ — (CRM-MG nº \d+|CRP 04\/\d+) em \d{1,2} de [a-zç]+ de \d{4}$/;
  it.each(articlePaths)("%s ends with who reviewed it, when, and the 192 notice", async (path) => {
    const page = await contexts.phone.newPage();
    await visit(page, path);
    const { review } = articleContent(path);
    const stampText = squash(await page.getByTestId("review-stamp").textContent());
    expect(stampText).toMatch(stamp);
    expect(stampText).toContain(councilRegistration(review.reviewer));
    expect(squash(await page.getByTestId("emergency-notice").textContent())).toBe(
      "Conteúdo informativo: não substitui a consulta médica. Em emergência, ligue 192 (SAMU).",
    );
    expect(await page.getByTestId("emergency-notice").locator('a[href="tel:192"]').count()).toBe(1);
    // After the page's own content, before the footer.
    expect(await page.locator('main [data-placement="health-notices"]').count()).toBe(1);
    await page.close();
  });

  it.each(articlePaths)("%s shows the CVV line only if it is a mental-health page", async (path) => {
    const page = await contexts.phone.newPage();
    await visit(page, path);
    const lines = page.getByTestId("crisis-line");
    if (path === "/psiquiatra" || path === "/psicologo") {
      expect(squash(await lines.textContent())).toContain("CVV — 188, ligação gratuita, 24 horas");
      expect(await lines.locator('a[href="tel:188"]').count()).toBe(1);
    } else {
      expect(await lines.count()).toBe(0);
    }
    await page.close();
  });

  it("does not count a call to SAMU or CVV as a booking conversion", async () => {
    const page = await contexts.phone.newPage();
    await open(page, "/psiquiatra");
    await page.evaluate(() => {
      // Keep the test's tel: clicks from leaving the page.
      document.addEventListener("click", (event) => event.preventDefault());
    });
    await page.getByTestId("crisis-line").locator("a").click();
    await page.getByTestId("emergency-notice").locator("a").click();
    const phoneClicks = () =>
      page.evaluate(() =>
        (window.dataLayer as { event?: string; link_url?: string }[]).filter((entry) => entry.event === "phone_click"),
      );
    expect(await phoneClicks()).toEqual([]);
    // The clinic's own phone still counts.
    await page.locator('[data-placement="closing-cta"] a[href^="tel:"]').click();
    expect((await phoneClicks()).map((entry) => entry.link_url)).toEqual([`tel:${site.contact.phoneE164}`]);
    await page.close();
  });
});
