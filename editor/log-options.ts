/**
 * The editor's log: what was asked and how it went, never who asked from where. Fastify's default
 * request serializer writes the client's IP and port (and, behind nginx, the forwarded one); here
 * a request is its method and path (no query string), a reply its status. The editor's own log
 * calls name no person; as a last net, an e-mail address in any message or top-level field is
 * masked. (LGPD art. 6 III; the legal review's N7; docs/decisions/048.)
 */
import type { FastifyServerOptions } from "fastify";

const emailAddress = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;

/** The text with every e-mail address replaced by "[e-mail]". */
export function withoutEmails(text: string): string {
  return text.replace(emailAddress, "[e-mail]");
}

export interface EditorLogOptions {
  level: string;
  /** Where the lines go (tests capture them); standard output otherwise. */
  stream?: { write(line: string): void };
}

export function editorLoggerOptions({ level, stream }: EditorLogOptions): NonNullable<FastifyServerOptions["logger"]> {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request) => ({ method: request.method, url: (request.url ?? "").split("?", 1)[0] }),
      res: (reply) => ({ statusCode: reply.statusCode }),
    },
    formatters: {
      log: (fields: Record<string, unknown>) =>
        Object.fromEntries(
          Object.entries(fields).map(([key, value]) => [key, typeof value === "string" ? withoutEmails(value) : value]),
        ),
    },
    hooks: {
      logMethod(args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === "string" ? withoutEmails(arg) : arg)),
        );
      },
    },
  } as NonNullable<FastifyServerOptions["logger"]>;
}
