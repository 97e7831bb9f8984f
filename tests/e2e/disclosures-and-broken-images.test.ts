/**
 * What only a browser shows of the pages' content: native disclosures opening and images failing
 * to load (docs/product.md#images-that-fail-to-load); that each page's first image loads is in every-route.test.ts. What the pages
 * say is read from the prerendered HTML in tests/html/content.test.ts.
 */
import { describe, expect, it } from "vitest";
import { open, phone, useBrowserContexts, watchProblems } from "./browser";

const contexts = useBrowserContexts({ phone });

describe("FAQ", () => {
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

describe("image load failures (docs/product.md#images-that-fail-to-load)", () => {
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
