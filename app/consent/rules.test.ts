import { describe, expect, it } from "vitest";
import {
  consentOnChoice,
  consentOnPageStart,
  consentSignals,
  consentVersion,
  defaultConsentCommand,
  makeConsentChoice,
  measurementCookieExpiries,
  readConsentChoice,
  serializeConsentChoice,
} from "./rules";

const now = new Date("2026-11-23T15:00:00.000Z");
const accepted = makeConsentChoice({ analytics: true, marketing: true }, now);
const rejected = makeConsentChoice({ analytics: false, marketing: false }, now);
const analyticsOnly = makeConsentChoice({ analytics: true, marketing: false }, now);
const denied = {
  ad_storage: "denied",
  analytics_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};

describe("Consent Mode defaults", () => {
  it("denies all four signals and waits for an update", () => {
    expect(defaultConsentCommand()).toEqual(["consent", "default", { ...denied, wait_for_update: 500 }]);
  });

  it("with no stored choice: default first, no container, the visitor is asked", () => {
    expect(consentOnPageStart(null)).toEqual({
      commands: [["consent", "default", { ...denied, wait_for_update: 500 }]],
      loadContainer: false,
      askVisitor: true,
      clearMeasurementCookies: false,
      reloadPage: false,
    });
  });

  it("with a stored acceptance: default, then the update, then the container; no banner", () => {
    const step = consentOnPageStart(accepted);
    expect(step.commands.map((command) => command[1])).toEqual(["default", "update"]);
    expect(step.commands[1]![2]).toEqual({
      ad_storage: "granted",
      analytics_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "denied",
    });
    expect(step).toMatchObject({ loadContainer: true, askVisitor: false, reloadPage: false });
  });

  it("with a stored rejection: nothing loads and nobody is asked again", () => {
    const step = consentOnPageStart(rejected);
    expect(step.commands[1]).toEqual(["consent", "update", denied]);
    expect(step).toMatchObject({ loadContainer: false, askVisitor: false });
  });
});

describe("the visitor's choice", () => {
  it("accepting updates consent and loads the container once", () => {
    expect(consentOnChoice(null, accepted, false)).toMatchObject({
      loadContainer: true,
      clearMeasurementCookies: false,
    });
    expect(consentOnChoice(rejected, accepted, true).loadContainer).toBe(false);
  });

  it("rejecting loads nothing", () => {
    expect(consentOnChoice(null, rejected, false)).toEqual({
      commands: [["consent", "update", denied]],
      loadContainer: false,
      askVisitor: false,
      clearMeasurementCookies: false,
      reloadPage: false,
    });
  });

  it("grants analytics and marketing separately", () => {
    expect(consentOnChoice(null, analyticsOnly, false).commands[0]![2]).toEqual({
      ...denied,
      analytics_storage: "granted",
    });
  });

  it("withdrawing sends consent update denied, clears the cookies and reloads the page the container runs in", () => {
    const step = consentOnChoice(accepted, rejected, true);
    expect(step.commands).toEqual([["consent", "update", denied]]);
    expect(step).toMatchObject({ loadContainer: false, clearMeasurementCookies: true, reloadPage: true });
  });

  it("narrowing is a withdrawal too: marketing taken back reloads, analytics stays granted", () => {
    const step = consentOnChoice(accepted, analyticsOnly, true);
    expect(step.commands).toEqual([["consent", "update", { ...denied, analytics_storage: "granted" }]]);
    expect(step).toMatchObject({ loadContainer: false, clearMeasurementCookies: true, reloadPage: true });
    const marketingOnly = makeConsentChoice({ analytics: false, marketing: true }, now);
    expect(consentOnChoice(accepted, marketingOnly, true).reloadPage).toBe(true);
  });

  it("reloads nothing when nothing was taken back, or when no container runs", () => {
    expect(consentOnChoice(analyticsOnly, accepted, true).reloadPage).toBe(false);
    expect(consentOnChoice(accepted, accepted, true).reloadPage).toBe(false);
    expect(consentOnChoice(rejected, rejected, false).reloadPage).toBe(false);
    // Withdrawn before the container was requested (storage blocked, say): cookies go, no reload needed.
    expect(consentOnChoice(accepted, rejected, false)).toMatchObject({
      clearMeasurementCookies: true,
      reloadPage: false,
    });
  });
});

describe("what each purpose grants (Consent Mode v2)", () => {
  it("marketing grants ad_storage and ad_user_data, never ad_personalization", () => {
    expect(consentSignals({ analytics: false, marketing: true })).toEqual({
      ...denied,
      ad_storage: "granted",
      ad_user_data: "granted",
    });
  });

  it.each([
    { analytics: false, marketing: false },
    { analytics: true, marketing: false },
    { analytics: false, marketing: true },
    { analytics: true, marketing: true },
  ])("ad_personalization stays denied for %o", (choice) => {
    expect(consentSignals(choice).ad_personalization).toBe("denied");
  });
});

describe("the stored choice", () => {
  it("keeps the date and the version, and reads back what it stored", () => {
    expect(accepted).toEqual({
      version: consentVersion,
      date: "2026-11-23T15:00:00.000Z",
      analytics: true,
      marketing: true,
    });
    expect(readConsentChoice(serializeConsentChoice(analyticsOnly))).toEqual(analyticsOnly);
  });

  it("counts a choice made under another version as none, so the banner asks again", () => {
    const old = serializeConsentChoice(
      makeConsentChoice({ analytics: true, marketing: true }, now, consentVersion - 1),
    );
    expect(readConsentChoice(old)).toBeNull();
    expect(consentOnPageStart(readConsentChoice(old)).askVisitor).toBe(true);
  });

  it.each([
    null,
    "",
    "yes",
    "null",
    "[]",
    '{"version":1}',
    '{"version":1,"date":"x","analytics":true,"marketing":false}',
  ])("treats %j as no choice", (stored) => {
    expect(readConsentChoice(stored)).toBeNull();
  });
});

describe("measurement cookies on withdrawal", () => {
  it("expires Google's cookies on the host and its parent domains, and nothing else", () => {
    const expiries = measurementCookieExpiries(
      "_ga=GA1.1; theme=dark; _ga_ABC123=GS1; _gcl_au=1",
      "www.clinica.com.br",
    );
    expect(expiries).toContain("_ga=; Max-Age=0; Path=/");
    expect(expiries).toContain("_ga=; Max-Age=0; Path=/; Domain=clinica.com.br");
    expect(expiries).toContain("_ga_ABC123=; Max-Age=0; Path=/; Domain=www.clinica.com.br");
    expect(expiries).toContain("_gcl_au=; Max-Age=0; Path=/; Domain=clinica.com.br");
    expect(expiries.some((expiry) => expiry.startsWith("theme="))).toBe(false);
  });

  it("sets no Domain for an IP address", () => {
    expect(measurementCookieExpiries("_ga=1", "127.0.0.1")).toEqual(["_ga=; Max-Age=0; Path=/"]);
  });
});
