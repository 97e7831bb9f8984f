/**
 * The pino-style subset of Fastify's logger that the server's background components (the lead
 * forwarder, the pending-lead alarm, lead retention) write to: a child logger in production, a
 * recording stub in their tests.
 */
export interface ComponentLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
