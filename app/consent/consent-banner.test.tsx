import { parseHTML } from "linkedom";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { consentCopy } from "#generated/consent.ts";
import type { ConsentCopy } from "#app/site/types.ts";
import { CONSENT_SUMMARY_MAX_LENGTH } from "#shared/content-rules.ts";
import { ConsentBanner } from "./consent-banner";
import { consentSignals, signalsGrantedBy, signalsNeverGranted } from "./rules";

const render = (copy: ConsentCopy) =>
  parseHTML(`<!doctype html><html><body>${renderToStaticMarkup(<ConsentBanner copy={copy} />)}</body></html>`).document;

describe("the consent banner", () => {
  it("is the markup the consent script drives: the three choices, the two purposes, the settings hidden", () => {
    const document = render(consentCopy);
    const actions = [...document.querySelectorAll("[data-consent-action]")].map((button) =>
      button.getAttribute("data-consent-action"),
    );
    expect(actions).toEqual(["accept", "reject", "configure", "back", "save"]);
    expect(
      [...document.querySelectorAll("[data-consent-purpose]")].map((box) => box.getAttribute("data-consent-purpose")),
    ).toEqual(["analytics", "marketing"]);
    // "Configurar" is a closed modal sheet until the script opens it (showModal).
    const options = document.querySelector("[data-consent-options]");
    expect(options?.localName).toBe("dialog");
    expect(options?.hasAttribute("open")).toBe(false);
    expect(options?.getAttribute("aria-labelledby")).toBe("consent-options-heading");
    for (const box of document.querySelectorAll('input[type="checkbox"]'))
      expect(box.hasAttribute("checked")).toBe(false);
    expect(document.querySelector('label[for="consent-marketing"]')?.textContent).toBe("Marketing");
    expect(document.querySelector("section")?.getAttribute("aria-labelledby")).toBe("consent-heading");
  });

  it("writes the words as text, escaped by React, never as markup", () => {
    const document = render({ ...consentCopy, heading: 'Privacidade <b>& "cookies"</b>' });
    expect(document.getElementById("consent-heading")?.textContent).toBe('Privacidade <b>& "cookies"</b>');
    expect(document.querySelector("b")).toBeNull();
  });
});

describe("the banner's words say what each choice grants (rules.ts)", () => {
  it("marketing: measuring the clinic's own Google Ads, with data sent to Google; never personalised ads", () => {
    expect(signalsGrantedBy.marketing).toEqual(["ad_storage", "ad_user_data"]);
    expect(signalsNeverGranted).toEqual(["ad_personalization"]);
    expect(consentSignals({ analytics: true, marketing: true }).ad_personalization).toBe("denied");
    const { description } = consentCopy.purposes.marketing;
    // ad_storage: cookies; ad_user_data: data of the visit sent to Google, for measuring ads.
    expect(description).toMatch(/^Cookies e dados da visita enviados ao Google para medir/);
    expect(description).toContain("Google Ads");
    expect(description).toContain("Não autoriza anúncios personalizados");
    expect(consentCopy.text).toContain("nunca para anúncios personalizados");
  });

  it("analytics: measurement cookies (Google Analytics) only", () => {
    expect(signalsGrantedBy.analytics).toEqual(["analytics_storage"]);
    expect(consentCopy.purposes.analytics.description).toMatch(/^Cookies que contam .*\(Google Analytics\)\.$/);
  });

  it("tells the visitor that withdrawing reloads the page, as consentOnChoice does, in the settings' full text", () => {
    expect(consentCopy.text).toContain("se retirar uma permissão, a página recarrega para a mudança valer na hora");
    const document = render(consentCopy);
    expect(document.querySelector("[data-consent-options]")?.textContent).toContain(consentCopy.text);
  });

  it("says in the banner what the cookies are for and that they wait for her permission, with the policy", () => {
    const banner = render(consentCopy).querySelector("[data-consent-banner]")!;
    const visible = [...banner.children[0]!.children].filter((child) => child.localName !== "dialog");
    const text = visible.map((child) => child.textContent).join(" ");
    expect(text).toContain(consentCopy.summary);
    expect(consentCopy.summary).toMatch(/cookies.*visitas e anúncios.*se você deixar/);
    expect(text).toContain(consentCopy.policyLink.label);
    expect(text).not.toContain(consentCopy.text);
    // Short enough for the banner to be read whole on a small phone (the editor holds her to it too).
    expect(consentCopy.summary.length).toBeLessThanOrEqual(CONSENT_SUMMARY_MAX_LENGTH);
  });
});
