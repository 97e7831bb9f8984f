/**
 * The access log the privacy policy promises (Marco Civil da Internet art. 15): one JSON line per
 * request with the client's IP, the date and time, the method, the path without its query string
 * and the status — the fields of shared/access-log.ts, nothing else: no query string (campaign
 * parameters, anything a link carries), no user agent, never a lead's name or phone (those travel
 * in request bodies, which are never logged). One file per UTC day, `access-YYYY-MM-DD.log`, in a
 * private folder (0700, files 0600); files older than the retention are deleted at start and then
 * every hour.
 */
import fs from "node:fs";
import path from "node:path";
import type { accessLogFields } from "#shared/access-log.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const FILE_PATTERN = /^access-(\d{4}-\d{2}-\d{2})\.log$/;

export type AccessLogEntry = Record<(typeof accessLogFields)[number], string | number>;

export interface AccessLogOptions {
  dir: string;
  retentionDays: number;
  now?: () => number;
  /** How often old files are looked for; hourly. */
  pruneIntervalMs?: number;
  onError?: (error: unknown) => void;
}

export function accessLogFileName(day: string): string {
  return `access-${day}.log`;
}

/** The path of a request without its query string or fragment. */
export function pathWithoutQuery(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? "/";
}

export class AccessLog {
  private readonly dir: string;
  private readonly retentionDays: number;
  private readonly now: () => number;
  private readonly onError: (error: unknown) => void;
  private stream: fs.WriteStream | undefined;
  private streamDay: string | undefined;
  private readonly timer: NodeJS.Timeout;

  constructor({
    dir,
    retentionDays,
    now = Date.now,
    pruneIntervalMs = 60 * 60 * 1000,
    onError = () => {},
  }: AccessLogOptions) {
    this.dir = dir;
    this.retentionDays = retentionDays;
    this.now = now;
    this.onError = onError;
    // Private when this creates it; an existing folder is left as it is (files are 0600 anyway).
    if (fs.mkdirSync(dir, { recursive: true, mode: 0o700 }) !== undefined) fs.chmodSync(dir, 0o700);
    this.prune();
    this.timer = setInterval(() => this.prune(), pruneIntervalMs).unref();
  }

  /** Appends one request's line: only the fields the privacy policy names. */
  write(entry: { ip: string; method: string; url: string; status: number }): void {
    const time = new Date(this.now()).toISOString();
    const line: AccessLogEntry = {
      ip: entry.ip,
      time,
      method: entry.method,
      path: pathWithoutQuery(entry.url),
      status: entry.status,
    };
    this.streamFor(time.slice(0, 10)).write(`${JSON.stringify(line)}\n`);
  }

  private streamFor(day: string): fs.WriteStream {
    if (this.stream && this.streamDay === day) return this.stream;
    this.stream?.end();
    const stream = fs.createWriteStream(path.join(this.dir, accessLogFileName(day)), { flags: "a", mode: 0o600 });
    stream.on("error", this.onError);
    this.stream = stream;
    this.streamDay = day;
    return stream;
  }

  /** Deletes the daily files past the retention; returns their names. */
  prune(): string[] {
    const cutoffDay = new Date(this.now() - this.retentionDays * DAY_MS).toISOString().slice(0, 10);
    const deleted: string[] = [];
    try {
      for (const name of fs.readdirSync(this.dir)) {
        const day = FILE_PATTERN.exec(name)?.[1];
        if (day !== undefined && day < cutoffDay) {
          fs.rmSync(path.join(this.dir, name), { force: true });
          deleted.push(name);
        }
      }
    } catch (error) {
      this.onError(error);
    }
    return deleted;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    const stream = this.stream;
    this.stream = undefined;
    if (stream) await new Promise<void>((resolve) => stream.end(resolve));
  }
}
