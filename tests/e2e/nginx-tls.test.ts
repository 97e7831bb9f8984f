/**
 * The generated deploy at its edge, run by real nginx (Debian's package) with a throw-away
 * certificate: build/nginx.conf's production shape passes `nginx -t`; served, port 80 only
 * redirects (Let's Encrypt's challenges aside), TLS 1.2/1.3 with HTTP/2, our headers on every
 * answer nginx makes itself (redirects, 400s, 429s), and the relay's locations rate-limited.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import tls from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "#server/env.ts";
import { nonDocumentCsp, securityHeaders } from "#server/http-policy.ts";
import {
  defaultLeadRelayUpstream,
  loadSiteRules,
  productionNginxOptions,
  renderNginxServer,
  type DeploySettings,
} from "#scripts/deploy-config.ts";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const clientDir = path.join(projectRoot, "build/client");
const nginxBinary = "/usr/sbin/nginx";
const host = "www.clinica.example";
const { AUTOMATION_ID, VITE_LEAD_ENDPOINT, VITE_GTM_ID } = loadEnv({});
const settings: DeploySettings = { AUTOMATION_ID, VITE_LEAD_ENDPOINT, VITE_GTM_ID };

const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "clinica-nginx-tls-"));
const certificate = path.join(prefix, "fullchain.pem");
const certificateKey = path.join(prefix, "privkey.pem");
const acmeWebroot = path.join(prefix, "acme");

/** The smallest nginx.conf around our file; every path nginx writes stays in the prefix dir. */
function mainConfig(siteFile: string): string {
  const temps = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
    (name) => `    ${name}_temp_path ${path.join(prefix, name)};`,
  );
  const workerUser = process.getuid?.() === 0 ? [`user ${os.userInfo().username};`] : [];
  return [
    ...workerUser,
    "worker_processes 1;",
    "events { worker_connections 64; }",
    "http {",
    ...temps,
    `    include ${siteFile};`,
    "}",
    "",
  ].join("\n");
}

function writeConfig(name: string, site: string): string {
  fs.writeFileSync(path.join(prefix, `${name}.site.conf`), site);
  const config = path.join(prefix, `${name}.nginx.conf`);
  fs.writeFileSync(config, mainConfig(path.join(prefix, `${name}.site.conf`)));
  return config;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(
  secure: boolean,
  port: number,
  requestPath: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const send = secure ? https.request : http.request;
    const outgoing = send(
      {
        host: "127.0.0.1",
        port,
        path: requestPath,
        method: options.method ?? "GET",
        headers: { host, ...options.headers },
        agent: false,
        servername: host,
        rejectUnauthorized: false,
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

function expectOurHeaders(answer: Answer, label: string, { hsts }: { hsts: boolean }) {
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (name === "strict-transport-security" && !hsts) expect(answer.headers[name], label).toBeUndefined();
    else expect(answer.headers[name], `${label}: ${name}`).toBe(value);
  }
  expect(answer.headers["content-security-policy"], `${label}: CSP`).toBeTruthy();
}

beforeAll(() => {
  const result = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      `/CN=${host}`,
      "-keyout",
      certificateKey,
      "-out",
      certificate,
    ],
    { encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`openssl failed: ${result.stderr}`);
  fs.mkdirSync(path.join(prefix, "logs"), { recursive: true });
  fs.mkdirSync(path.join(acmeWebroot, ".well-known/acme-challenge"), { recursive: true });
  fs.writeFileSync(path.join(acmeWebroot, ".well-known/acme-challenge/token-1"), "token-1.key");
});
afterAll(() => fs.rmSync(prefix, { recursive: true, force: true }));

describe("the production nginx config", () => {
  it("passes nginx -t as the build writes it: 80 and 443 on IPv4 and IPv6, TLS 1.2/1.3, HTTP/2, limit_req", () => {
    const rules = loadSiteRules(clientDir, settings);
    const site = renderNginxServer(rules, {
      root: clientDir,
      ...productionNginxOptions(host),
      tls: { certificate, certificateKey },
      acmeWebroot,
      leadRelayUpstream: defaultLeadRelayUpstream,
      // The production folder (/var/log/clinica-nginx) is the machine's; the test's own here.
      accessLogDir: path.join(prefix, "logs"),
    });
    for (const line of [
      "listen 80;",
      "listen [::]:80;",
      "listen 443 ssl http2;",
      "listen [::]:443 ssl http2;",
      "ssl_protocols TLSv1.2 TLSv1.3;",
      "ssl_session_tickets off;",
      `location / { return 308 https://${host}$request_uri; }`,
    ])
      expect(site).toContain(line);
    expect(site.match(/limit_req zone=/g)).toHaveLength(2);
    const config = writeConfig("check", site);
    const result = spawnSync(
      nginxBinary,
      ["-t", "-p", prefix, "-c", config, "-g", `pid ${path.join(prefix, "check.pid")}; error_log stderr;`],
      { encoding: "utf8" },
    );
    expect(`${result.stdout}${result.stderr}`).toContain("test is successful");
    expect(result.status).toBe(0);
  });
});

describe("nginx serving it", () => {
  let child: ChildProcess | undefined;
  let httpPort = 0;
  let tlsPort = 0;
  let log = "";

  beforeAll(async () => {
    fs.chmodSync(prefix, 0o755);
    httpPort = await freePort();
    tlsPort = await freePort();
    // The relay is down: its locations answer 502, unless nginx's own rate limit answers first.
    const relayPort = await freePort();
    const rules = loadSiteRules(clientDir, settings);
    const site = renderNginxServer(rules, {
      root: clientDir,
      listen: `127.0.0.1:${httpPort}`,
      serverName: host,
      tls: { certificate, certificateKey, listen: [`127.0.0.1:${tlsPort}`] },
      acmeWebroot,
      leadRelayUpstream: `127.0.0.1:${relayPort}`,
      accessLogDir: path.join(prefix, "logs"),
    });
    const config = writeConfig("run", site);
    child = spawn(
      nginxBinary,
      ["-p", prefix, "-c", config, "-g", `daemon off; pid ${path.join(prefix, "run.pid")}; error_log stderr;`],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (log += chunk));
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        await request(true, tlsPort, "/");
        break;
      } catch (error) {
        if (Date.now() > deadline || child.exitCode !== null)
          throw new Error(`nginx did not start: ${log}`, { cause: error });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  });

  it("redirects plain HTTP to https at the canonical host, with our headers but HSTS", async () => {
    const answer = await request(false, httpPort, "/psiquiatra?utm_source=x");
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe(`https://${host}/psiquiatra?utm_source=x`);
    expectOurHeaders(answer, "308 on port 80", { hsts: false });
    expect(answer.headers["content-security-policy"]).toBe(nonDocumentCsp);
  });

  it("answers Let's Encrypt's challenges on plain HTTP, from the webroot only", async () => {
    const challenge = await request(false, httpPort, "/.well-known/acme-challenge/token-1");
    expect(challenge.status).toBe(200);
    expect(challenge.body).toBe("token-1.key");
    expect((await request(false, httpPort, "/.well-known/acme-challenge/none")).status).toBe(404);
  });

  it("speaks TLS 1.3, and 1.2 when asked, with HTTP/2 offered by ALPN", async () => {
    const handshake = (options: tls.ConnectionOptions) =>
      new Promise<{ protocol: string | null; alpn: string | false | null }>((resolve, reject) => {
        const socket = tls.connect(
          { host: "127.0.0.1", port: tlsPort, servername: host, rejectUnauthorized: false, ...options },
          () => {
            resolve({ protocol: socket.getProtocol(), alpn: socket.alpnProtocol });
            socket.end();
          },
        );
        socket.on("error", reject);
      });
    expect(await handshake({ ALPNProtocols: ["h2", "http/1.1"] })).toEqual({ protocol: "TLSv1.3", alpn: "h2" });
    expect((await handshake({ maxVersion: "TLSv1.2" })).protocol).toBe("TLSv1.2");
  });

  it("serves pages over TLS with HSTS and their CSP, files and nginx's own 400 with the CSP that allows nothing", async () => {
    const page = await request(true, tlsPort, "/psiquiatra");
    expect(page.status).toBe(200);
    expectOurHeaders(page, "page", { hsts: true });
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    const file = await request(true, tlsPort, "/robots.txt");
    expectOurHeaders(file, "robots.txt", { hsts: true });
    expect(file.headers["content-security-policy"]).toBe(nonDocumentCsp);
    const climbing = await request(true, tlsPort, "/../../etc/passwd");
    expect(climbing.status).toBe(400);
    expectOurHeaders(climbing, "400", { hsts: true });
    expect(climbing.headers["content-security-policy"]).toBe(nonDocumentCsp);
    const slash = await request(true, tlsPort, "/psiquiatra/");
    expect(slash.status).toBe(308);
    expectOurHeaders(slash, "308", { hsts: true });
  });

  it("answers a client past the lead rate with 429 from nginx, with our headers", async () => {
    const lead = JSON.stringify({ name: "Teste", phone: "+55 31 99999-0000", messageToSend: "", tags: [] });
    const statuses: number[] = [];
    let limited: Answer | undefined;
    for (let index = 0; index < 25; index++) {
      const answer = await request(true, tlsPort, `/webhook/${AUTOMATION_ID}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: lead,
      });
      statuses.push(answer.status);
      if (answer.status === 429) limited ??= answer;
    }
    // A burst as large as the relay's per-minute limit, then 429; the relay (down here) answers 502 before.
    expect(statuses.filter((status) => status === 502).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expectOurHeaders(limited!, "429", { hsts: true });
    expect(limited!.headers["content-security-policy"]).toBe(nonDocumentCsp);
  });
});
