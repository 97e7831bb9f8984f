/**
 * Security of the HTTP surface (issue "Hardening from a security review"): every answer, Fastify's
 * own errors and broken requests included, carries the security headers and never echoes what
 * the request carried; logs name the path, never the query string; the access log keeps exactly
 * what the privacy policy says, in private files, for the term it states.
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import {
  ACCESS_LOG_PATH_DAYS,
  accessLogFields,
  accessLogLongTermFields,
  DEFAULT_ACCESS_LOG_DAYS,
} from "#shared/access-log.ts";
import { buildServer } from "../app";
import { nonDocumentCsp, securityHeaders } from "../http-policy";
import { accessLogFileName, accessLogPathFileName, AccessLog } from "../ops/access-log";
import { removeTempDirs, tempDir, validLead } from "../testing/leads";
import { testEnv } from "../testing/env";

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});
afterAll(removeTempDirs);

async function startLoggingApp(overrides: Record<string, string> = {}, now?: () => number) {
  const lines: string[] = [];
  app = await buildServer({
    env: testEnv({ LOG_LEVEL: "info", ...overrides }),
    logStream: { write: (line) => lines.push(line) },
    now,
  });
  await app.ready();
  return { app, lines };
}

const MARKER = "zqxjmarker";

function expectSecurityHeaders(headers: Record<string, unknown>, label: string) {
  for (const [name, value] of Object.entries(securityHeaders)) expect(headers[name], `${label}: ${name}`).toBe(value);
  expect(headers["cross-origin-resource-policy"], label).toBe("same-origin");
  expect(headers["content-security-policy"], `${label}: CSP`).toBeTruthy();
}

describe("every answer carries the security headers", () => {
  it("pages, files, 404s, 400s, JSON errors, the lead endpoint, the probes and preflights alike", async () => {
    const { app } = await startLoggingApp();
    const requests = [
      { label: "page", method: "GET", url: "/" },
      { label: "HEAD page", method: "HEAD", url: "/psiquiatra" },
      { label: "file", method: "GET", url: "/robots.txt" },
      { label: "unknown path", method: "GET", url: `/${MARKER}` },
      { label: "climbing path", method: "GET", url: "/..%2f..%2fetc%2fpasswd" },
      { label: "malformed URL", method: "GET", url: "/%" },
      { label: "malformed URL with a query", method: "GET", url: `/%E0%A4%A?x=${MARKER}` },
      { label: "POST to a page", method: "POST", url: `/${MARKER}` },
      { label: "DELETE", method: "DELETE", url: "/" },
      { label: "healthz", method: "GET", url: "/healthz" },
      { label: "readyz", method: "GET", url: "/readyz" },
      { label: "preflight", method: "OPTIONS", url: "/webhook/agendamento" },
    ] as const;
    for (const request of requests) {
      const response = await app.inject({ method: request.method, url: request.url });
      expectSecurityHeaders(response.headers, request.label);
      expect(response.body, request.label).not.toContain(MARKER);
    }
  });

  it("answers a malformed URL with our words and headers, and logs it without the URL", async () => {
    const { app, lines } = await startLoggingApp();
    const response = await app.inject({ method: "GET", url: `/%?q=${MARKER}` });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.headers["content-security-policy"]).toBe(nonDocumentCsp);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toBe("Requisição inválida.");
    expect(lines.join("\n")).toContain('"msg":"request refused"');
    expect(lines.join("\n")).not.toContain(MARKER);
    expect(lines.join("\n")).not.toContain("/%");
  });

  it("answers JSON with a CSP that lets nothing load, and the lead endpoint's errors in fixed words", async () => {
    const { app } = await startLoggingApp();
    const answers = [
      await app.inject({ method: "GET", url: "/healthz" }),
      await app.inject({ method: "POST", url: `/nao-existe-${MARKER}`, payload: {} }),
      await app.inject({
        method: "POST",
        url: "/webhook/agendamento",
        headers: { "content-type": `text/${MARKER}` },
        payload: MARKER,
      }),
      await app.inject({
        method: "POST",
        url: "/webhook/agendamento",
        headers: { "content-type": "application/json" },
        payload: `{"name": "${MARKER}`,
      }),
    ];
    for (const answer of answers) {
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(answer.headers["content-security-policy"]).toBe(nonDocumentCsp);
      expect(answer.body).not.toContain(MARKER);
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 415, 400]);
  });

  it("answers a request Node cannot parse with 400, our headers, and nothing of the request", async () => {
    const { app } = await startLoggingApp();
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as net.AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () =>
        socket.write(`GET /${MARKER} HTTP/1.1\r\nHost: x\r\nBroken header ${MARKER}\r\n\r\n`),
      );
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString()));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    const headers = raw.toLowerCase();
    for (const name of Object.keys(securityHeaders)) expect(headers).toContain(`${name}: `);
    expect(headers).toContain(`content-security-policy: ${nonDocumentCsp}`);
    expect(raw).not.toContain(MARKER);
  });
});

describe("logs", () => {
  it("name the path of a request, never its query string", async () => {
    const { app, lines } = await startLoggingApp();
    await app.inject({ method: "GET", url: `/psiquiatra?utm_source=${MARKER}&telefone=31999998888` });
    const request = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === "request");
    expect(request).toMatchObject({ method: "GET", path: "/psiquiatra", status: 200 });
    expect(lines.join("\n")).not.toContain(MARKER);
    expect(lines.join("\n")).not.toContain("31999998888");
  });
});

describe("the access log (Marco Civil da Internet art. 15)", () => {
  it("keeps IP, time, method, path without query and status per request, in private daily files, and the same without the path in another", async () => {
    const dataDir = path.join(tempDir(), "dados");
    const accessLogDir = path.join(dataDir, "access-log");
    const clock = Date.parse("2026-11-25T10:00:00.000Z");
    const { app: server } = await startLoggingApp({ DATABASE_PATH: path.join(dataDir, "leads.sqlite") }, () => clock);
    await server.inject({ method: "GET", url: `/psiquiatra?utm_source=${MARKER}`, remoteAddress: "203.0.113.5" });
    await server.inject({
      method: "POST",
      url: `/webhook/agendamento?${MARKER}`,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(validLead(1)),
      remoteAddress: "203.0.113.6",
    });
    await server.inject({ method: "GET", url: "/readyz" });
    await server.close();
    app = undefined;

    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(accessLogDir).mode & 0o777).toBe(0o700);
    const file = path.join(accessLogDir, accessLogPathFileName("2026-11-25"));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const text = fs.readFileSync(file, "utf8");
    const linesOf = (content: string) =>
      content
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    const entries = linesOf(text);
    expect(entries).toEqual([
      { ip: "203.0.113.5", time: "2026-11-25T10:00:00.000Z", method: "GET", path: "/psiquiatra", status: 200 },
      {
        ip: "203.0.113.6",
        time: "2026-11-25T10:00:00.000Z",
        method: "POST",
        path: "/webhook/agendamento",
        status: 201,
      },
    ]);
    for (const entry of entries) expect(Object.keys(entry)).toEqual([...accessLogFields]);
    expect(text).not.toMatch(new RegExp(`${MARKER}|Maria|8888|user-agent`, "i"));

    const longTermFile = path.join(accessLogDir, accessLogFileName("2026-11-25"));
    expect(fs.statSync(longTermFile).mode & 0o777).toBe(0o600);
    const longTerm = linesOf(fs.readFileSync(longTermFile, "utf8"));
    expect(longTerm).toEqual(entries.map(({ path: _path, ...rest }) => rest));
    for (const entry of longTerm) expect(Object.keys(entry)).toEqual([...accessLogLongTermFields]);
  });

  it(`deletes the files without the path after ACCESS_LOG_DAYS (${DEFAULT_ACCESS_LOG_DAYS} by default) and those with it after ${ACCESS_LOG_PATH_DAYS} days, keeping the rest`, async () => {
    const dir = tempDir();
    const day = 24 * 60 * 60 * 1000;
    const now = Date.parse("2026-11-25T10:00:00.000Z");
    const dayOf = (daysAgo: number) => new Date(now - daysAgo * day).toISOString().slice(0, 10);
    for (const daysAgo of [
      0,
      ACCESS_LOG_PATH_DAYS,
      ACCESS_LOG_PATH_DAYS + 1,
      100,
      DEFAULT_ACCESS_LOG_DAYS,
      DEFAULT_ACCESS_LOG_DAYS + 1,
      400,
    ]) {
      fs.writeFileSync(path.join(dir, accessLogFileName(dayOf(daysAgo))), "{}\n");
      fs.writeFileSync(path.join(dir, accessLogPathFileName(dayOf(daysAgo))), "{}\n");
    }
    fs.writeFileSync(path.join(dir, "notes.txt"), "not ours");
    const log = new AccessLog({ dir, retentionDays: DEFAULT_ACCESS_LOG_DAYS, now: () => now });
    await log.close();
    expect(fs.readdirSync(dir).sort()).toEqual(
      [
        ...[0, ACCESS_LOG_PATH_DAYS, ACCESS_LOG_PATH_DAYS + 1, 100, DEFAULT_ACCESS_LOG_DAYS].map((daysAgo) =>
          accessLogFileName(dayOf(daysAgo)),
        ),
        ...[0, ACCESS_LOG_PATH_DAYS].map((daysAgo) => accessLogPathFileName(dayOf(daysAgo))),
        "notes.txt",
      ].sort(),
    );
  });
});
