import http from "node:http";
import type { AddressInfo } from "node:net";
import type { QueryFunctionContext } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQueryClient, getQueryFn } from "./query-client";

/**
 * The fetcher against a real HTTP server. Cookies and the cache rules need a browser (Node's fetch
 * keeps no cookies, and TanStack Query never retries outside one): tests/e2e/ui-facilities.test.ts.
 */

let server: http.Server;
let origin: string;
const received: { method?: string; path?: string }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    received.push({ method: request.method, path: request.url });
    if (request.url === "/api/sem-sessao") return response.writeHead(401).end("sem sessão");
    if (request.url === "/api/quebrado") return response.writeHead(500).end("quebrou");
    if (request.url === "/api/indisponivel") return response.writeHead(503).end();
    response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ exame: "ECG" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const fetchKey = (queryKey: string[], on401: "throw" | "returnNull" = "throw") =>
  getQueryFn({ on401 })({
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
    client: createQueryClient(),
  } as unknown as QueryFunctionContext);

describe("generic data fetcher", () => {
  it("GETs the key's segments joined by '/' and reads the JSON", async () => {
    received.length = 0;
    await expect(fetchKey([`${origin}/api`, "exames", "12"])).resolves.toEqual({ exame: "ECG" });
    expect(received).toEqual([{ method: "GET", path: "/api/exames/12" }]);
  });

  it("throws '401: body' on 401 by default, and returns null when configured to", async () => {
    await expect(fetchKey([`${origin}/api/sem-sessao`])).rejects.toThrow(new Error("401: sem sessão"));
    await expect(fetchKey([`${origin}/api/sem-sessao`], "returnNull")).resolves.toBeNull();
  });

  it("turns any other failure into 'status: body', or 'status: status text' when the body is empty", async () => {
    await expect(fetchKey([`${origin}/api/quebrado`], "returnNull")).rejects.toThrow(new Error("500: quebrou"));
    await expect(fetchKey([`${origin}/api/indisponivel`])).rejects.toThrow(new Error("503: Service Unavailable"));
  });
});
