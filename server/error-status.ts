import type { FastifyError } from "fastify";

/** The HTTP status an error is answered with: its own when it is a 4xx or 5xx, else 500. */
export function errorStatus(error: FastifyError): number {
  const status = error.statusCode;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
}

/** What a client over its rate limit is told, with the seconds until it may send again (at least 1). */
export function rateLimitMessage(ttlMilliseconds: number): string {
  return `Muitos envios em pouco tempo. Tente novamente em ${Math.max(1, Math.ceil(ttlMilliseconds / 1000))} s.`;
}
