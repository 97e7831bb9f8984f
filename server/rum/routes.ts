/**
 * `POST /rum`: one beacon per page view from app/lib/rum.ts (shared/rum.ts), added to the speed
 * histograms (./metrics.ts) and answered 204. Nothing of it is stored: no cookie is set or read,
 * and the body, the address, the user agent, the referrer and the query string go into no log and
 * no metric (app.ts leaves this path out of the access log too). The route becomes a registry path
 * or "other"; any other field is dropped.
 *
 * navigator.sendBeacon sends a string as text/plain (which needs no CORS preflight), so both that
 * and application/json are read as JSON; anything else is 415. A body over 2 KiB, malformed JSON
 * or a value out of bounds is a 4xx with a clear message, and nothing is observed. Rate-limited per
 * client address (TRUST_PROXY decides which address that is, as for leads); the address lives
 * only in the limiter's memory for its minute.
 *
 * Encapsulated (no fastify-plugin), like the lead relay: its body parsers, rate limit and JSON
 * error answers apply to this route only.
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from "fastify";
import { z } from "zod";
import { pages } from "#app/site/registry.ts";
import {
  OTHER_ROUTE,
  RUM_BODY_LIMIT_BYTES,
  RUM_PATH,
  rumDevices,
  rumMetricLimits,
  rumMetricNames,
  type RumBeacon,
  type RumMetricName,
} from "#shared/rum.ts";
import { errorStatus, rateLimitMessage } from "../error-status";
import { rateLimitKey } from "../rate-limit-key";
import { loggableError } from "../loggable-error";
import type { RumMetrics, RumRejectionReason } from "./metrics";

export interface RumRelayOptions {
  metrics: RumMetrics;
  /** Beacons accepted per client address per minute. */
  ratePerMinute: number;
}

const registryPaths = new Set(pages.map((page) => page.path));

/** A registry path as it is, anything else "other": the histograms' route label takes no other value. */
export function rumRouteLabel(route: string): string {
  return registryPaths.has(route) ? route : OTHER_ROUTE;
}

const acceptedMediaTypes = new Set(["application/json", "text/plain"]);

const messages = {
  mediaType: "Envie as medidas como JSON (Content-Type: application/json ou text/plain).",
  tooLarge: `Corpo da requisição grande demais: as medidas de uma página cabem em ${RUM_BODY_LIMIT_BYTES / 1024} KiB.`,
  empty: "Corpo da requisição vazio: envie um objeto JSON.",
  invalidJson: "Corpo da requisição não é um JSON válido.",
  contentLength: "Tamanho do corpo difere do Content-Length.",
  other: "Requisição inválida.",
  internal: "Erro interno do servidor.",
};

type RumError = Error & { statusCode: number; reason: RumRejectionReason };
const rumError = (statusCode: number, message: string, reason: RumRejectionReason): RumError =>
  Object.assign(new Error(message), { statusCode, reason });

/** Fastify's own body errors, in the route's words (theirs may quote the request's headers). */
const fastifyErrors: Record<string, [message: string, reason: RumRejectionReason]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [messages.tooLarge, "too_large"],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [messages.contentLength, "too_large"],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [messages.mediaType, "media_type"],
};

const units: Record<RumMetricName, string> = {
  lcp: "milissegundos",
  inp: "milissegundos",
  cls: "sem unidade",
  ttfb: "milissegundos",
};

const metricValue = (name: RumMetricName) => {
  const error = `${name}: um número de 0 a ${rumMetricLimits[name]} (${units[name]}).`;
  return z.number({ error }).min(0, { error }).max(rumMetricLimits[name], { error }).optional();
};

/** Unknown fields are dropped; the messages never quote the input. */
const beaconSchema = z
  .object(
    {
      route: z
        .string({ error: "route: o caminho da página, um texto." })
        .max(200, { error: "route: no máximo 200 caracteres." }),
      device: z.enum(rumDevices, { error: `device: ${rumDevices.map((device) => `"${device}"`).join(" ou ")}.` }),
      lcp: metricValue("lcp"),
      inp: metricValue("inp"),
      cls: metricValue("cls"),
      ttfb: metricValue("ttfb"),
    },
    { error: "Envie um objeto JSON com route, device e as medidas." },
  )
  .refine((beacon) => rumMetricNames.some((name) => beacon[name] !== undefined), {
    error: `Nenhuma medida: envie ao menos uma entre ${rumMetricNames.join(", ")}.`,
  });

/** The beacon the histograms take, or the first problem with the body, in words. */
export function parseRumBeacon(body: unknown): { ok: true; beacon: RumBeacon } | { ok: false; error: string } {
  const parsed = beaconSchema.safeParse(body);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? messages.other };
  const beacon: RumBeacon = { route: rumRouteLabel(parsed.data.route), device: parsed.data.device };
  for (const name of rumMetricNames) if (parsed.data[name] !== undefined) beacon[name] = parsed.data[name];
  return { ok: true, beacon };
}

/** Checked before the body is read, so another content type is refused without reading it. */
async function requireAcceptedMediaType(request: FastifyRequest): Promise<void> {
  const mediaType = request.headers["content-type"]?.split(";", 1)[0]?.trim().toLowerCase();
  if (!mediaType || !acceptedMediaTypes.has(mediaType)) throw rumError(415, messages.mediaType, "media_type");
}

export const rumRelay: FastifyPluginAsync<RumRelayOptions> = async (app, { metrics, ratePerMinute }) => {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => rateLimitKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      rumError(context.statusCode, rateLimitMessage(context.ttl), "rate_limit"),
  });

  // Both types are JSON here: what sendBeacon sends and what a person would.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser([...acceptedMediaTypes], { parseAs: "string" }, (_request, body, done) => {
    if (body === "") return done(rumError(400, messages.empty, "invalid_json"), undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(rumError(400, messages.invalidJson, "invalid_json"), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError & { reason?: RumRejectionReason }, request, reply) => {
    const status = errorStatus(error);
    // The class, code and message only, never the body.
    if (status >= 500) request.log.error({ error: loggableError(error) }, "rum request failed");
    const known = error.reason ? ([error.message, error.reason] as const) : fastifyErrors[error.code];
    const [message, reason] =
      status >= 500 ? [messages.internal, "other" as const] : (known ?? [messages.other, "other"]);
    metrics.beaconRejected(reason);
    return reply.code(status).header("cache-control", "no-store").send({ ok: false, error: message });
  });

  app.post(
    RUM_PATH,
    {
      bodyLimit: RUM_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: ratePerMinute, timeWindow: 60_000 } },
      preParsing: async (request) => requireAcceptedMediaType(request),
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const parsed = parseRumBeacon(request.body);
      if (!parsed.ok) {
        metrics.beaconRejected("validation");
        return reply.code(400).send({ ok: false, error: parsed.error });
      }
      metrics.observe(parsed.beacon);
      return reply.code(204).send();
    },
  );
};
