import { describe, expect, it } from "vitest";
import {
  consentOnChoice,
  consentOnPageStart,
  consentVersion,
  defaultConsentCommand,
  makeConsentChoice,
  measurementCookieExpiries,
  readConsentChoice,
  serializeConsentChoice,
} from "./consent";

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
    });
  });

  it("with a stored acceptance: default, then the update, then the container; no banner", () => {
    const step = consentOnPageStart(accepted);
    expect(step.commands.map((command) => command[1])).toEqual(["default", "update"]);
    expect(step.commands[1]![2]).toEqual({
      ad_storage: "granted",
      analytics_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
    });
    expect(step).toMatchObject({ loadContainer: true, askVisitor: false });
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
    });
  });

  it("grants analytics and marketing separately", () => {
    expect(consentOnChoice(null, analyticsOnly, false).commands[0]![2]).toEqual({
      ...denied,
      analytics_storage: "granted",
    });
  });

  it("withdrawing sends consent update denied and clears the cookies", () => {
    const step = consentOnChoice(accepted, rejected, true);
    expect(step.commands).toEqual([["consent", "update", denied]]);
    expect(step).toMatchObject({ loadContainer: false, clearMeasurementCookies: true });
    expect(consentOnChoice(accepted, analyticsOnly, true).clearMeasurementCookies).toBe(true);
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
