/**
 * Consent for analytics and marketing (LGPD art. 7º I; ANPD cookie guide, 2022; Google Consent
 * Mode v2, basic mode): the pure rules the consent script (./consent-script.ts) follows. No DOM,
 * no storage, no clock of its own, so every rule is unit-tested.
 *
 * - Before anything else the data layer gets `consent default` with all four signals denied
 *   and `wait_for_update`; the tag-manager container is requested only once the visitor has
 *   granted analytics or marketing (no request to a Google host before a choice).
 * - "Marketing" grants ad_storage and ad_user_data (measuring the clinic's own ads);
 *   ad_personalization stays denied whatever the visitor chooses: a health site's visits must
 *   never feed personalised advertising (LGPD art. 11; the banner says so).
 * - The choice is stored on the device with its date and the consent version; a stored choice of
 *   another version (or an unreadable one) counts as none, and the banner asks again.
 * - Withdrawing (or narrowing) sends `consent update` denied, expires the measurement cookies
 *   already set and, once the container has loaded, reloads the page: a loaded container cannot
 *   be unloaded, and the reloaded page starts it again only for what is still granted, if anything.
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

/** The Consent Mode signals each purpose grants; the banner's words say exactly these. */
export const signalsGrantedBy = {
  analytics: ["analytics_storage"],
  marketing: ["ad_storage", "ad_user_data"],
} as const satisfies Record<"analytics" | "marketing", readonly (keyof ConsentSignals)[]>;

/** Never granted, whatever the visitor chooses: no personalised advertising from a health site. */
export const signalsNeverGranted = ["ad_personalization"] as const satisfies readonly (keyof ConsentSignals)[];

export function consentSignals(granted: Pick<ConsentChoice, "analytics" | "marketing">): ConsentSignals {
  const signals: ConsentSignals = {
    ad_storage: "denied",
    analytics_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
  };
  for (const purpose of ["analytics", "marketing"] as const)
    if (granted[purpose]) for (const name of signalsGrantedBy[purpose]) signals[name] = "granted";
  return signals;
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
  /**
   * Reload the page once the choice is stored: consent was withdrawn or narrowed while the
   * container ran, and only a new page stops it (the reloaded page applies the stored choice).
   */
  reloadPage: boolean;
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
    reloadPage: false,
  };
}

/**
 * When the visitor chooses (first time or again from "Preferências de cookies"): the update is
 * always sent; the container loads only if granted now and not loaded yet; anything granted
 * before and denied now is a withdrawal: its cookies go, and a container already running is
 * stopped by reloading the page.
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
    reloadPage: withdrawn && containerLoaded,
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
