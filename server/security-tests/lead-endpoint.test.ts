/**
 * Security of the lead endpoint (issue "Hardening from a security review"): the rate limit
 * cannot be dodged with a forged X-Forwarded-For, and counts each visitor behind a trusted proxy
 * on its own; a reused idempotency key cannot drop a different lead; only the site's empty
 * message is taken; leads never follow a redirect or leave over plain HTTP.
 */
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { buildServer } from "../app";
import { loadEnv, parseTrustProxy } from "../env";
import { removeTempDirs, startStubUpstream, validLead, waitFor, type StubUpstream } from "../testing/leads";
import { testEnv } from "../testing/env";

let app: FastifyInstance | undefined;
const upstreams: StubUpstream[] = [];
afterEach(async () => {
  await app?.close();
  app = undefined;
  for (const upstream of upstreams.splice(0)) await upstream.close();
});
afterAll(removeTempDirs);

const LIMIT = 3;

async function startApp(overrides: Record<string, string> = {}) {
  const lines: string[] = [];
  app = await buildServer({
    env: testEnv({ LOG_LEVEL: "info", LEAD_RATE_LIMIT_PER_MINUTE: String(LIMIT), ...overrides }),
    logStream: { write: (line) => lines.push(line) },
  });
  await app.ready();
  return { app, lines };
}

let leadIndex = 0;
const postLead = (
  server: FastifyInstance,
  options: Partial<InjectOptions> = {},
  body: unknown = validLead(++leadIndex),
) =>
  server.inject({
    method: "POST",
    url: "/webhook/agendamento",
    payload: JSON.stringify(body),
    ...options,
    headers: { "content-type": "application/json", ...options.headers },
  });

async function statuses(count: number, send: (index: number) => Promise<{ statusCode: number }>) {
  const result: number[] = [];
  for (let index = 0; index < count; index++) result.push((await send(index)).statusCode);
  return result;
}

const limited = [...Array<number>(LIMIT).fill(201), 429, 429];

describe("the rate limit", () => {
  it("never moves with a forged X-Forwarded-For when no proxy is trusted", async () => {
    const { app: server } = await startApp();
    const answers = await statuses(LIMIT + 2, (index) =>
      postLead(server, { remoteAddress: "203.0.113.9", headers: { "x-forwarded-for": `198.51.100.${index}` } }),
    );
    expect(answers).toEqual(limited);
  });

  it("never moves with a forged X-Forwarded-For from a client that reaches the relay directly, past the trusted proxy", async () => {
    const { app: server } = await startApp({ TRUST_PROXY: "127.0.0.1" });
    const answers = await statuses(LIMIT + 2, (index) =>
      postLead(server, { remoteAddress: "203.0.113.9", headers: { "x-forwarded-for": `198.51.100.${index}` } }),
    );
    expect(answers).toEqual(limited);
  });

  it("behind the trusted proxy, counts the address the proxy saw, whatever the client wrote before it", async () => {
    const { app: server } = await startApp({ TRUST_PROXY: "127.0.0.1" });
    // nginx appends the peer it saw: "<what the client sent>, <the client's address>".
    const answers = await statuses(LIMIT + 2, (index) =>
      postLead(server, {
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": `10.0.0.${index}, 198.51.100.7` },
      }),
    );
    expect(answers).toEqual(limited);
  });

  it("gives two visitors behind one trusted proxy their own buckets", async () => {
    const { app: server } = await startApp({ TRUST_PROXY: "127.0.0.1" });
    const via = (visitor: string) => ({ remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": visitor } });
    expect(await statuses(LIMIT + 1, () => postLead(server, via("198.51.100.7")))).toEqual([
      ...Array<number>(LIMIT).fill(201),
      429,
    ]);
    expect(await statuses(LIMIT, () => postLead(server, via("198.51.100.8")))).toEqual(Array<number>(LIMIT).fill(201));
  });

  it("warns once at the first proxied request when no proxy is trusted", async () => {
    const { app: server, lines } = await startApp();
    await postLead(server, { headers: { "x-forwarded-for": "198.51.100.7" } });
    await postLead(server, { headers: { "x-forwarded-for": "198.51.100.8" } });
    const warnings = lines.filter((line) => line.includes("TRUST_PROXY is not set"));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40 });
  });

  it("takes the proxy's addresses only: true, a hop count or a malformed address are refused with the reason", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("127.0.0.1, 10.0.0.0/8, ::1, loopback")).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "loopback",
    ]);
    expect(() => loadEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY=true would trust every hop/);
    expect(() => loadEnv({ TRUST_PROXY: "1" })).toThrow(/a hop count cannot tell the proxy/);
    expect(() => loadEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/"10.0.0.0\/33" is not an IP address or CIDR/);
    expect(() => loadEnv({ TRUST_PROXY: "nginx" })).toThrow(/"nginx" is not an IP address/);
  });
});

describe("idempotency keys", () => {
  it("answer a repeat of the same lead with its id, and refuse a different lead under the same key with 409 and a warning", async () => {
    const { app: server, lines } = await startApp();
    const key = { "idempotency-key": "2b0c2d4e-6f70-4a1b-9c2d-3e4f5a6b7c8d" };
    const first = await postLead(server, { headers: key }, validLead(1));
    const repeat = await postLead(server, { headers: key }, validLead(1));
    const other = await postLead(server, { headers: key }, { ...validLead(1), name: "Outra Pessoa" });
    expect([first.statusCode, repeat.statusCode, other.statusCode]).toEqual([201, 200, 409]);
    expect(repeat.json()).toEqual(first.json());
    expect(other.json()).toEqual({
      ok: false,
      error: "Este Idempotency-Key já identifica outro lead: envie um lead novo com uma chave nova.",
    });
    const stored = await server.leadStore.list();
    expect(stored.map((lead) => lead.payload.name)).toEqual(["Maria José da Silva"]);
    const warning = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === "idempotency key reused for a different lead: refused");
    expect(warning).toMatchObject({ level: 40, leadId: first.json().id });
    expect(lines.join("\n")).not.toContain("Outra Pessoa");
  });
});

describe("what a lead may carry", () => {
  it("takes messageToSend only as the site sends it: empty", async () => {
    const { app: server } = await startApp();
    const refused = await postLead(server, {}, { ...validLead(1), messageToSend: '=HYPERLINK("http://x")' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ ok: false, error: "messageToSend deve ser vazio: o site não envia mensagem." });
    expect(await server.leadStore.list()).toEqual([]);
  });
});

describe("where leads go", () => {
  it("never follows a redirect: the lead stays in the store, failed, and the other address gets nothing", async () => {
    const elsewhere = await startStubUpstream(() => ({ status: 200 }));
    const redirecting = await startStubUpstream(() => ({ status: 307, headers: { location: elsewhere.url } }));
    upstreams.push(elsewhere, redirecting);
    const { app: server } = await startApp({ AUTOMATION_WEBHOOK_URL: redirecting.url });
    const { id } = (await postLead(server)).json() as { id: string };
    await waitFor(async () => (await server.leadStore.get(id))?.status === "failed", 10_000, "the lead failed");
    const lead = await server.leadStore.get(id);
    expect(lead).toMatchObject({ status: "failed", lastStatus: 307 });
    // Named by its origin only: a webhook's path is its secret.
    expect(lead!.lastError).toContain(`redirect to ${new URL(elsewhere.url).origin}/… not followed`);
    expect(lead!.lastError).not.toContain("/webhook/lead");
    expect(redirecting.requests).toHaveLength(1);
    expect(elsewhere.requests).toHaveLength(0);
  });

  it("goes upstream over HTTPS only, plain HTTP being allowed to this machine alone", () => {
    for (const name of ["AUTOMATION_WEBHOOK_URL", "ALERT_WEBHOOK_URL"]) {
      expect(() => loadEnv({ [name]: "http://automacao.example.com/webhook/x" })).toThrow(
        new RegExp(`${name}: must be https://`),
      );
      for (const url of [
        "https://automacao.example.com/webhook/x",
        "http://127.0.0.1:5678/webhook/x",
        "http://localhost:5678/x",
        "http://[::1]:5678/x",
      ])
        expect(loadEnv({ [name]: url })[name as "AUTOMATION_WEBHOOK_URL"]).toBe(url);
    }
  });
});
