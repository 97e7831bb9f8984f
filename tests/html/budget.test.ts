/**
 * What blocks a page's first paint, read from the prerendered HTML of the main build and of the
 * tag-manager build (consent banner included), and the lead dialog's own code, read from the
 * files: bytes, not timings. What a page loads until it is interactive is counted in Chromium,
 * tests/e2e/every-route.test.ts and consent.test.ts.
 */
import { describe, expect, it } from "vitest";
import { pages } from "#app/site/registry.ts";
import { builtHtml, mainClientDir, tagManagerVariant } from "../built-site";
import { expectLeadDialogWithinBudget, expectNothingRenderBlocking, kib, LEAD_DIALOG_BUDGET } from "../page-budget";

describe("what blocks the first paint", () => {
  it.each(pages.map((page) => page.path))(
    "%s: one small stylesheet, no blocking script, no module preload",
    (route) => {
      expectNothingRenderBlocking(mainClientDir, builtHtml(route));
    },
  );
});

describe("what blocks the first paint with a tag manager", () => {
  const containerId = tagManagerVariant.settings.VITE_GTM_ID;
  it.each(pages.map((page) => page.path))(
    "%s: nothing render-blocking added, the consent script inline in <head>",
    (route) => {
      const html = builtHtml(route, tagManagerVariant.clientDir);
      expectNothingRenderBlocking(tagManagerVariant.clientDir, html);
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head.match(new RegExp(`<script data-container-id="${containerId}"[^>]*>`, "g"))).toHaveLength(1);
      expect(html).not.toMatch(/<script[^>]*\ssrc="[^"]*google/);
    },
  );
});

describe("the lead dialog's code", () => {
  it.each([
    ["main build", undefined],
    ["tag-manager build", tagManagerVariant.clientDir],
  ] as const)(
    `stays within ${kib(LEAD_DIALOG_BUDGET)} gzip in the %s, what every page loads first left out`,
    (_, clientDir) => {
      const htmls = pages.map((page) => builtHtml(page.path, clientDir));
      const total = expectLeadDialogWithinBudget(clientDir ?? mainClientDir, htmls);
      console.info(`lead dialog: ${kib(total)} gzip`);
    },
  );
});
