import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_ACCESS_LOG_DAYS, MIN_ACCESS_LOG_DAYS } from "#shared/access-log.ts";
import { isExamplePhone } from "#shared/example-values.ts";
import { DEFAULT_LEAD_RETENTION_DAYS } from "#shared/lead/retention.ts";

/**
 * Which proxies may tell the client's address in X-Forwarded-For, as Fastify's `trustProxy`
 * takes it: false (none: the peer is the client), or the proxies' addresses and CIDR ranges
 * (also proxy-addr's name loopback). Never `true`: trusting every hop lets anyone write their own
 * address and dodge the rate limit. No hop count either: Fastify cannot tell a proxy from a direct
 * client with one, so it trusts no header at all. No range wider than /8 (IPv4) or /32 (IPv6),
 * nor the names linklocal and uniquelocal (fe80::/10, fc00::/7: every container on a shared
 * network): a proxy is one machine or a load balancer's subnet, never a slice of the Internet.
 */
export type TrustProxy = false | string[];

const namedRanges = new Set(["loopback"]);
const MIN_IPV4_PREFIX = 8;
const MIN_IPV6_PREFIX = 32;

/** Why a TRUST_PROXY entry is refused, or null when it names one proxy or a narrow enough range. */
function trustProxyEntryProblem(entry: string): string | null {
  if (namedRanges.has(entry)) return null;
  if (entry === "linklocal" || entry === "uniquelocal")
    return `"${entry}" trusts every machine of a private network (any container on it could forge X-Forwarded-For): give the proxy's own address or subnet`;
  const [address, bits, ...rest] = entry.split("/");
  if (rest.length > 0 || !address || net.isIP(address) === 0)
    return `"${entry}" is not an IP address or CIDR range (e.g. 127.0.0.1 or 10.0.0.0/8)`;
  if (bits === undefined) return null;
  const version = net.isIP(address);
  const max = version === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > max)
    return `"${entry}" is not an IP address or CIDR range (e.g. 127.0.0.1 or 10.0.0.0/8)`;
  // An IPv4-mapped IPv6 range (::ffff:0:0/96) is an IPv4 range 96 bits further on.
  const mapped = version === 6 && /^::ffff:/i.test(address);
  const prefix = mapped ? Number(bits) - 96 : Number(bits);
  const min = version === 4 || mapped ? MIN_IPV4_PREFIX : MIN_IPV6_PREFIX;
  if (prefix < min)
    return `"${entry}" is wider than /${min} (${version === 4 || mapped ? "IPv4" : "IPv6"}): a proxy is one machine or a subnet, not a slice of the Internet`;
  return null;
}

export function parseTrustProxy(value: string | undefined): TrustProxy | { error: string } {
  const text = (value ?? "").trim();
  if (text === "" || text === "false") return false;
  if (text === "true")
    return {
      error:
        "TRUST_PROXY=true would trust every hop, so any client could forge X-Forwarded-For and dodge the rate limit: give the proxy's address (127.0.0.1 for nginx on this machine)",
    };
  if (/^\d+$/.test(text))
    return {
      error: `TRUST_PROXY=${text}: a hop count cannot tell the proxy from a client that connects directly; give the proxy's address (127.0.0.1 for nginx on this machine) or range`,
    };
  const entries = text.split(",").map((entry) => entry.trim());
  const problems = entries.map(trustProxyEntryProblem).filter((problem) => problem !== null);
  if (problems.length > 0) return { error: `TRUST_PROXY: ${problems.join("; ")}` };
  return entries;
}

/** Loopback hosts, where a plain-HTTP upstream never crosses a network. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function parsedUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * An upstream leads or alerts are posted to: HTTPS, or HTTP on this machine only. Never with a
 * user and password in it: fetch refuses such a URL, and every failure would have quoted it,
 * password included, in the log and the lead's last error.
 */
const upstreamUrl = (name: string) =>
  z
    .string()
    .refine((text) => /^https?:$/.test(parsedUrl(text)?.protocol ?? ""), {
      error: `${name}: a URL like https://automacao.example.com/webhook/...`,
      abort: true,
    })
    .refine((text) => parsedUrl(text)?.username === "" && parsedUrl(text)?.password === "", {
      error: `${name}: no user or password in the URL (fetch refuses them, and they would end up in logs); use a secret path or let the automation check the source`,
      abort: true,
    })
    .refine((text) => text.startsWith("https:") || isLoopbackHost(parsedUrl(text)!.hostname), {
      error: `${name}: must be https:// (plain http only to this machine, e.g. http://127.0.0.1:5678): leads and alerts carry personal data`,
    })
    .optional();

/** A path on this machine; a control character in it is a pasting mistake, not a file name. */
const filePath = z.string().refine((text) => !/\p{Cc}/u.test(text));

/** An interface to listen on: an IP address or a host name. */
const listenHost = z
  .string()
  .refine(
    (host) =>
      net.isIP(host) !== 0 ||
      /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/.test(host),
  );

const port = z.coerce.number().int().min(0).max(65535);

/** A page address the build bakes in: https (http only on this machine, for tests and previews). */
const pageUrl = z.string().refine((text) => {
  const url = parsedUrl(text);
  return url !== null && (url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHost(url.hostname)));
});

/** A phone number as written, with + and the country code: 10 to 15 digits. */
const internationalNumber = z
  .string()
  .regex(/^\+[0-9][0-9 ().-]{7,24}$/)
  .refine((text) => /^\d{10,15}$/.test(text.replace(/\D/g, "")));

/** A number the operator confirmed for a demonstration: never one of the content's examples, which may ring somebody. */
const demonstrationNumber = (name: string) =>
  internationalNumber
    .refine((text) => !isExamplePhone(text), {
      error: `${name}: this is one of the content's example numbers; give a number of your own that may receive the demonstration's messages and calls`,
    })
    .optional();

/**
 * Server settings, validated once at start; `.env.example` documents each. An empty value is
 * unset (a copied `.env.example` starts as it is), and a value that does not fit stops the start
 * with the variable's name and the form it takes (`expectedForms`), never the value itself (a
 * database URL holds a password).
 */
const envSchema = z.object({
  PORT: port.default(3000),
  /** Loopback unless told otherwise: behind nginx on this machine nobody reaches the relay past it. */
  HOST: listenHost.default("127.0.0.1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** The prerendered site. */
  CLIENT_DIR: filePath.default("build/client"),
  /** SQLite file of the lead store. */
  DATABASE_PATH: filePath.default("data/leads.sqlite"),
  /** PostgreSQL lead store (postgres://user:password@host/db); set, it replaces the SQLite file. */
  DATABASE_URL: z
    .string()
    .refine((text) => /^postgres(ql)?:$/.test(parsedUrl(text)?.protocol ?? "") && parsedUrl(text)!.hostname !== "")
    .optional(),
  /**
   * Days a lead is kept after it arrived, whatever its delivery state; at least 1. A public setting
   * (the privacy policy states it): the server takes it from the build.
   */
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).default(DEFAULT_LEAD_RETENTION_DAYS),
  /**
   * Days the access log's daily files are kept (Marco Civil da Internet art. 15: 6 months). A public
   * setting like LEAD_RETENTION_DAYS.
   */
  ACCESS_LOG_DAYS: z.coerce.number().int().min(MIN_ACCESS_LOG_DAYS).default(DEFAULT_ACCESS_LOG_DAYS),
  /** Folder of the access log, one private file per day (access-YYYY-MM-DD.log); unset: access-log/ beside the SQLite file (data/). */
  ACCESS_LOG_DIR: filePath.optional(),
  /**
   * Private file of the deletion audit: one JSON line per deleted lead (id, time, reason), never a
   * name or phone; unset: lead-deletions.log beside the SQLite file (data/), PostgreSQL or not.
   */
  LEAD_DELETION_LOG: filePath.optional(),
  /**
   * Seconds a relay process holds a lead it is delivering; if the process dies, another one sends
   * the lead after this. Longer than a delivery attempt (10 s), or a slow attempt would be doubled.
   */
  LEAD_CLAIM_LEASE_SECONDS: z.coerce.number().int().min(11).default(60),
  /** Path segment of the lead endpoint, POST /webhook/<AUTOMATION_ID>. */
  AUTOMATION_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/)
    .default("agendamento"),
  /** Upstream automation webhook (n8n-style) the stored leads are forwarded to; unset keeps them in the store. */
  AUTOMATION_WEBHOOK_URL: upstreamUrl("AUTOMATION_WEBHOOK_URL"),
  /** Lead submissions accepted per client (an IPv4 address, an IPv6 /64) per minute. */
  LEAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Speed beacons (POST /rum, one per page view) accepted per client per minute. */
  RUM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /**
   * Sites on other origins whose pages may POST leads to this relay (comma-separated origins,
   * e.g. the static host's https://www.example.com.br); unset, only same-origin pages can.
   */
  LEAD_ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((list, context) => {
      const origins = (list ?? "")
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean);
      for (const origin of origins) {
        const url = parsedUrl(origin);
        if (!url || (url.protocol !== "https:" && url.protocol !== "http:") || url.origin !== origin)
          context.addIssue({
            code: "custom",
            message: `LEAD_ALLOWED_ORIGINS: "${origin}" is not an origin like https://www.example.com.br (scheme and host, no path or trailing slash)`,
          });
      }
      return origins;
    }),
  /**
   * Behind a reverse proxy that sets X-Forwarded-For: the proxy's addresses or CIDR ranges
   * (127.0.0.1 for nginx on this machine). Unset: none, the peer's address is the client's. See
   * parseTrustProxy.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context): TrustProxy => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === "object" && !Array.isArray(parsed)) {
        context.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }
      return parsed;
    }),
  /**
   * Public settings the pages bake in at build time (server/public-settings.ts): the server takes
   * them from the build and refuses to start when these say otherwise; the build validates them
   * here too. The lead endpoint's origin joins the CSP when it points elsewhere; the site URL
   * names the site in alerts.
   */
  VITE_LEAD_ENDPOINT: z
    .string()
    .refine((text) => /^\/[A-Za-z0-9_/-]+$/.test(text) || parsedUrl(text)?.protocol === "https:")
    .optional(),
  VITE_GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/)
    .optional(),
  VITE_SITE_URL: pageUrl.optional(),
  VITE_RISCO_CIRURGICO_WHATSAPP_URL: z
    .string()
    .refine((text) => parsedUrl(text)?.protocol === "https:")
    .optional(),
  VITE_RISCO_CIRURGICO_PHONE_URL: z
    .string()
    .regex(/^tel:\+?[0-9]{8,15}$/)
    .optional(),
  VITE_RISCO_CIRURGICO_PHONE_DISPLAY: z
    .string()
    .regex(/^[0-9()+. -]{8,25}$/)
    .optional(),
  /**
   * A demonstration's booking numbers, in place of the content's example WhatsApp and phone
   * (app/lib/demonstration-booking.ts, decision 059): with + and the country code, and not an
   * example themselves.
   */
  VITE_DEMO_WHATSAPP_NUMBER: demonstrationNumber("VITE_DEMO_WHATSAPP_NUMBER"),
  VITE_DEMO_PHONE_NUMBER: demonstrationNumber("VITE_DEMO_PHONE_NUMBER"),
  /** "1": a publication build; otherwise a demonstration, whose answers carry X-Robots-Tag: noindex. */
  PUBLICATION_BUILD: z.string().regex(/^1$/).optional(),
  /** Prometheus metrics on their own port; unset serves none. */
  METRICS_PORT: port.optional(),
  /** Interface of the metrics port: loopback unless an operator opens it on purpose. */
  METRICS_HOST: listenHost.default("127.0.0.1"),
  /** A pending lead older than this raises the alert (a warning per check, the alert webhook once per incident). */
  LEAD_ALERT_AFTER_MINUTES: z.coerce.number().positive().default(15),
  /** How often the age of the oldest pending lead is checked. */
  LEAD_ALERT_CHECK_SECONDS: z.coerce.number().positive().default(60),
  /** Receives one JSON alert per incident and one when it clears (no personal data); unset, alerts are only logged. */
  ALERT_WEBHOOK_URL: upstreamUrl("ALERT_WEBHOOK_URL"),
});

export type SettingName = keyof typeof envSchema.shape;

/** What each setting takes, said when its value does not fit. */
export const expectedForms: Record<SettingName, string> = {
  PORT: "a port number from 0 to 65535 (e.g. 3000)",
  PUBLICATION_BUILD: "1 (set by the publication build itself), or empty",
  HOST: "an IP address or host name to listen on (e.g. 127.0.0.1)",
  LOG_LEVEL: "one of fatal, error, warn, info, debug, trace, silent",
  CLIENT_DIR: "a folder path (e.g. build/client)",
  DATABASE_PATH: "a file path (e.g. data/leads.sqlite)",
  DATABASE_URL: "a PostgreSQL URL, postgres://user:password@host:5432/database",
  LEAD_RETENTION_DAYS: "a whole number of days, at least 1 (every lead is deleted after it)",
  ACCESS_LOG_DAYS: `a whole number of days, at least ${MIN_ACCESS_LOG_DAYS} (6 months)`,
  ACCESS_LOG_DIR: "a folder path (e.g. data/access-log)",
  LEAD_DELETION_LOG: "a file path (e.g. data/lead-deletions.log)",
  LEAD_CLAIM_LEASE_SECONDS: "a whole number of seconds, at least 11 (longer than one delivery attempt)",
  AUTOMATION_ID: "letters, digits, - and _ only, at most 100 (e.g. agendamento)",
  AUTOMATION_WEBHOOK_URL: "a URL like https://automacao.example.com/webhook/...",
  LEAD_RATE_LIMIT_PER_MINUTE: "a whole number above 0 (e.g. 10)",
  RUM_RATE_LIMIT_PER_MINUTE: "a whole number above 0 (e.g. 60)",
  LEAD_ALLOWED_ORIGINS: "comma-separated origins like https://www.example.com.br",
  TRUST_PROXY: "the proxy's addresses or CIDR ranges, comma-separated (e.g. 127.0.0.1)",
  VITE_LEAD_ENDPOINT: "a path on this site (/webhook/agendamento) or an https:// URL",
  VITE_GTM_ID: "a Google Tag Manager container id, GTM-XXXXXXX",
  VITE_SITE_URL: "the site's https:// origin, e.g. https://www.clinicamedicabarreiro.com.br",
  VITE_RISCO_CIRURGICO_WHATSAPP_URL: "an https:// link, e.g. https://wa.me/5531999999999",
  VITE_RISCO_CIRURGICO_PHONE_URL: "a tel: link with 8 to 15 digits, e.g. tel:+553133333333",
  VITE_RISCO_CIRURGICO_PHONE_DISPLAY: "a phone number as shown, digits, spaces, ( ) + - . (e.g. (31) 3333-3333)",
  VITE_DEMO_WHATSAPP_NUMBER: "a WhatsApp number with + and the country code, e.g. +55 31 98765-4321",
  VITE_DEMO_PHONE_NUMBER: "a phone number with + and the country code, e.g. +55 31 3456-7890",
  METRICS_PORT: "a port number from 0 to 65535 (e.g. 9464)",
  METRICS_HOST: "an IP address or host name to listen on (e.g. 127.0.0.1)",
  LEAD_ALERT_AFTER_MINUTES: "a number of minutes above 0 (e.g. 15)",
  LEAD_ALERT_CHECK_SECONDS: "a number of seconds above 0 (e.g. 60)",
  ALERT_WEBHOOK_URL: "a URL like https://hooks.example.com/...",
};

export type ServerEnv = Omit<z.infer<typeof envSchema>, "ACCESS_LOG_DIR" | "LEAD_DELETION_LOG"> & {
  ACCESS_LOG_DIR: string;
  LEAD_DELETION_LOG: string;
};

/** The settings as the schema reads them: an empty (or blank) value is unset, whatever the variable. */
function withoutEmptyValues(source: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.keys(envSchema.shape).map((name) => {
      const value = source[name];
      return [name, value === undefined || value.trim() === "" ? undefined : value.trim()];
    }),
  );
}

/** One line per refused setting: its name and what it takes (a rule's own message when it says more). */
function describeIssue(issue: z.core.$ZodIssue): string {
  const name = String(issue.path[0]) as SettingName;
  if (issue.message.startsWith(`${name}`)) return issue.message;
  return `${name}: expected ${expectedForms[name]}`;
}

export function loadEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const parsed = envSchema.safeParse(withoutEmptyValues(source));
  if (!parsed.success) {
    const problems = [...new Set(parsed.error.issues.map(describeIssue))].map((line) => `  ${line}`).join("\n");
    throw new Error(`Invalid server configuration:\n${problems}`);
  }
  const DATABASE_PATH = path.resolve(parsed.data.DATABASE_PATH);
  const dataFolder = path.dirname(DATABASE_PATH);
  return {
    ...parsed.data,
    CLIENT_DIR: path.resolve(parsed.data.CLIENT_DIR),
    DATABASE_PATH,
    ACCESS_LOG_DIR: path.resolve(parsed.data.ACCESS_LOG_DIR ?? path.join(dataFolder, "access-log")),
    LEAD_DELETION_LOG: path.resolve(parsed.data.LEAD_DELETION_LOG ?? path.join(dataFolder, "lead-deletions.log")),
  };
}
