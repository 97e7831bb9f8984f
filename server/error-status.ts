import type { FastifyError } from "fastify";

/** The HTTP status an error is answered with: its own when it is a 4xx or 5xx, else 500. */
export function errorStatus(error: FastifyError): number {
  const status = error.statusCode;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
}
