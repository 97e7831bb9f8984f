/**
 * PostgreSQL stopped under a running relay (security review E16): every lead is answered 503 with
 * Retry-After, never 2xx, and `/readyz` says the relay cannot take leads; once PostgreSQL is back
 * the same leads sent again are stored, each once, and none acknowledged before was lost. A
 * PostgreSQL of its own, so stopping it disturbs no other test.
 */
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, startTemporaryPostgres, type TemporaryPostgres } from "#tests/postgres.ts";
import { buildServer } from "../app";
import { loadStaticSite } from "../static-site";
import { testEnv } from "../testing/env";
import { projectRoot, removeTempDirs, validLead } from "../testing/leads";
import { STORE_RETRY_AFTER_SECONDS, storeUnavailable } from "./store-unavailable";

let postgres: TemporaryPostgres;
let databaseUrl: string;
let app: FastifyInstance;

beforeAll(async () => {
  postgres = startTemporaryPostgres({ durable: false });
  databaseUrl = await createTestDatabase(postgres.adminUrl);
  app = await buildServer({
    env: testEnv({ DATABASE_URL: databaseUrl, LEAD_RATE_LIMIT_PER_MINUTE: "1000" }),
    site: loadStaticSite(path.join(projectRoot, "build/client")),
  });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app?.close();
  postgres?.stop();
  removeTempDirs();
});

const postLead = (index: number, key: string) =>
  app.inject({
    method: "POST",
    url: "/webhook/agendamento",
    headers: { "content-type": "application/json", "idempotency-key": key },
    payload: validLead(index),
  });

describe("the relay with PostgreSQL stopped", () => {
  it("answers 503 with Retry-After, then stores the same leads once PostgreSQL is back, losing none", async () => {
    expect((await postLead(0, "antes-da-queda-0")).statusCode).toBe(201);
    expect((await postLead(1, "antes-da-queda-1")).statusCode).toBe(201);

    postgres.pause();
    for (const index of [2, 3, 4]) {
      const refused = await postLead(index, `durante-a-queda-${index}`);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers["retry-after"]).toBe(String(STORE_RETRY_AFTER_SECONDS));
      expect(refused.headers["cache-control"]).toBe("no-store");
      expect(refused.json()).toEqual({
        ok: false,
        error: `O banco de contatos está fora do ar por instantes. O lead não foi registrado; envie de novo em ${STORE_RETRY_AFTER_SECONDS} s.`,
      });
    }
    expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(503);

    postgres.resume();
    // What a client does with a 503: the same lead, under the same key, again.
    for (const index of [2, 3, 4]) expect((await postLead(index, `durante-a-queda-${index}`)).statusCode).toBe(201);
    expect((await postLead(2, "durante-a-queda-2")).statusCode).toBe(200);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ idempotency_key: string }>(
        "SELECT idempotency_key FROM leads ORDER BY idempotency_key",
      );
      expect(rows.map((row) => row.idempotency_key)).toEqual([
        "antes-da-queda-0",
        "antes-da-queda-1",
        "durante-a-queda-2",
        "durante-a-queda-3",
        "durante-a-queda-4",
      ]);
    } finally {
      await client.end();
    }
  }, 120_000);
});

describe("what counts as the store being unreachable", () => {
  it("connection errors, PostgreSQL's connection and shutdown states, SQLite busy; not a refused write", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
      syscall: "connect",
    });
    for (const error of [
      refused,
      Object.assign(new Error("connect ENOENT /run/postgresql/.s.PGSQL.5432"), { code: "ENOENT", syscall: "connect" }),
      Object.assign(new AggregateError([refused, refused]), { code: "ECONNREFUSED" }),
      new AggregateError([refused]),
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      Object.assign(new Error("the database system is starting up"), { code: "57P03" }),
      Object.assign(new Error("sorry, too many clients already"), { code: "53300" }),
      Object.assign(new Error("connection failure"), { code: "08006" }),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      new Error("wrapped", { cause: refused }),
      Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" }),
    ])
      expect(storeUnavailable(error), String(error)).toBe(true);
    for (const error of [
      Object.assign(new Error("disk full"), { code: "P0001" }),
      Object.assign(new Error("disk full"), { code: "SQLITE_FULL" }),
      Object.assign(new Error("duplicate key"), { code: "23505" }),
      new Error("ENOENT: no such file"),
      undefined,
      "ECONNREFUSED",
    ])
      expect(storeUnavailable(error), String(error)).toBe(false);
  });
});
