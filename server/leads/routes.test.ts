import path from "node:path";
import Database from "better-sqlite3";
import type { FastifyInstance, InjectOptions } from "fastify";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../app";
import type { ServerEnv } from "../env";
import { loadStaticSite, type StaticSite } from "../static-site";
import { openLeadStore } from "./store";
import { freshStoreOverrides, testEnv } from "../testing/env";
import {
  projectRoot,
  removeTempDirs,
  startStubUpstream,
  storeKinds,
  validLead,
  waitFor,
  type StoreKind,
  type StubUpstream,
  withoutIdsAndNumbers,
} from "../testing/leads";

let site: StaticSite;
beforeAll(() => {
  site = loadStaticSite(path.join(projectRoot, "build/client"));
});

let app: FastifyInstance;
let env: ServerEnv;
let upstream: StubUpstream | undefined;

async function startApp(
  overrides: Record<string, string> = {},
  store: StoreKind = "sqlite",
  logStream?: { write(line: string): void },
) {
  env = testEnv({ LEAD_RATE_LIMIT_PER_MINUTE: "1000", ...(await freshStoreOverrides(store)), ...overrides });
  app = await buildServer({
    env,
    site,
    leadForwarder: { backoffBaseMs: 5, backoffCapMs: 40, pollIntervalMs: 50, requestTimeoutMs: 5000 },
    logStream,
  });
  await app.ready();
}

/** Starts the server logging at info level into an array of lines. */
async function startLoggingApp(store: StoreKind) {
  const lines: string[] = [];
  await startApp({ LOG_LEVEL: "info" }, store, { write: (line) => lines.push(line) });
  return lines;
}

afterEach(async () => {
  await app?.close();
  await upstream?.close();
  upstream = undefined;
});
afterAll(removeTempDirs);

/** The stored leads, oldest first, as the server's store reads them. */
async function storedLeads() {
  return (await app.leadStore.list()).reverse();
}

/** Makes every insert fail from now on, as a full disk or a lost database would. */
async function refuseWrites(kind: StoreKind) {
  if (kind === "sqlite") {
    const db = new Database(env.DATABASE_PATH);
    db.exec("CREATE TRIGGER refuse BEFORE INSERT ON leads BEGIN SELECT RAISE(ABORT, 'disk full'); END");
    db.close();
    return;
  }
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  await client.query(`
    CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$;
    CREATE TRIGGER refuse BEFORE INSERT ON leads FOR EACH ROW EXECUTE FUNCTION refuse();`);
  await client.end();
}

/**
 * Makes every insert fail with an error whose fields quote the lead, as PostgreSQL's do (its
 * DETAIL, HINT and CONTEXT show the row; an INSERT's is the payload with the phone).
 */
async function refuseWritesQuotingTheLead(kind: StoreKind) {
  if (kind === "sqlite") {
    // SQLite's own errors say only what failed; a driver-level error with the row in it stands in.
    app.leadStore.insert = async (payload) => {
      throw Object.assign(new Error("disk full"), {
        code: "SQLITE_FULL",
        detail: `Failing row contains ${JSON.stringify(payload)}`,
      });
    };
    return;
  }
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  await client.query(`
    CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      RAISE EXCEPTION 'disk full' USING DETAIL = 'Failing row contains ' || NEW.payload::text, HINT = NEW.phone_national;
    END $$;
    CREATE TRIGGER refuse BEFORE INSERT ON leads FOR EACH ROW EXECUTE FUNCTION refuse();`);
  await client.end();
}

const postLead = (body: unknown, options: Partial<InjectOptions> = {}) =>
  app.inject({
    method: "POST",
    url: "/webhook/agendamento",
    headers: { "content-type": "application/json" },
    payload: typeof body === "string" ? body : JSON.stringify(body),
    ...options,
  });

const clientKey = "f47ac10b-58cc-4372-a567-0e02b2c3d479";

describe.each(storeKinds)("POST /webhook/:automationId on %s", (kind) => {
  it("stores a valid lead, then answers 201 with its id", async () => {
    await startApp({}, kind);
    const response = await postLead({ ...validLead(1), name: "  Maria   José da Silva " });
    expect(response.statusCode).toBe(201);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const body = response.json() as { ok: boolean; id: string };
    expect(body.ok).toBe(true);
    const leads = await storedLeads();
    expect(leads.map((lead) => lead.id)).toEqual([body.id]);
    expect(leads[0]!.payload).toEqual({ ...validLead(1), name: "Maria José da Silva" });
  });

  it("stores a Brazilian landline and a mobile with DDD, and another country's number, 201 each", async () => {
    await startApp({}, kind);
    const phones = ["+55 (31) 3333-4444", "+55 (31) 98765-4321", "+351 912345678"];
    for (const [index, phone] of phones.entries()) {
      const response = await postLead({ ...validLead(index), phone });
      expect(response.statusCode, phone).toBe(201);
    }
    expect((await storedLeads()).map((lead) => lead.payload.phone)).toEqual(phones);
  });

  it("stores one lead per Idempotency-Key: 201 the first time, 200 with the first lead's id after", async () => {
    await startApp({}, kind);
    const withKey = { headers: { "content-type": "application/json", "idempotency-key": clientKey } };
    const first = await postLead(validLead(1), withKey);
    expect(first.statusCode).toBe(201);
    const { id } = first.json() as { id: string };
    const repeats = await Promise.all([postLead(validLead(1), withKey), postLead(validLead(1), withKey)]);
    for (const repeat of repeats) {
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json()).toEqual({ ok: true, id });
    }
    const leads = await storedLeads();
    expect(leads.map((lead) => [lead.id, lead.idempotencyKey])).toEqual([[id, clientKey]]);

    // Another key, or none (the relay makes one), is another lead.
    const other = await postLead(validLead(1), {
      headers: { "content-type": "application/json", "idempotency-key": "another_key-123" },
    });
    expect(other.statusCode).toBe(201);
    expect((await postLead(validLead(1))).statusCode).toBe(201);
    expect(await storedLeads()).toHaveLength(3);
  });

  it("answers 500 JSON and no 2xx when the lead cannot be written", async () => {
    await startApp({}, kind);
    await refuseWrites(kind);
    const response = await postLead(validLead());
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      ok: false,
      error: "Erro interno do servidor. O lead não foi registrado; tente novamente.",
    });
    expect((await postLead(validLead())).statusCode).toBe(500);
  });

  it("logs a store error by its code and message only, never the lead it quotes", async () => {
    const lines = await startLoggingApp(kind);
    await refuseWritesQuotingTheLead(kind);
    expect((await postLead(validLead(1))).statusCode).toBe(500);
    const logged = withoutIdsAndNumbers(lines.join(""));
    expect(logged).toContain('"msg":"lead request failed"');
    expect(logged).toMatch(kind === "postgres" ? /"code":"P0001","message":"disk full"/ : /"message":"disk full"/);
    for (const personal of ["Maria", "9000", "8888", "Failing row"]) expect(logged).not.toContain(personal);
  });

  it("stores a lead whose query-string tags carry NUL, C1, bidi and zero-width characters, without them", async () => {
    // jsonb refuses "\u0000": before the schema removed it, PostgreSQL answered 500 and lost the lead.
    // Bidi overrides and zero-width characters would make an export or a chat show other text.
    const lines = await startLoggingApp(kind);
    const lead = validLead(1);
    const response = await postLead({
      ...lead,
      name: "Maria\u200b José\u202e da Silva",
      tags: [
        ...lead.tags,
        { name: "utm_campaign", value: "dor\u0000 no\u0007 peito\ud83d" },
        { name: "utm\u2066_medium", value: "a\u0085b\u202ec\u200dd\ufeffe\u00adf\u2069" },
      ],
    });
    expect(response.statusCode).toBe(201);
    const [stored] = await storedLeads();
    expect(stored!.payload).toEqual({
      ...lead,
      name: "Maria José da Silva",
      tags: [
        ...lead.tags,
        { name: "utm_campaign", value: "dor no peito\ufffd" },
        { name: "utm_medium", value: "abcdef" },
      ],
    });
    expect(lines.join("")).not.toContain("Maria");
  });
});

describe("POST /webhook/:automationId", () => {
  it.each([
    ["too short", "abc1234"],
    ["too long", "x".repeat(129)],
    ["with a space", "abc def 123"],
    ["with a slash", "abcd/efgh"],
    ["not ASCII", "chave-çãõ-123"],
  ])("refuses an Idempotency-Key %s with 400 and stores nothing", async (_label, key) => {
    await startApp();
    const response = await postLead(validLead(), {
      headers: { "content-type": "application/json", "idempotency-key": key },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ok: false, error: expect.stringMatching(/^Idempotency-Key inválido/) });
    expect(await storedLeads()).toEqual([]);
  });

  it("does not store the empty honeypot field", async () => {
    await startApp();
    expect((await postLead({ ...validLead(), website: "" })).statusCode).toBe(201);
    expect((await storedLeads())[0]!.payload).not.toHaveProperty("website");
  });

  it("accepts a charset parameter on the JSON content type", async () => {
    await startApp();
    expect(
      (await postLead(validLead(), { headers: { "content-type": "application/json; charset=utf-8" } })).statusCode,
    ).toBe(201);
  });

  const { name: _name, ...withoutName } = validLead();
  const { tags: _tags, ...withoutTags } = validLead();
  const badInputs: [string, () => Promise<{ statusCode: number; json: () => unknown }>, number, RegExp][] = [
    ["a name of the wrong type", () => postLead({ ...validLead(), name: 12345 }), 400, /^Nome deve ser um texto\.$/],
    [
      "tags of the wrong type",
      () => postLead({ ...validLead(), tags: { form: "x" } }),
      400,
      /^tags deve ser uma lista/,
    ],
    [
      "a phone of the wrong type",
      () => postLead({ ...validLead(), phone: 5531999998888 }),
      400,
      /^Telefone deve ser um texto\.$/,
    ],
    ["a missing name", () => postLead(withoutName), 400, /^Nome é obrigatório\.$/],
    ["missing tags", () => postLead(withoutTags), 400, /^tags é obrigatório/],
    ["an empty object", () => postLead({}), 400, /^Nome é obrigatório\.$/],
    ["a JSON array", () => postLead([validLead()]), 400, /^O corpo deve ser um objeto JSON/],
    ["JSON null", () => postLead("null"), 400, /^O corpo deve ser um objeto JSON/],
    [
      "a <script> tag in the name",
      () => postLead({ ...validLead(), name: "<script>alert(1)</script>" }),
      400,
      /^Nome deve conter apenas letras e espaços\.$/,
    ],
    [
      "a short phone",
      () => postLead({ ...validLead(), phone: "+55 (31) 9999" }),
      400,
      /^Telefone deve ter pelo menos 8 dígitos\.$/,
    ],
    [
      "a Brazilian mobile without DDD",
      () => postLead({ ...validLead(), phone: "+55 (99) 9998-888" }),
      400,
      /^Inclua o DDD: \(31\) 98765-4321$/,
    ],
    [
      "a Brazilian landline without DDD",
      () => postLead({ ...validLead(), phone: "+55 3333-4444" }),
      400,
      /^Inclua o DDD: \(31\) 98765-4321$/,
    ],
    [
      "a DDD that does not exist",
      () => postLead({ ...validLead(), phone: "+55 (20) 98765-4321" }),
      400,
      /^Confira o número: com DDD, \(31\) 98765-4321 ou \(31\) 3333-4444$/,
    ],
    [
      "a 9-digit Brazilian number not starting with 9",
      () => postLead({ ...validLead(), phone: "+55 (31) 33330-0001" }),
      400,
      /^Confira o número: com DDD/,
    ],
    [
      "an 8-digit Brazilian number starting with 9 (an old mobile)",
      () => postLead({ ...validLead(), phone: "+55 (31) 9333-4444" }),
      400,
      /^Confira o número: com DDD/,
    ],
    [
      "letters in the phone",
      () => postLead({ ...validLead(), phone: "+55 (31) 98765-432a" }),
      400,
      /^Telefone deve ter o código do país, um espaço e o número/,
    ],
    [
      "an unknown dial code",
      () => postLead({ ...validLead(), phone: "+7 912 345 67 89" }),
      400,
      /^Telefone com código de país não atendido: \+7\.$/,
    ],
    [
      "an unknown field",
      () => postLead({ ...validLead(), email: "a@b.example" }),
      400,
      /^Campo não permitido: o corpo aceita só name, phone, messageToSend, tags e website\.$/,
    ],
    [
      "31 tags",
      () =>
        postLead({
          ...validLead(),
          tags: Array.from({ length: 31 }, (_, index) => ({ name: `t${index}`, value: "v" })),
        }),
      400,
      /^tags deve ter no máximo 30 itens\.$/,
    ],
    [
      "10 000 tags",
      () => postLead({ ...validLead(), tags: Array.from({ length: 10_000 }, () => ({ name: "t", value: "" })) }),
      413,
      /grande demais/,
    ],
    ["a 1 MB body", () => postLead({ ...validLead(), messageToSend: "x".repeat(1024 * 1024) }), 413, /grande demais/],
    [
      "a text/plain body",
      () => postLead("name=Maria", { headers: { "content-type": "text/plain" } }),
      415,
      /application\/json/,
    ],
    [
      "a form-encoded body",
      () => postLead("name=Maria&phone=1", { headers: { "content-type": "application/x-www-form-urlencoded" } }),
      415,
      /application\/json/,
    ],
    ["no content type", () => postLead("{}", { headers: {} }), 415, /application\/json/],
    [
      "a 1 MB non-JSON body",
      () => postLead("x".repeat(1024 * 1024), { headers: { "content-type": "text/plain" } }),
      415,
      /application\/json/,
    ],
    ["malformed JSON", () => postLead('{"name": "Maria",'), 400, /não é um JSON válido/],
    ["an empty JSON body", () => postLead(""), 400, /vazio/],
    ["a prototype-poisoning body", () => postLead('{"__proto__": {"admin": true}}'), 400, /JSON/],
  ];

  it.each(badInputs)("answers %s with a clear JSON error and stores nothing", async (_label, send, status, message) => {
    await startApp();
    const response = await send();
    expect(response.statusCode).toBe(status);
    const body = response.json() as { ok: boolean; error: string };
    expect(body.ok).toBe(false);
    expect(body.error).toMatch(message);
    expect(await storedLeads()).toEqual([]);
  });

  it("answers a filled honeypot like a stored lead, and stores nothing", async () => {
    await startApp();
    const response = await postLead({ ...validLead(), website: "https://spam.example" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ ok: true, id: expect.any(String) });
    expect(await storedLeads()).toEqual([]);
  });

  it("answers 404 JSON for another automation id, and stores nothing", async () => {
    await startApp();
    const response = await postLead(validLead(), { url: "/webhook/outro" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ ok: false, error: "Não encontrado." });
    expect(await storedLeads()).toEqual([]);
  });

  it("uses AUTOMATION_ID as the path", async () => {
    await startApp({ AUTOMATION_ID: "f3a9-leads" });
    expect((await postLead(validLead(), { url: "/webhook/f3a9-leads" })).statusCode).toBe(201);
    expect((await postLead(validLead(), { url: "/webhook/agendamento" })).statusCode).toBe(404);
  });

  it("answers 429 JSON past the per-IP rate limit, counting bad requests too, and stores nothing more", async () => {
    await startApp({ LEAD_RATE_LIMIT_PER_MINUTE: "3" });
    expect((await postLead(validLead(1))).statusCode).toBe(201);
    expect((await postLead({})).statusCode).toBe(400);
    expect((await postLead(validLead(2))).statusCode).toBe(201);
    const limited = await postLead(validLead(3));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.json()).toEqual({
      ok: false,
      error: expect.stringMatching(/^Muitos envios em pouco tempo\. Tente novamente em \d+ s\.$/),
    });
    expect(await storedLeads()).toHaveLength(2);

    expect((await postLead(validLead(4), { remoteAddress: "10.0.0.2" })).statusCode).toBe(201);
    expect((await app.inject({ method: "GET", url: "/" })).statusCode).toBe(200);
  });

  it("leaves the static pages as they were", async () => {
    await startApp();
    const page = await app.inject({ method: "GET", url: "/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect((await app.inject({ method: "GET", url: "/webhook/agendamento" })).statusCode).toBe(404);
  });
});

describe("pages on other origins (LEAD_ALLOWED_ORIGINS)", () => {
  const site = "https://www.clinica.example";
  const preflight = (origin: string) =>
    app.inject({
      method: "OPTIONS",
      url: "/webhook/agendamento",
      headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });

  it("answers the preflight of an allowed origin and names it on every answer, errors included", async () => {
    await startApp({ LEAD_ALLOWED_ORIGINS: `${site}, https://outra.example` });
    const allowed = await preflight(site);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers).toMatchObject({
      "access-control-allow-origin": site,
      "access-control-allow-methods": "POST",
      // The browser sends each lead's id as Idempotency-Key (app/lib/lead/outbox.ts).
      "access-control-allow-headers": "content-type, idempotency-key",
      vary: "Origin",
    });

    const stored = await postLead(validLead(1), { headers: { "content-type": "application/json", origin: site } });
    expect(stored.statusCode).toBe(201);
    expect(stored.headers["access-control-allow-origin"]).toBe(site);
    const refused = await postLead({ name: "A" }, { headers: { "content-type": "application/json", origin: site } });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers["access-control-allow-origin"]).toBe(site);
    expect(await storedLeads()).toHaveLength(1);
  });

  it("gives any other origin no CORS header and refuses its preflight", async () => {
    await startApp({ LEAD_ALLOWED_ORIGINS: site });
    const denied = await preflight("https://intruso.example");
    expect(denied.statusCode).toBe(403);
    expect(denied.headers["access-control-allow-origin"]).toBeUndefined();
    expect(denied.json()).toEqual({ ok: false, error: expect.stringContaining("Origem não autorizada") });
    const posted = await postLead(validLead(2), {
      headers: { "content-type": "application/json", origin: "https://intruso.example" },
    });
    expect(posted.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("allows no other origin when unset, and refuses a malformed list at start", async () => {
    await startApp();
    expect((await preflight(site)).statusCode).toBe(403);
    expect(() => testEnv({ LEAD_ALLOWED_ORIGINS: "https://www.clinica.example/" })).toThrow(/LEAD_ALLOWED_ORIGINS/);
    expect(() => testEnv({ LEAD_ALLOWED_ORIGINS: "www.clinica.example" })).toThrow(/LEAD_ALLOWED_ORIGINS/);
  });
});

describe.each(storeKinds)("lead relay with an upstream on %s", (kind) => {
  it("forwards every accepted lead exactly once per idempotency key through upstream failures", async () => {
    upstream = await startStubUpstream(
      (previous) => [{ status: 502 }, "drop" as const, { status: 404 }][previous] ?? { status: 200 },
    );
    await startApp({ AUTOMATION_WEBHOOK_URL: upstream.url }, kind);
    const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => postLead(validLead(index))));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const ids = responses.map((response) => (response.json() as { id: string }).id);

    await waitFor(async () => (await app.leadStore.counts()).delivered === 20, 15_000, "all 20 leads delivered");

    const byKey = upstream.deliveredByKey();
    expect([...byKey.keys()].sort()).toEqual([...ids].sort());
    ids.forEach((id, index) => {
      expect(byKey.get(id)).toEqual([validLead(index)]);
      expect(upstream!.requests.filter((request) => request.idempotencyKey === id)).toHaveLength(4);
    });
    // Attempts that died on a dropped kept-alive socket before reaching the stub count too.
    for (const lead of await storedLeads()) expect(lead.attempts).toBeGreaterThanOrEqual(4);
  });

  it("forwards a lead sent twice with one Idempotency-Key once, under the client's key", async () => {
    upstream = await startStubUpstream(() => ({ status: 200 }));
    await startApp({ AUTOMATION_WEBHOOK_URL: upstream.url }, kind);
    const withKey = { headers: { "content-type": "application/json", "idempotency-key": clientKey } };
    expect((await postLead(validLead(3), withKey)).statusCode).toBe(201);
    await waitFor(async () => (await app.leadStore.counts()).delivered === 1, 5000, "the lead delivered");
    expect((await postLead(validLead(3), withKey)).statusCode).toBe(200);
    // A later poll would find a second lead if one had been stored.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(upstream.requests.map((request) => request.idempotencyKey)).toEqual([clientKey]);
    expect(upstream.deliveredByKey().get(clientKey)).toEqual([validLead(3)]);
  });

  it("closes the forwarder and the store with the app", async () => {
    upstream = await startStubUpstream(() => "hang");
    await startApp({ AUTOMATION_WEBHOOK_URL: upstream.url }, kind);
    expect((await postLead(validLead())).statusCode).toBe(201);
    await waitFor(() => upstream!.requests.length === 1);
    await app.close();
    await expect(app.leadStore.counts()).rejects.toThrow();
    const reopened = await openLeadStore(env);
    try {
      expect(await reopened.list()).toMatchObject([{ status: "pending", attempts: 0, claimedBy: null }]);
    } finally {
      await reopened.close();
    }
  });
});
