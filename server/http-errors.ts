/**
 * The answers to errors: fixed words by status, never the input, with our headers. Fastify's own
 * refusals (a malformed URL), requests Node cannot parse or that took too long (written on the
 * socket), and errors thrown by a route.
 */
import http from "node:http";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorStatus } from "./error-status";
import { errorCacheControl, nonDocumentCsp, securityHeaders } from "./http-policy";
import { loggableError } from "./loggable-error";

/** The answers to errors our handlers never see (a malformed URL, a broken request): fixed words, never the input. */
const plainErrorText: Record<number, string> = {
  400: "Requisição inválida.",
  404: "Não encontrado.",
  405: "Método não permitido.",
  408: "Tempo de requisição esgotado.",
  413: "Corpo da requisição grande demais.",
  414: "Endereço longo demais.",
  415: "Tipo de conteúdo não aceito.",
  431: "Cabeçalhos grandes demais.",
};

/** The message of a 4xx answer: ours, never the error's text (which may quote the request). */
export function clientErrorMessage(status: number): string {
  return plainErrorText[status] ?? "Requisição inválida.";
}

/**
 * Fastify's `frameworkErrors`: a malformed URL ("/%") never reaches a route; answered here with our
 * headers and words, logged by its path only, the input never echoed.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  frameworkReply: unknown,
  headers: Record<string, string> = securityHeaders,
): void {
  const reply = frameworkReply as FastifyReply;
  const status = errorStatus(error) < 500 ? errorStatus(error) : 400;
  request.log.info({ method: request.method, status, code: error.code }, "request refused");
  void reply
    .code(status)
    .headers(headers)
    .header("content-security-policy", nonDocumentCsp)
    .header("cache-control", errorCacheControl)
    .type("text/plain; charset=utf-8")
    .send(clientErrorMessage(status));
}

/**
 * A request Node cannot even parse (a broken request line, headers too large) or that took too
 * long to arrive: the same answer, written on the socket.
 */
export function answerUnparsableRequests(
  server: http.Server,
  answerHeaders: Record<string, string> = securityHeaders,
): void {
  server.removeAllListeners("clientError");
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === "ECONNRESET") return socket.destroy();
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    const body = clientErrorMessage(status);
    const headers = {
      ...answerHeaders,
      "content-security-policy": nonDocumentCsp,
      "cache-control": errorCacheControl,
      "content-type": "text/plain; charset=utf-8",
      "content-length": String(Buffer.byteLength(body)),
      connection: "close",
    };
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}`)
        .join("\r\n")}\r\n\r\n${body}`,
    );
  });
}

/** An error a route threw: its status with our words; a 5xx logged by class, code and first line. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = errorStatus(error);
    if (status >= 500) request.log.error({ error: loggableError(error) }, "request failed");
    return reply
      .code(status)
      .header("cache-control", errorCacheControl)
      .send({ ok: false, error: status >= 500 ? "Erro interno do servidor." : clientErrorMessage(status) });
  });
}
