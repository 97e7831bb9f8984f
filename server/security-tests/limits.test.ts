/**
 * Limits a single client cannot get around, against a listening server: a body trickled a byte
 * at a time is cut, idle and kept-alive connections are closed, past the cap new connections are
 * dropped, and the lead and /rum rate limits count an IPv6 client by its /64.
 */
import net from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { buildServer, type BuildServerOptions } from "../app";
import { loadEnv } from "../env";
import { connectionLimits, securityHeaders } from "../http-policy";
import { removeTempDirs, validLead } from "../testing/leads";
import { rateLimitKey } from "../rate-limit-key";
import { testEnv } from "../testing/env";

let app: FastifyInstance | undefined;
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await app?.close();
  app = undefined;
});
afterAll(removeTempDirs);

async function listening(options: Partial<BuildServerOptions> = {}, env: Record<string, string> = {}) {
  app = await buildServer({ env: testEnv(env), ...options });
  await app.listen({ host: "127.0.0.1", port: 0 });
  return (app.server.address() as net.AddressInfo).port;
}

interface RawConnection {
  socket: net.Socket;
  /** Everything the server wrote so far. */
  received: () => string;
  closed: Promise<number>;
}

async function connect(port: number): Promise<RawConnection> {
  const socket = net.connect(port, "127.0.0.1");
  sockets.push(socket);
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
  socket.on("error", () => {});
  const openedAt = performance.now();
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(performance.now() - openedAt)));
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  return { socket, received: () => received, closed };
}

describe("connection limits", () => {
  it("are on in production: 15 s a request, 10 s for headers, 30 s idle, 5 s kept alive, 1024 connections", async () => {
    await listening();
    expect(connectionLimits).toMatchObject({
      requestTimeoutMs: 15_000,
      headersTimeoutMs: 10_000,
      connectionTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: 1024,
    });
    expect(app!.server.requestTimeout).toBe(15_000);
    expect(app!.server.headersTimeout).toBe(10_000);
    expect(app!.server.timeout).toBe(30_000);
    expect(app!.server.keepAliveTimeout).toBe(5_000);
    expect(app!.server.maxConnections).toBe(1024);
  });

  it("listen on loopback unless HOST says otherwise", () => {
    expect(loadEnv({}).HOST).toBe("127.0.0.1");
    expect(loadEnv({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
  });

  it("cut a body trickled a byte at a time with 408 and our headers, and close the connection", async () => {
    const port = await listening({
      limits: { requestTimeoutMs: 1_500, headersTimeoutMs: 1_000, checkIntervalMs: 200 },
    });
    const { socket, received, closed } = await connect(port);
    socket.write(
      "POST /webhook/agendamento HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{",
    );
    const trickle = setInterval(() => socket.writable && socket.write(" "), 100);
    const closedAfterMs = await closed;
    clearInterval(trickle);
    expect(closedAfterMs).toBeLessThan(3_500);
    expect(received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    for (const [name, value] of Object.entries(securityHeaders)) expect(received()).toContain(`${name}: ${value}`);
    expect(received()).toContain("Tempo de requisição esgotado.");
  });

  it("close a kept-alive connection once idle past its timeout", async () => {
    const port = await listening({ limits: { keepAliveTimeoutMs: 300 } });
    const { socket, received, closed } = await connect(port);
    socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n");
    const closedAfterMs = await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(closedAfterMs).toBeLessThan(2_000);
  });

  it("drop new connections past the cap, and take them again once one closes", async () => {
    const port = await listening({ limits: { maxConnections: 2 } });
    const held = [await connect(port), await connect(port)];
    // Connected by the kernel, then dropped by the server at once, without an answer.
    const refused = await connect(port);
    expect(await refused.closed).toBeLessThan(2_000);
    expect(refused.received()).toBe("");
    held[0]!.socket.destroy();
    await held[0]!.closed;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, { headers: { connection: "close" } });
    expect(response.status).toBe(200);
  });
});

describe("rate limits by client", () => {
  it("count an IPv6 address by its /64, an IPv4-mapped one as its IPv4, an IPv4 address as itself", () => {
    expect(rateLimitKey("2001:db8:42:7::1")).toBe("2001:db8:42:7::/64");
    expect(rateLimitKey("2001:0db8:0042:0007:ffff:1:2:3")).toBe("2001:db8:42:7::/64");
    expect(rateLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(rateLimitKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKey("203.0.113.9")).toBe("203.0.113.9");
  });

  it("take 10 leads from 15 addresses of one IPv6 /64, and still take another /64's", async () => {
    app = await buildServer({ env: testEnv({ TRUST_PROXY: "127.0.0.1", LEAD_RATE_LIMIT_PER_MINUTE: "10" }) });
    const post = (address: string, index: number) =>
      app!.inject({
        method: "POST",
        url: "/webhook/agendamento",
        remoteAddress: "127.0.0.1",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        payload: JSON.stringify(validLead(index)),
      });
    const answers: number[] = [];
    for (let index = 1; index <= 15; index++)
      answers.push((await post(`2001:db8:42:7::${index.toString(16)}`, index)).statusCode);
    expect(answers).toEqual([...Array<number>(10).fill(201), ...Array<number>(5).fill(429)]);
    expect((await post("2001:db8:42:8::1", 16)).statusCode).toBe(201);
  });

  it("take /rum beacons from one IPv6 /64 up to the limit", async () => {
    app = await buildServer({ env: testEnv({ TRUST_PROXY: "127.0.0.1", RUM_RATE_LIMIT_PER_MINUTE: "3" }) });
    const beacon = (address: string) =>
      app!.inject({
        method: "POST",
        url: "/rum",
        remoteAddress: "127.0.0.1",
        headers: { "content-type": "text/plain;charset=UTF-8", "x-forwarded-for": address },
        payload: JSON.stringify({ route: "/psiquiatra", device: "mobile", lcp: 1800 }),
      });
    const answers: number[] = [];
    for (let index = 1; index <= 5; index++) answers.push((await beacon(`2001:db8:42:7::${index}`)).statusCode);
    expect(answers).toEqual([204, 204, 204, 429, 429]);
    expect((await beacon("2001:db8:42:8::1")).statusCode).toBe(204);
  });
});
