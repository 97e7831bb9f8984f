/**
 * Consent for analytics and marketing (LGPD art. 7º I; ANPD cookie guide, 2022; Google Consent
 * Mode v2, basic mode): the pure rules the consent banner's inline script follows. No DOM, no
 * storage, no clock of its own, so every rule is unit-tested.
 *
 * - Before anything else the data layer gets `consent default` with all four signals denied
 *   and `wait_for_update`; the tag-manager container is requested only once the visitor has
 *   granted analytics or marketing (no request to a Google host before a choice).
 * - The choice is stored on the device with its date and the policy version; a stored choice of
 *   another version (or an unreadable one) counts as none, and the banner asks again.
 * - Withdrawing sends `consent update` denied and expires the measurement cookies already set.
 */

/** Bump when what the site does with cookies changes (new tool, new purpose): everyone is asked again. */
export const consentVersion = 1;

/** localStorage key of the stored choice. */
export const consentStorageKey = "clinica-consent";

/** How long tags wait for a stored choice to arrive as an update before firing (Consent Mode). */
export const consentWaitForUpdateMs = 500;

export interface ConsentChoice {
  version: number;
  /** When the visitor chose, ISO 8601. */
  date: string;
  analytics: boolean;
  marketing: boolean;
}

type Signal = "granted" | "denied";

export interface ConsentSignals {
  ad_storage: Signal;
  analytics_storage: Signal;
  ad_user_data: Signal;
  ad_personalization: Signal;
}

/** A gtag() call as the data layer receives it: `gtag("consent", "default", {...})`. */
export type ConsentCommand =
  ["consent", "default", ConsentSignals & { wait_for_update: number }] | ["consent", "update", ConsentSignals];

export function consentSignals({
  analytics,
  marketing,
}: Pick<ConsentChoice, "analytics" | "marketing">): ConsentSignals {
  const signal = (granted: boolean): Signal => (granted ? "granted" : "denied");
  return {
    ad_storage: signal(marketing),
    analytics_storage: signal(analytics),
    ad_user_data: signal(marketing),
    ad_personalization: signal(marketing),
  };
}

export function defaultConsentCommand(): ConsentCommand {
  return [
    "consent",
    "default",
    { ...consentSignals({ analytics: false, marketing: false }), wait_for_update: consentWaitForUpdateMs },
  ];
}

export function makeConsentChoice(
  granted: Pick<ConsentChoice, "analytics" | "marketing">,
  now: Date,
  version = consentVersion,
): ConsentChoice {
  return { version, date: now.toISOString(), analytics: granted.analytics, marketing: granted.marketing };
}

/** The stored choice, or null when there is none, it is unreadable, or it was made under another version. */
export function readConsentChoice(stored: string | null, version = consentVersion): ConsentChoice | null {
  if (!stored) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const choice = value as Partial<ConsentChoice>;
  const valid =
    choice.version === version &&
    typeof choice.date === "string" &&
    !Number.isNaN(Date.parse(choice.date)) &&
    typeof choice.analytics === "boolean" &&
    typeof choice.marketing === "boolean";
  return valid ? (choice as ConsentChoice) : null;
}

export const serializeConsentChoice = (choice: ConsentChoice): string => JSON.stringify(choice);

const allowsContainer = (choice: ConsentChoice | null) => Boolean(choice && (choice.analytics || choice.marketing));

export interface ConsentStep {
  /** gtag() calls to push to the data layer, in order. */
  commands: ConsentCommand[];
  /** Request the tag-manager container now. */
  loadContainer: boolean;
  /** Show the banner. */
  askVisitor: boolean;
  /** Expire the measurement cookies already on the device. */
  clearMeasurementCookies: boolean;
}

/** When the page starts: default denied first; a stored choice is applied at once, or the visitor is asked. */
export function consentOnPageStart(stored: ConsentChoice | null): ConsentStep {
  const commands: ConsentCommand[] = [defaultConsentCommand()];
  if (stored) commands.push(["consent", "update", consentSignals(stored)]);
  return {
    commands,
    loadContainer: allowsContainer(stored),
    askVisitor: stored === null,
    clearMeasurementCookies: false,
  };
}

/**
 * When the visitor chooses (first time or again from "Preferências de cookies"): the update is
 * always sent; the container loads only if granted now and not loaded yet; anything granted
 * before and denied now is a withdrawal, and its cookies go.
 */
export function consentOnChoice(
  previous: ConsentChoice | null,
  next: ConsentChoice,
  containerLoaded: boolean,
): ConsentStep {
  const withdrawn = Boolean(
    previous && ((previous.analytics && !next.analytics) || (previous.marketing && !next.marketing)),
  );
  return {
    commands: [["consent", "update", consentSignals(next)]],
    loadContainer: allowsContainer(next) && !containerLoaded,
    askVisitor: false,
    clearMeasurementCookies: withdrawn,
  };
}

/** Google Analytics and Ads cookies: _ga, _ga_<stream>, _gid, _gat…, _gcl_… */
const measurementCookie = /^(_ga(_.+)?|_gid|_gat(_.+)?|_gcl_.+)$/;

/**
 * `document.cookie` assignments that expire every measurement cookie present, on the page's
 * host and each parent domain (the tag sets them on the widest one it can).
 */
export function measurementCookieExpiries(cookieHeader: string, hostname: string): string[] {
  const names = cookieHeader
    .split(";")
    .map((pair) => pair.split("=")[0]!.trim())
    .filter((name) => measurementCookie.test(name));
  const labels = hostname.split(".");
  const isAddress = /^[\d.]+$/.test(hostname) || hostname.includes(":");
  const domains =
    labels.length > 1 && !isAddress ? labels.slice(0, -1).map((_, index) => labels.slice(index).join(".")) : [];
  return [...new Set(names)].flatMap((name) => [
    `${name}=; Max-Age=0; Path=/`,
    ...domains.map((domain) => `${name}=; Max-Age=0; Path=/; Domain=${domain}`),
  ]);
}
