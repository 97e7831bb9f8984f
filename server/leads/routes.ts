/**
 * The lead relay: POST /webhook/<AUTOMATION_ID> validates a lead with the dialog's own schema,
 * stores it durably, and only then answers 2xx; the forwarder takes it from there.
 *
 * A client may name the lead with `Idempotency-Key` (the browser does, so a lead it re-sends
 * after a dropped connection is one lead): the first request stores it and answers 201, any
 * repeat stores nothing and answers 200 with the first lead's id. The same key with another lead
 * (another name, phone or tags) is refused with 409 and a warning in the log: a client bug or a
 * guessed key, never a reason to drop the second lead silently. Without the header the relay
 * makes the key.
 *
 * HTTP only: the server (app.ts) opens the store, runs the forwarder, and hands the relay the
 * store's intake and the forwarder's wake-up.
 *
 * Encapsulated on purpose (no fastify-plugin): its rate limit and its JSON error answers apply
 * to this route only, never to the static pages. Another automation id falls through to the
 * app's not-found handler, a 404 JSON answer.
 */
import crypto from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import {
  firstLeadError,
  HONEYPOT_FIELD,
  IDEMPOTENCY_KEY_PATTERN,
  leadPayloadSchema,
  type LeadSubmission,
} from "#shared/lead/schema.ts";
import { LEAD_WEBHOOK_PREFIX } from "#shared/system-paths.ts";
import { errorStatus, rateLimitMessage } from "../error-status";
import { rateLimitKey } from "../rate-limit-key";
import { loggableError } from "../loggable-error";
import type { ServerEnv } from "../env";
import { rejectionReason, type LeadRelayObserver } from "../ops/lead-stats";
import type { LeadForwarder } from "./forwarder";
import type { LeadIntakeStore } from "./store";
import { STORE_RETRY_AFTER_SECONDS, storeUnavailable } from "./store-unavailable";

/** The same lead, field by field (PostgreSQL's jsonb keeps keys in its own order, so no JSON text comparison). */
export function sameSubmission(a: LeadSubmission, b: LeadSubmission): boolean {
  return (
    a.name === b.name &&
    a.phone === b.phone &&
    a.messageToSend === b.messageToSend &&
    a.tags.length === b.tags.length &&
    a.tags.every((tag, index) => tag.name === b.tags[index]!.name && tag.value === b.tags[index]!.value)
  );
}

export interface LeadRelayOptions {
  env: ServerEnv;
  /** Opened and closed by the caller, after the app stops taking requests. */
  store: LeadIntakeStore;
  /** Woken by every new lead, so it goes upstream now rather than at the next poll; none without an upstream. */
  forwarder?: Pick<LeadForwarder, "wake">;
  /** Told of every lead stored, repeated or rejected (the metrics). */
  observer?: LeadRelayObserver;
}

/** The client's key, undefined without the header, null when it is malformed (or sent twice). */
function clientIdempotencyKey(header: string | string[] | undefined): string | undefined | null {
  if (header === undefined) return undefined;
  return typeof header === "string" && IDEMPOTENCY_KEY_PATTERN.test(header) ? header : null;
}

type RelayError = Error & { statusCode: number };
const relayError = (statusCode: number, message: string): RelayError =>
  Object.assign(new Error(message), { statusCode });

/** Fastify's own body errors, in the relay's words. */
const bodyErrorMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "Corpo da requisição grande demais: um lead tem poucos KiB.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Envie o lead como JSON (Content-Type: application/json).",
  FST_ERR_CTP_EMPTY_JSON_BODY: "Corpo da requisição vazio: envie um objeto JSON.",
  FST_ERR_CTP_INVALID_JSON_BODY: "Corpo da requisição não é um JSON válido.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "Tamanho do corpo difere do Content-Length.",
};

/** Checked before the body is read, so a non-JSON body is refused without parsing it. */
async function requireJsonBody(request: FastifyRequest): Promise<void> {
  const mediaType = request.headers["content-type"]?.split(";", 1)[0]?.trim().toLowerCase();
  if (mediaType !== "application/json") throw relayError(415, bodyErrorMessages.FST_ERR_CTP_INVALID_MEDIA_TYPE!);
}

function honeypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null || !(HONEYPOT_FIELD in body)) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== "";
}

/** The answer to a lead the store could not take because it cannot be reached: send it again later. */
const storeUnavailableMessage = `O banco de contatos está fora do ar por instantes. O lead não foi registrado; envie de novo em ${STORE_RETRY_AFTER_SECONDS} s.`;

function sendRelayError(error: FastifyError, status: number, request: FastifyRequest, reply: FastifyReply) {
  // The class, code and message only: a store error's other fields quote the lead (loggable-error.ts).
  if (status >= 500) request.log.error({ error: loggableError(error) }, "lead request failed");
  reply.header("cache-control", "no-store");
  if (status === 503) reply.header("retry-after", String(STORE_RETRY_AFTER_SECONDS));
  // A JSON syntax error carries the parser's words; the client only needs to know it is not JSON.
  const message =
    status === 503
      ? storeUnavailableMessage
      : status >= 500
        ? "Erro interno do servidor. O lead não foi registrado; tente novamente."
        : (bodyErrorMessages[error.code] ??
          (error instanceof SyntaxError ? bodyErrorMessages.FST_ERR_CTP_INVALID_JSON_BODY! : error.message));
  return reply.code(status).send({ ok: false, error: message });
}

export const leadRelay: FastifyPluginAsync<LeadRelayOptions> = async (app, { env, store, forwarder, observer }) => {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => rateLimitKey(request.ip),
    errorResponseBuilder: (_request, context) => relayError(context.statusCode, rateLimitMessage(context.ttl)),
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = storeUnavailable(error) ? 503 : errorStatus(error);
    if (request.method === "POST") observer?.leadRejected(rejectionReason(status, error));
    return sendRelayError(error, status, request, reply);
  });

  // Cross-origin pages (a static host posting to this relay elsewhere) are allowed only from
  // LEAD_ALLOWED_ORIGINS: their preflight is answered and every answer, errors included, names
  // the origin, so the dialog can read it. Any other origin gets no CORS header, so browsers
  // never let its pages send or read a lead.
  const allowedOrigins = new Set(env.LEAD_ALLOWED_ORIGINS);
  const allowedOrigin = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    return origin && allowedOrigins.has(origin) ? origin : undefined;
  };
  app.addHook("onSend", async (request, reply) => {
    reply.header("vary", "Origin");
    const origin = allowedOrigin(request);
    if (origin) reply.header("access-control-allow-origin", origin);
  });
  app.options(`${LEAD_WEBHOOK_PREFIX}/${env.AUTOMATION_ID}`, async (request, reply) => {
    if (!allowedOrigin(request))
      return reply.code(403).send({ ok: false, error: "Origem não autorizada a enviar leads para este endereço." });
    return reply
      .code(204)
      .header("access-control-allow-methods", "POST")
      .header("access-control-allow-headers", "content-type, idempotency-key")
      .header("access-control-max-age", "600")
      .send();
  });

  app.post(
    `${LEAD_WEBHOOK_PREFIX}/${env.AUTOMATION_ID}`,
    {
      config: { rateLimit: { max: env.LEAD_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
      preParsing: async (request) => requireJsonBody(request),
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      // Answered like a stored lead, so a bot learns nothing from the reply.
      if (honeypotFilled(request.body)) {
        request.log.info("lead dropped: honeypot filled");
        observer?.leadRejected("honeypot");
        return reply.code(201).send({ ok: true, id: crypto.randomUUID() });
      }
      const idempotencyKey = clientIdempotencyKey(request.headers["idempotency-key"]);
      if (idempotencyKey === null) {
        observer?.leadRejected("validation");
        return reply.code(400).send({
          ok: false,
          error: "Idempotency-Key inválido: use de 8 a 128 caracteres entre letras, dígitos, - e _ (ex.: um UUID).",
        });
      }
      const parsed = leadPayloadSchema.safeParse(request.body);
      if (!parsed.success) {
        observer?.leadRejected("validation");
        return reply.code(400).send({ ok: false, error: firstLeadError(parsed.error) });
      }
      const { name, phone, messageToSend, tags } = parsed.data;
      const submission = { name, phone, messageToSend, tags };
      const { lead, created } = await store.insert(submission, { idempotencyKey });
      if (!created && !sameSubmission(lead.payload, submission)) {
        request.log.warn({ leadId: lead.id }, "idempotency key reused for a different lead: refused");
        observer?.leadRejected("idempotency_conflict");
        return reply.code(409).send({
          ok: false,
          error: "Este Idempotency-Key já identifica outro lead: envie um lead novo com uma chave nova.",
        });
      }
      if (!created) {
        request.log.info({ leadId: lead.id }, "lead already stored under this idempotency key");
        observer?.leadRepeated();
        return reply.code(200).send({ ok: true, id: lead.id });
      }
      request.log.info({ leadId: lead.id }, "lead stored");
      observer?.leadStored();
      forwarder?.wake();
      return reply.code(201).send({ ok: true, id: lead.id });
    },
  );
};
