import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_ACCESS_LOG_DAYS, MIN_ACCESS_LOG_DAYS } from "#shared/access-log.ts";
import { DEFAULT_LEAD_RETENTION_DAYS } from "#shared/lead/retention.ts";

/**
 * Which proxies may tell the client's address in X-Forwarded-For, as Fastify's `trustProxy`
 * takes it: false (none: the peer is the client), or the proxies' addresses and CIDR ranges
 * (also proxy-addr's names loopback, linklocal, uniquelocal). Never `true`: trusting every hop
 * lets anyone write their own address and dodge the rate limit. No hop count either: Fastify
 * cannot tell a proxy from a direct client with one, so it trusts no header at all.
 */
export type TrustProxy = false | string[];

const namedRanges = new Set(["loopback", "linklocal", "uniquelocal"]);

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
  const invalid = entries.filter((entry) => {
    if (namedRanges.has(entry)) return false;
    const [address, bits, ...rest] = entry.split("/");
    if (rest.length > 0 || !address || net.isIP(address) === 0) return true;
    if (bits === undefined) return false;
    const max = net.isIP(address) === 4 ? 32 : 128;
    return !/^\d+$/.test(bits) || Number(bits) > max;
  });
  if (invalid.length > 0)
    return {
      error: `TRUST_PROXY: ${invalid.map((entry) => `"${entry}"`).join(", ")} is not an IP address or CIDR range (e.g. 127.0.0.1 or 10.0.0.0/8)`,
    };
  return entries;
}

/** Loopback hosts, where a plain-HTTP upstream never crosses a network. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** An upstream leads or alerts are posted to: HTTPS, or HTTP on this machine only. */
const upstreamUrl = (name: string) =>
  z
    .url({ protocol: /^https?$/, error: `${name}: a URL like https://automacao.example.com/webhook/...` })
    .refine((url) => url.startsWith("https:") || isLoopbackHost(new URL(url).hostname), {
      error: `${name}: must be https:// (plain http only to this machine, e.g. http://127.0.0.1:5678): leads and alerts carry personal data`,
    })
    .optional()
    .or(z.literal("").transform(() => undefined));

/** Server settings, validated once at start; `.env.example` documents each. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** The prerendered site. */
  CLIENT_DIR: z.string().min(1).default("build/client"),
  /** SQLite file of the lead store. */
  DATABASE_PATH: z.string().min(1).default("data/leads.sqlite"),
  /** PostgreSQL lead store (postgres://user:password@host/db); set, it replaces the SQLite file. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL: a PostgreSQL URL, postgres://user:password@host:5432/database")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * Days a lead is kept after it arrived, whatever its delivery state; at least 1. A public setting
   * (the privacy policy states it): the server takes it from the build. Empty is unset.
   */
  LEAD_RETENTION_DAYS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce
      .number()
      .int()
      .min(1, { error: "LEAD_RETENTION_DAYS: at least 1 day (every lead is deleted after it)" })
      .default(DEFAULT_LEAD_RETENTION_DAYS),
  ),
  /**
   * Days the access log's daily files are kept (Marco Civil da Internet art. 15: 6 months). A public
   * setting like LEAD_RETENTION_DAYS. Empty is unset.
   */
  ACCESS_LOG_DAYS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce
      .number()
      .int()
      .min(MIN_ACCESS_LOG_DAYS, { error: `ACCESS_LOG_DAYS: at least ${MIN_ACCESS_LOG_DAYS} days (6 months)` })
      .default(DEFAULT_ACCESS_LOG_DAYS),
  ),
  /** Folder of the access log, one private file per day (access-YYYY-MM-DD.log); unset: access-log/ beside the SQLite file (data/). */
  ACCESS_LOG_DIR: z.string().optional(),
  /**
   * Private file of the deletion audit: one JSON line per deleted lead (id, time, reason), never a
   * name or phone; unset: lead-deletions.log beside the SQLite file (data/), PostgreSQL or not.
   */
  LEAD_DELETION_LOG: z.string().optional(),
  /**
   * Seconds a relay process holds a lead it is delivering; if the process dies, another one sends
   * the lead after this. Longer than a delivery attempt (10 s), or a slow attempt would be doubled.
   */
  LEAD_CLAIM_LEASE_SECONDS: z.coerce.number().int().min(11).default(60),
  /** Path segment of the lead endpoint, POST /webhook/<AUTOMATION_ID>. */
  AUTOMATION_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, "AUTOMATION_ID: letters, digits, - and _ only")
    .default("agendamento"),
  /** Upstream automation webhook (n8n-style) the stored leads are forwarded to; unset keeps them in the store. */
  AUTOMATION_WEBHOOK_URL: upstreamUrl("AUTOMATION_WEBHOOK_URL"),
  /** Lead submissions accepted per client IP per minute. */
  LEAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Speed beacons (POST /rum, one per page view) accepted per client IP per minute. */
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
        let valid = false;
        try {
          const url = new URL(origin);
          valid = (url.protocol === "https:" || url.protocol === "http:") && url.origin === origin;
        } catch {
          valid = false;
        }
        if (!valid)
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
   * them from the build and refuses to start when these say otherwise. The lead endpoint's origin
   * joins the CSP when it points elsewhere; the site URL names the site in alerts.
   */
  VITE_LEAD_ENDPOINT: z.string().optional(),
  VITE_GTM_ID: z.string().optional(),
  VITE_SITE_URL: z.string().optional(),
  /** "1": a publication build; otherwise a demonstration, whose answers carry X-Robots-Tag: noindex. */
  PUBLICATION_BUILD: z.string().optional(),
  /** Prometheus metrics on their own port; unset (or empty) serves none. */
  METRICS_PORT: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  /** Interface of the metrics port: loopback unless an operator opens it on purpose. */
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /** A pending lead older than this raises the alert (a warning per check, the alert webhook once per incident). */
  LEAD_ALERT_AFTER_MINUTES: z.coerce.number().positive().default(15),
  /** How often the age of the oldest pending lead is checked. */
  LEAD_ALERT_CHECK_SECONDS: z.coerce.number().positive().default(60),
  /** Receives one JSON alert per incident and one when it clears (no personal data); unset, alerts are only logged. */
  ALERT_WEBHOOK_URL: upstreamUrl("ALERT_WEBHOOK_URL"),
});

export type ServerEnv = Omit<z.infer<typeof envSchema>, "ACCESS_LOG_DIR" | "LEAD_DELETION_LOG"> & {
  ACCESS_LOG_DIR: string;
  LEAD_DELETION_LOG: string;
};

export function loadEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid server configuration:\n${problems}`);
  }
  const DATABASE_PATH = path.resolve(parsed.data.DATABASE_PATH);
  const dataFolder = path.dirname(DATABASE_PATH);
  return {
    ...parsed.data,
    CLIENT_DIR: path.resolve(parsed.data.CLIENT_DIR),
    DATABASE_PATH,
    ACCESS_LOG_DIR: path.resolve(parsed.data.ACCESS_LOG_DIR || path.join(dataFolder, "access-log")),
    LEAD_DELETION_LOG: path.resolve(parsed.data.LEAD_DELETION_LOG || path.join(dataFolder, "lead-deletions.log")),
  };
}
