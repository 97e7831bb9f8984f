import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { iconNames } from "#app/lib/icons.ts";
import { loadBudget } from "#tests/e2e/load-budget.ts";
import { buildIconSprite } from "./build-icons";

/**
 * The sprite imports one module per icon (37), each through Vitest's module runner: well under a
 * second alone, many times that on a loaded machine. The time allowed is measured here, before the
 * test is declared (Vitest fixes a timeout then): the import of the first icon, with the modules
 * every icon shares, and the whole sprite may take many times it.
 */
const { pageMs: timeout } = await (async () => {
  const started = performance.now();
  await import(
    pathToFileURL(path.resolve(import.meta.dirname, `../node_modules/lucide-react/dist/esm/icons/${iconNames[0]}.js`))
      .href
  );
  return loadBudget(performance.now() - started, { pageFactor: 100, floorMs: 5_000, ceilingMs: 120_000 });
})();

describe("icon sprite", () => {
  it("has one symbol per listed icon, drawn from lucide's path data", { timeout }, async () => {
    const sprite = await buildIconSprite();
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(ids.map(([, id]) => id)).toEqual([...iconNames]);
    for (const [, , body] of ids)
      expect(body).toMatch(/^(<(path|circle|rect|line|polyline|polygon|ellipse) [^>]+\/>)+$/);
    expect(sprite).toContain('<symbol id="chevron-down" viewBox="0 0 24 24"><path d="m6 9 6 6 6-6"/></symbol>');
  });
});
