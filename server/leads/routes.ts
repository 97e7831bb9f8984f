/**
 * The lead relay: POST /webhook/<AUTOMATION_ID> validates a lead with the dialog's own schema,
 * stores it durably, and only then answers 2xx; the forwarder takes it from there.
 *
 * Encapsulated on purpose (no fastify-plugin): its rate limit and its JSON error answers apply
 * to this route only, never to the static pages. Another automation id falls through to the
 * app's not-found handler, a 404 JSON answer.
 */
import crypto from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { firstLeadError, HONEYPOT_FIELD, leadPayloadSchema } from "../../app/lib/lead/schema";
import type { ServerEnv } from "../env";
import { LeadForwarder, type LeadForwarderOptions } from "./forwarder";
import { openLeadStore } from "./store";

/** What tests may change: forwarder timings, clock and randomness. */
export type LeadForwarderOverrides = Omit<LeadForwarderOptions, "store" | "webhookUrl" | "log">;

export interface LeadRelayOptions {
  env: ServerEnv;
  forwarder?: LeadForwarderOverrides;
}

type RelayError = Error & { statusCode: number };
const relayError = (statusCode: number, message: string): RelayError => Object.assign(new Error(message), { statusCode });

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

function sendRelayError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, "lead request failed");
  // A JSON syntax error carries the parser's words; the client only needs to know it is not JSON.
  const message =
    status >= 500
      ? "Erro interno do servidor. O lead não foi registrado; tente novamente."
      : (bodyErrorMessages[error.code] ?? (error instanceof SyntaxError ? bodyErrorMessages.FST_ERR_CTP_INVALID_JSON_BODY! : error.message));
  return reply.code(status).header("cache-control", "no-store").send({ ok: false, error: message });
}

export const leadRelay: FastifyPluginAsync<LeadRelayOptions> = async (app, { env, forwarder: forwarderOverrides = {} }) => {
  const store = openLeadStore(env.DATABASE_PATH);
  const forwarder = env.AUTOMATION_WEBHOOK_URL
    ? new LeadForwarder({ ...forwarderOverrides, store, webhookUrl: env.AUTOMATION_WEBHOOK_URL, log: app.log.child({ component: "lead-forwarder" }) })
    : undefined;
  if (!forwarder) app.log.warn("AUTOMATION_WEBHOOK_URL is not set: leads are stored but not forwarded (see `npm run leads -- list`)");

  app.addHook("onReady", async () => forwarder?.start());
  app.addHook("onClose", async () => {
    await forwarder?.close();
    store.close();
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      relayError(context.statusCode, `Muitos envios em pouco tempo. Tente novamente em ${Math.max(1, Math.ceil(context.ttl / 1000))} s.`),
  });

  app.setErrorHandler(sendRelayError);

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
  app.options(`/webhook/${env.AUTOMATION_ID}`, async (request, reply) => {
    if (!allowedOrigin(request)) return reply.code(403).send({ ok: false, error: "Origem não autorizada a enviar leads para este endereço." });
    return reply
      .code(204)
      .header("access-control-allow-methods", "POST")
      .header("access-control-allow-headers", "content-type")
      .header("access-control-max-age", "600")
      .send();
  });

  app.post(
    `/webhook/${env.AUTOMATION_ID}`,
    {
      config: { rateLimit: { max: env.LEAD_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
      preParsing: async (request) => requireJsonBody(request),
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      // Answered like a stored lead, so a bot learns nothing from the reply.
      if (honeypotFilled(request.body)) {
        request.log.info("lead dropped: honeypot filled");
        return reply.code(201).send({ ok: true, id: crypto.randomUUID() });
      }
      const parsed = leadPayloadSchema.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send({ ok: false, error: firstLeadError(parsed.error) });
      const { name, phone, messageToSend, tags } = parsed.data;
      const lead = store.insert({ name, phone, messageToSend, tags });
      request.log.info({ leadId: lead.id }, "lead stored");
      forwarder?.wake();
      return reply.code(201).send({ ok: true, id: lead.id });
    },
  );
};
