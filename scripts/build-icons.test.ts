import { describe, expect, it } from "vitest";
import { iconNames } from "#app/lib/icons.ts";
import { buildIconSprite } from "./build-icons";

describe("icon sprite", () => {
  it("has one symbol per listed icon, drawn from lucide's path data", async () => {
    const sprite = await buildIconSprite();
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(ids.map(([, id]) => id)).toEqual([...iconNames]);
    for (const [, , body] of ids)
      expect(body).toMatch(/^(<(path|circle|rect|line|polyline|polygon|ellipse) [^>]+\/>)+$/);
    expect(sprite).toContain('<symbol id="chevron-down" viewBox="0 0 24 24"><path d="m6 9 6 6 6-6"/></symbol>');
  });
});
