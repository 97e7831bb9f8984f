/**
 * On a phone no visible text is under 16 px (app/app.css): the header's "Agendar", the badges,
 * the rating line, the footer and the notes read at the body's size on a 390 px screen.
 */
import { describe, expect, it } from "vitest";
import { open, phone, useBrowserContexts, useReusedPage } from "./browser";

const contexts = useBrowserContexts({ phone });
const page = useReusedPage(contexts, "phone");

describe("text size on a phone", () => {
  it.each(["/", "/cardiologista", "/exames-laboratoriais", "/indique-ja"])(
    "%s shows no text under 16 px",
    async (path) => {
      await open(page(), path);
      const small = await page().evaluate(() => {
        const found: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const text = walker.currentNode.textContent?.trim();
          const element = walker.currentNode.parentElement;
          if (!text || !element || element.closest("[hidden], .sr-only, dialog:not([open])")) continue;
          const style = getComputedStyle(element);
          if (element.getBoundingClientRect().width === 0 || style.visibility === "hidden") continue;
          if (parseFloat(style.fontSize) < 16) found.push(`${style.fontSize} “${text.slice(0, 40)}”`);
        }
        return found;
      });
      expect(small).toEqual([]);
    },
  );
});
