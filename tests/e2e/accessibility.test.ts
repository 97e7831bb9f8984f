import AxeBuilder from "@axe-core/playwright";
import { describe, expect, it } from "vitest";
import { pages } from "../../app/content/pages";
import { desktop, open, phone, useBrowserContexts } from "./browser";

const contexts = useBrowserContexts({ phone, desktop });

const summarize = (violations: { id: string; nodes: { target: unknown }[] }[]) =>
  violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`,
  );

describe("axe-core on every route", () => {
  it.each([...pages.map((page) => page.path), "/nao-existe"])("%s has no violations (phone)", async (path) => {
    const page = await contexts.phone.newPage();
    await open(page, path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(summarize(results.violations)).toEqual([]);
    await page.close();
  });

  it("has no violations on desktop with a header dropdown and the mobile menu open", async () => {
    const page = await contexts.desktop.newPage();
    await open(page, "/");
    await page.getByRole("button", { name: "Exames", exact: true }).click();
    const desktopResults = await new AxeBuilder({ page }).analyze();
    expect(summarize(desktopResults.violations)).toEqual([]);
    await page.close();

    const mobile = await contexts.phone.newPage();
    await open(mobile, "/");
    await mobile.getByRole("button", { name: "Abrir menu" }).click();
    const mobileResults = await new AxeBuilder({ page: mobile }).analyze();
    expect(summarize(mobileResults.violations)).toEqual([]);
    await mobile.close();
  });
});
