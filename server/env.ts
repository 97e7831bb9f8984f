import path from "node:path";
import { z } from "zod";
import { DEFAULT_LEAD_RETENTION_DAYS } from "#shared/lead/retention.ts";

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
   * Days a delivered lead is kept after delivery; 0 keeps them. Pending and failed leads are never
   * deleted. A public setting (the privacy policy states it): the server takes it from the build.
   * Empty is unset, never 0.
   */
  LEAD_RETENTION_DAYS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(0).default(DEFAULT_LEAD_RETENTION_DAYS),
  ),
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
  AUTOMATION_WEBHOOK_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Lead submissions accepted per client IP per minute. */
  LEAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
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
  /** Set when the server sits behind a reverse proxy that sets X-Forwarded-For. */
  TRUST_PROXY: z.stringbool().default(false),
  /**
   * Public settings the pages bake in at build time (server/public-settings.ts): the server takes
   * them from the build and refuses to start when these say otherwise. The lead endpoint's origin
   * joins the CSP when it points elsewhere; the site URL names the site in alerts.
   */
  VITE_LEAD_ENDPOINT: z.string().optional(),
  VITE_GTM_ID: z.string().optional(),
  VITE_SITE_URL: z.string().optional(),
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
  ALERT_WEBHOOK_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

export type ServerEnv = z.infer<typeof envSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid server configuration:\n${problems}`);
  }
  return {
    ...parsed.data,
    CLIENT_DIR: path.resolve(parsed.data.CLIENT_DIR),
    DATABASE_PATH: path.resolve(parsed.data.DATABASE_PATH),
  };
}
