import type { QueryFunctionContext } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient, getQueryFn, throwIfResponseNotOk } from "./query-client";

const context = (queryKey: string[]) => ({ queryKey, signal: new AbortController().signal, meta: undefined, client: createQueryClient() }) as unknown as QueryFunctionContext;

afterEach(() => vi.unstubAllGlobals());

describe("generic data fetcher", () => {
  it("GETs the key segments joined by '/', with cookies, and reads JSON", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(getQueryFn({ on401: "throw" })(context(["/api", "exames", "12"]))).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledWith("/api/exames/12", { credentials: "include" });
  });

  it("returns null on 401 when asked to, and throws '401: body' otherwise", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("sem sessão", { status: 401, statusText: "Unauthorized" })));
    await expect(getQueryFn({ on401: "returnNull" })(context(["/api/me"]))).resolves.toBeNull();
    await expect(getQueryFn({ on401: "throw" })(context(["/api/me"]))).rejects.toThrow("401: sem sessão");
  });

  it("turns a non-2xx into 'status: body', or 'status: statusText' when the body is empty", async () => {
    await expect(throwIfResponseNotOk(new Response("quebrou", { status: 500 }))).rejects.toThrow("500: quebrou");
    await expect(throwIfResponseNotOk(new Response("", { status: 503, statusText: "Service Unavailable" }))).rejects.toThrow("503: Service Unavailable");
    await expect(throwIfResponseNotOk(new Response("{}", { status: 200 }))).resolves.toBeUndefined();
  });

  it("configures the cache: never stale, no polling, no refetch on focus, no retries", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ staleTime: Infinity, refetchInterval: false, refetchOnWindowFocus: false, retry: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it("does not retry a failed query", async () => {
    const fetchMock = vi.fn(async () => new Response("erro", { status: 500 }));
    vi.stubGlobal("fetch", fetchMock);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ["/api/x"] })).rejects.toThrow("500: erro");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
