import { afterEach, describe, expect, it, vi } from "vitest";
import { isRetryableStatus, postLead, sendLead } from "./send-lead";
import { validLead } from "#shared/lead/test-fixtures.ts";

const payload = validLead();

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("sendLead", () => {
  it("POSTs the payload as JSON with keepalive, and a 2xx is success", async () => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    const fetchImpl = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) => new Response('{"ok":true}', { status: 201 }),
    );
    await expect(
      sendLead("/webhook/agendamento", payload, { fetchImpl, idempotencyKey: "0b6c1f9e-lead" }),
    ).resolves.toBe("sent");
    expect(fetchImpl).toHaveBeenCalledWith(
      "/webhook/agendamento",
      expect.objectContaining({ method: "POST", keepalive: true, body: JSON.stringify(payload) }),
    );
    const init = fetchImpl.mock.calls[0]![1]!;
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
    // The payload itself stays the spec's; the lead's id travels in a header.
    expect(new Headers(init.headers).get("idempotency-key")).toBe("0b6c1f9e-lead");
  });

  it("logs a non-2xx with message, status, status text and data", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const fetchImpl = vi.fn(
      async () => new Response('{"ok":false,"error":"inválido"}', { status: 400, statusText: "Bad Request" }),
    );
    await expect(sendLead("/x", payload, { fetchImpl, idempotencyKey: "k" })).resolves.toBe("refused");
    expect(error).toHaveBeenCalledWith("Erro ao enviar formulário", {
      message: "HTTP 400",
      status: 400,
      statusText: "Bad Request",
      data: { ok: false, error: "inválido" },
    });
  });

  it("logs a network error with its message", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const fetchImpl = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(sendLead("/x", payload, { fetchImpl, idempotencyKey: "k" })).resolves.toBe("failed");
    expect(error.mock.calls[0]![1]).toMatchObject({ message: "Failed to fetch" });
  });

  it("stops waiting after 8 s, leaving the request to finish on its own", async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn(() => new Promise<Response>(() => undefined));
    const outcome = sendLead("/x", payload, { fetchImpl, idempotencyKey: "k" });
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(7_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe("timed-out");
  });

  it("takes the relay's answer with its database down (503, Retry-After) as worth sending again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    // As server/leads/routes.ts answers it (server/leads/store-down.test.ts): the outbox keeps the lead.
    const fetchImpl = vi.fn(
      async () =>
        new Response(JSON.stringify({ ok: false, error: "O banco de contatos está fora do ar por instantes." }), {
          status: 503,
          headers: { "content-type": "application/json", "retry-after": "30" },
        }),
    );
    await expect(postLead("/x", payload, { fetchImpl, idempotencyKey: "k" })).resolves.toBe("failed");
  });

  it.each([
    [500, "failed"],
    [503, "failed"],
    [429, "failed"],
    [408, "failed"],
    [400, "refused"],
    [404, "refused"],
    [413, "refused"],
  ] as const)("answers %i: %s (worth sending again or refused for good)", async (status, outcome) => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const fetchImpl = vi.fn(async () => new Response("{}", { status }));
    await expect(postLead("/x", payload, { fetchImpl, idempotencyKey: "k" })).resolves.toBe(outcome);
    expect(isRetryableStatus(status)).toBe(outcome === "failed");
  });
});
