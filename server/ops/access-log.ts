/**
 * The access log the privacy policy promises (Marco Civil da Internet art. 15): one JSON line per
 * request with the client's IP, the date and time, the method, the path without its query string
 * and the status — the fields of shared/access-log.ts, nothing else: no query string (campaign
 * parameters, anything a link carries), no user agent, never a lead's name or phone (those travel
 * in request bodies, which are never logged).
 *
 * Two files per UTC day, in a private folder (0700, files 0600): `paths-YYYY-MM-DD.log` with the
 * whole line, deleted after ACCESS_LOG_PATH_DAYS (the path may reveal a health interest), and
 * `access-YYYY-MM-DD.log` with the same line without the path, deleted after the retention
 * (ACCESS_LOG_DAYS, 6 months). Old files are deleted at start and then every hour.
 */
import fs from "node:fs";
import path from "node:path";
import { ACCESS_LOG_PATH_DAYS, accessLogLongTermFields, type accessLogFields } from "#shared/access-log.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const FILE_PATTERN = /^(access|paths)-(\d{4}-\d{2}-\d{2})\.log$/;

export type AccessLogEntry = Record<(typeof accessLogFields)[number], string | number>;

export interface AccessLogOptions {
  dir: string;
  /** Days the lines without the path are kept (ACCESS_LOG_DAYS). */
  retentionDays: number;
  /** Days the lines with the path are kept; ACCESS_LOG_PATH_DAYS. */
  pathRetentionDays?: number;
  now?: () => number;
  /** How often old files are looked for; hourly. */
  pruneIntervalMs?: number;
  onError?: (error: unknown) => void;
}

/** The day's file of lines without the path, kept the whole term. */
export function accessLogFileName(day: string): string {
  return `access-${day}.log`;
}

/** The day's file of whole lines, path included, kept ACCESS_LOG_PATH_DAYS. */
export function accessLogPathFileName(day: string): string {
  return `paths-${day}.log`;
}

/** The path of a request without its query string or fragment. */
export function pathWithoutQuery(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? "/";
}

export class AccessLog {
  private readonly dir: string;
  private readonly retentionDays: number;
  private readonly pathRetentionDays: number;
  private readonly now: () => number;
  private readonly onError: (error: unknown) => void;
  private streams: { day: string; access: fs.WriteStream; paths: fs.WriteStream } | undefined;
  private readonly timer: NodeJS.Timeout;

  constructor({
    dir,
    retentionDays,
    pathRetentionDays = ACCESS_LOG_PATH_DAYS,
    now = Date.now,
    pruneIntervalMs = 60 * 60 * 1000,
    onError = () => {},
  }: AccessLogOptions) {
    this.dir = dir;
    this.retentionDays = retentionDays;
    this.pathRetentionDays = pathRetentionDays;
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
    const withoutPath = Object.fromEntries(accessLogLongTermFields.map((field) => [field, line[field]]));
    const streams = this.streamsFor(time.slice(0, 10));
    streams.paths.write(`${JSON.stringify(line)}\n`);
    streams.access.write(`${JSON.stringify(withoutPath)}\n`);
  }

  private streamsFor(day: string): { access: fs.WriteStream; paths: fs.WriteStream } {
    if (this.streams?.day === day) return this.streams;
    this.streams?.access.end();
    this.streams?.paths.end();
    const open = (name: string) => {
      const stream = fs.createWriteStream(path.join(this.dir, name), { flags: "a", mode: 0o600 });
      stream.on("error", this.onError);
      return stream;
    };
    this.streams = { day, access: open(accessLogFileName(day)), paths: open(accessLogPathFileName(day)) };
    return this.streams;
  }

  /** Deletes the daily files past their retention; returns their names. */
  prune(): string[] {
    const cutoff = (days: number) => new Date(this.now() - days * DAY_MS).toISOString().slice(0, 10);
    const cutoffDay = { access: cutoff(this.retentionDays), paths: cutoff(this.pathRetentionDays) };
    const deleted: string[] = [];
    try {
      for (const name of fs.readdirSync(this.dir)) {
        const match = FILE_PATTERN.exec(name);
        const day = match?.[2];
        if (day !== undefined && day < cutoffDay[match![1] as keyof typeof cutoffDay]) {
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
    const streams = this.streams;
    this.streams = undefined;
    if (streams)
      await Promise.all(
        [streams.access, streams.paths].map((stream) => new Promise<void>((resolve) => stream.end(resolve))),
      );
  }
}
