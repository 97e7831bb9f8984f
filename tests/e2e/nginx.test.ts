/**
 * The build served by real nginx (Debian's package), configured only by the generated
 * server block, answers like our own server: pages, aliases, 404s, redirects, compression,
 * caching, security headers, per-page CSP, no traversal, and leads and speed beacons proxied to
 * our relay.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import Database from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { pageUrlPaths as pageUrlPathsOf } from "#app/site/registry.ts";
import { Publisher } from "#editor/publisher.ts";
import { buildServer } from "#server/app.ts";
import { loadEnv } from "#server/env.ts";
import { securityHeaders } from "#server/http-policy.ts";
import { removeTempDirs, validLead } from "#server/testing/leads.ts";
import { testEnv, unknownPaths } from "#server/testing/env.ts";
import {
  buildTimeSettings,
  loadSiteRules,
  renderHeadersFile,
  nginxAccessLogs,
  renderNginxServer,
  renderRedirectsFile,
  type DeploySettings,
} from "#scripts/deploy-config.ts";
import { nginxTestOnPrefix, scratchGlobals, scratchMainConfig } from "#scripts/deploy/nginx-scratch.ts";
import { makeThrowawayCertificate } from "#scripts/deploy/testing/throwaway-certificate.ts";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const clientDir = path.join(projectRoot, "build/client");
const nginxBinary = "/usr/sbin/nginx";
const pageUrlPaths = pageUrlPathsOf();

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw HTTP request: the path goes out exactly as written (fetch would normalize it) and nothing is decompressed. */
function rawRequest(
  port: number,
  requestPath: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: requestPath,
        method: options.method ?? "GET",
        headers: options.headers,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function requireNginx(): void {
  if (!fs.existsSync(nginxBinary)) {
    throw new Error(
      `nginx not found at ${nginxBinary}: install the Debian package \`nginx\` (as root: apt-get install -y --no-install-recommends nginx); \`npm test\` installs it when run as root.`,
    );
  }
}

/** nginx's own check of a config, as `nginx -t` (nothing is bound or started). */
function checkConfig(serverBlock: string): { ok: boolean; output: string } {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "clinica-nginx-check-"));
  try {
    // The access logs go to the prefix, as build/nginx-logrotate.conf's folder would on a server.
    const site = serverBlock.replaceAll(`${nginxAccessLogs.dir}/`, `${prefix}/`);
    const result = nginxTestOnPrefix(nginxBinary, prefix, site);
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
  } finally {
    fs.rmSync(prefix, { recursive: true, force: true });
  }
}

interface RunningNginx {
  port: number;
  /** What nginx wrote to its error log (stderr) so far. */
  errors: () => string;
  /** Where this nginx writes its access logs. */
  logDir: string;
  stop(): Promise<void>;
}

/** Starts nginx in the foreground on a free loopback port, with the server block rendered for it. */
async function startNginx(
  renderServerBlock: (listen: string, logDir: string) => string,
  worker?: string,
): Promise<RunningNginx> {
  requireNginx();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "clinica-nginx-"));
  // As root, nginx's workers run as `nobody` and must reach the temp dirs inside the prefix.
  fs.chmodSync(prefix, 0o755);
  const configFile = path.join(prefix, "nginx.conf");
  // Another process may take the free port before nginx binds it: then try another.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    fs.writeFileSync(path.join(prefix, "site.conf"), renderServerBlock(`127.0.0.1:${port}`, prefix));
    fs.writeFileSync(configFile, scratchMainConfig(prefix, [path.join(prefix, "site.conf")], { worker }));
    const child = spawn(nginxBinary, ["-p", prefix, "-c", configFile, "-g", `daemon off; ${scratchGlobals(prefix)}`], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let log = "";
    child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (log += chunk));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const ready = await waitUntilServing(port, exited);
    if (ready) return { port, errors: () => log, logDir: prefix, stop: () => stopNginx(child, exited, prefix) };
    if (/Address already in use/.test(log) && attempt < 3) continue;
    fs.rmSync(prefix, { recursive: true, force: true });
    throw new Error(`nginx did not start:\n${log}`);
  }
}

/** True once nginx answers; false if it exits first or does not answer within 10 s. */
async function waitUntilServing(port: number, exited: Promise<number | null>): Promise<boolean> {
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const deadline = Date.now() + 10_000;
  while (!hasExited && Date.now() < deadline) {
    try {
      await rawRequest(port, "/");
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return false;
}

/** Fast shutdown of the master (its workers go with it); never leaves a process behind. */
async function stopNginx(child: ChildProcess, exited: Promise<number | null>, prefix: string): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill("SIGTERM");
    const timeout = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timeout);
  }
  fs.rmSync(prefix, { recursive: true, force: true });
}

/**
 * nginx for the enclosing describe block, stopped after it. If it cannot start (not installed),
 * every test fails with the reason; a throwing beforeAll would have them reported as skipped.
 */
function useNginx(
  renderServerBlock: () => (listen: string, logDir: string) => string,
): (() => number) & { logDir: () => string } {
  let running: RunningNginx | undefined;
  let startError: unknown;
  beforeAll(async () => {
    try {
      running = await startNginx(renderServerBlock());
    } catch (error) {
      startError = error;
    }
  });
  afterAll(() => running?.stop());
  const started = () => {
    if (!running) throw startError;
    return running;
  };
  return Object.assign(() => started().port, { logDir: () => started().logDir });
}

const serverPort = () => Number(new URL(inject("baseURL")).port);
/** The settings of the test server of tests/e2e/global-setup.ts (testEnv): the defaults. */
const relaySettings = (): DeploySettings => {
  const { AUTOMATION_ID, VITE_LEAD_ENDPOINT, VITE_GTM_ID } = loadEnv({});
  return { AUTOMATION_ID, VITE_LEAD_ENDPOINT, VITE_GTM_ID };
};
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe("nginx with leads proxied to our relay", () => {
  const nginxPort = useNginx(() => {
    const rules = loadSiteRules(clientDir, relaySettings());
    const relay = new URL(inject("baseURL")).host;
    return (listen, logDir) =>
      renderNginxServer(rules, { root: clientDir, listen, leadRelayUpstream: relay, accessLogDir: logDir });
  });
  const viaNginx = (requestPath: string, options?: Parameters<typeof rawRequest>[2]) =>
    rawRequest(nginxPort(), requestPath, options);
  const viaServer = (requestPath: string, options?: Parameters<typeof rawRequest>[2]) =>
    rawRequest(serverPort(), requestPath, options);

  it("logs each request in the privacy policy's fields: the path apart, never the query, user agent or Referer", async () => {
    const marker = "Marcador-Navegador";
    const linesOf = (file: string) => {
      const full = path.join(nginxPort.logDir(), file);
      return fs.existsSync(full) ? fs.readFileSync(full, "utf8").split("\n").filter(Boolean) : [];
    };
    // The logs already hold the earlier tests' requests: this one's is the line written after them.
    const before = new Map<string, number>(
      [nginxAccessLogs.paths.file, nginxAccessLogs.access.file].map((file) => [file, linesOf(file).length]),
    );
    const response = await viaNginx("/psiquiatra?utm_term=depressao&email=maria%40example.com", {
      headers: { "user-agent": marker, referer: "https://busca.example/?q=ansiedade" },
    });
    expect(response.status).toBe(200);
    const lastLine = async (file: string) => {
      // nginx writes the line once the response is done: give it a moment.
      await expect.poll(() => linesOf(file).length).toBeGreaterThan(before.get(file)!);
      return linesOf(file).at(-1)!;
    };
    const withPath = await lastLine(nginxAccessLogs.paths.file);
    expect(withPath).toMatch(/^127\.0\.0\.1 \[\d{4}-\d{2}-\d{2}T[\d:]+[+-][\d:]+\] GET \/psiquiatra 200$/);
    const withoutPath = await lastLine(nginxAccessLogs.access.file);
    expect(withoutPath).toMatch(/^127\.0\.0\.1 \[\d{4}-\d{2}-\d{2}T[\d:]+[+-][\d:]+\] GET 200$/);
    for (const line of [withPath, withoutPath])
      expect(line).not.toMatch(new RegExp(`depressao|maria|ansiedade|${marker}`));
  });

  it.each(pageUrlPaths)("serves %s with 200 and exactly our server's page, type, caching and CSP", async (urlPath) => {
    const [fromNginx, fromServer] = await Promise.all([viaNginx(urlPath), viaServer(urlPath)]);
    expect(fromNginx.status).toBe(200);
    expect(fromNginx.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(fromNginx.body.equals(fromServer.body)).toBe(true);
    const canonicalPath = urlPath === "/index.html" ? "/" : urlPath.replace(/\.html$/, "");
    expect(new URL(canonicalOf(fromNginx.body.toString())!).pathname).toBe(canonicalPath);
    expect(fromNginx.headers["cache-control"]).toBe(fromServer.headers["cache-control"]);
    expect(fromNginx.headers["content-security-policy"]).toBe(fromServer.headers["content-security-policy"]);
  });

  it.each([
    ...unknownPaths,
    // Files of the build that are not pages: nginx must not serve them either.
    "/psiquiatra.html.gz",
    "/_headers",
    "/_redirects",
  ])("answers %s with 404 and the not-found page, as our server does", async (requestPath) => {
    const [fromNginx, fromServer] = await Promise.all([viaNginx(requestPath), viaServer(requestPath)]);
    expect(fromNginx.status).toBe(404);
    expect(fromNginx.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(fromNginx.headers["cache-control"]).toBe("no-store");
    expect(fromNginx.body.toString()).toContain("404 Page Not Found");
    expect(fromNginx.headers["content-security-policy"]).toBe(fromServer.headers["content-security-policy"]);
  });

  it("redirects a trailing slash to the clean path, keeping the query, like our server", async () => {
    const [fromNginx, fromServer] = await Promise.all([
      viaNginx("/psiquiatra/?utm_source=x"),
      viaServer("/psiquiatra/?utm_source=x"),
    ]);
    expect(fromNginx.status).toBe(308);
    expect(fromNginx.headers.location).toBe("/psiquiatra?utm_source=x");
    expect([fromServer.status, fromServer.headers.location]).toEqual([fromNginx.status, fromNginx.headers.location]);
  });

  it("serves the pre-compressed gzip twin of HTML and JavaScript when asked, identity otherwise", async () => {
    const home = await viaNginx("/");
    const script = /\/assets\/[^"]+\.js/.exec(home.body.toString())![0];
    for (const requestPath of ["/", "/cardiologista.html", script]) {
      const [identity, gzip] = await Promise.all([
        viaNginx(requestPath),
        viaNginx(requestPath, { headers: { "accept-encoding": "gzip" } }),
      ]);
      expect(identity.headers["content-encoding"], requestPath).toBeUndefined();
      expect(gzip.headers["content-encoding"], requestPath).toBe("gzip");
      expect(gzip.headers.vary, requestPath).toBe("Accept-Encoding");
      expect(zlib.gunzipSync(gzip.body).equals(identity.body), requestPath).toBe(true);
    }
    expect((await viaNginx(script)).headers["content-type"]).toBe("text/javascript; charset=utf-8");
  });

  it("caches hashed assets for a year, immutable, revalidates HTML, and answers a matching ETag with 304", async () => {
    const home = await viaNginx("/");
    expect(home.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const script = /\/assets\/[^"]+\.js/.exec(home.body.toString())![0];
    for (const requestPath of [script, "/favicon.svg", "/images/generated/og-image.png"]) {
      const [fromNginx, fromServer] = await Promise.all([viaNginx(requestPath), viaServer(requestPath)]);
      expect(fromNginx.status, requestPath).toBe(200);
      expect(fromNginx.headers["cache-control"], requestPath).toBe(fromServer.headers["cache-control"]);
      expect(fromNginx.headers["content-type"], requestPath).toBe(fromServer.headers["content-type"]);
    }
    expect((await viaNginx(script)).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const revalidated = await viaNginx("/", { headers: { "if-none-match": home.headers.etag as string } });
    expect(revalidated.status).toBe(304);
  });

  it("sends every security header, once, on pages, aliases, files, 404s, redirects and relay answers", async () => {
    const responses = await Promise.all([
      viaNginx("/"),
      viaNginx("/psiquiatra.html"),
      viaNginx("/favicon.svg"),
      viaNginx("/nao-existe"),
      viaNginx("/psiquiatra/"),
      viaNginx("/webhook/agendamento", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
      viaNginx("/rum", { method: "POST", headers: { "content-type": "text/plain;charset=UTF-8" }, body: "{}" }),
    ]);
    for (const response of responses) {
      for (const [name, value] of Object.entries(securityHeaders))
        expect(response.headers[name], `${response.status} ${name}`).toBe(value);
    }
  });

  it.each([
    "/../../etc/passwd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/assets/..%2f..%2fpackage.json",
    "/%2e%2e%5c%2e%2e%5cpackage.json",
    "/assets/%2e%2e/%2e%2e/package.json",
    "/index%00.html",
    "/images/../../../server/env.ts",
  ])("never serves a file outside the root for %s", async (requestPath) => {
    const response = await viaNginx(requestPath);
    expect([400, 404]).toContain(response.status);
    const body = response.body.toString();
    expect(body).not.toContain("root:");
    expect(body).not.toContain('"dependencies"');
    expect(body).not.toContain("envSchema");
  });

  it("relays a valid lead to our server, which stores it and answers 201", async () => {
    const lead = { ...validLead(4242), name: "Lead Via Nginx" };
    const response = await viaNginx("/webhook/agendamento", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(lead),
    });
    expect(response.status).toBe(201);
    const { ok, id } = JSON.parse(response.body.toString()) as { ok: boolean; id: string };
    expect(ok).toBe(true);
    const db = new Database(inject("databasePath"), { readonly: true });
    const row = db.prepare("SELECT payload FROM leads WHERE id = ?").get(id) as { payload: string } | undefined;
    db.close();
    expect(JSON.parse(row!.payload)).toMatchObject({ name: "Lead Via Nginx", phone: lead.phone });
  });

  it("passes on the relay's 400 for an invalid lead and refuses a body over 16 KiB itself", async () => {
    const invalid = await viaNginx("/webhook/agendamento", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...validLead(), name: 12345 }),
    });
    expect(invalid.status).toBe(400);
    expect(JSON.parse(invalid.body.toString())).toEqual({ ok: false, error: "Nome deve ser um texto." });
    expect(invalid.headers["cache-control"]).toBe("no-store");

    const oversized = await viaNginx("/webhook/agendamento", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...validLead(), messageToSend: "x".repeat(17 * 1024) }),
    });
    expect(oversized.status).toBe(413);
  });

  const postBeacon = (body: string) =>
    viaNginx("/rum?utm_source=x", {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8" },
      body,
    });

  it("relays a beacon as sendBeacon sends it: 204, no cookie", async () => {
    const response = await postBeacon(JSON.stringify({ route: "/psiquiatra", device: "mobile", lcp: 1500 }));
    expect(response.status).toBe(204);
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("passes on the relay's 400 for a bad beacon and refuses a body over 2 KiB itself", async () => {
    const invalid = await postBeacon(JSON.stringify({ route: "/", device: "mobile", lcp: -1 }));
    expect(invalid.status).toBe(400);
    expect(JSON.parse(invalid.body.toString())).toMatchObject({ ok: false, error: expect.stringMatching(/^lcp:/) });
    const oversized = await postBeacon(JSON.stringify({ route: "/", device: "mobile", lcp: 1, x: "x".repeat(2100) }));
    expect(oversized.status).toBe(413);
  });
});

describe("nginx with leads posted to an external automation URL", () => {
  const externalEndpoint = "https://automacao.example.com/webhook/abc123";
  let server: FastifyInstance;
  const nginxPort = useNginx(() => {
    const rules = loadSiteRules(clientDir, { ...relaySettings(), VITE_LEAD_ENDPOINT: externalEndpoint });
    return (listen, logDir) => renderNginxServer(rules, { root: clientDir, listen, accessLogDir: logDir });
  });

  beforeAll(async () => {
    server = await buildServer({ env: testEnv({ VITE_LEAD_ENDPOINT: externalEndpoint }) });
  });
  afterAll(async () => {
    await server?.close();
    removeTempDirs();
  });

  it.each(["/", "/psiquiatra", "/psiquiatra.html", "/nao-existe"])(
    "allows the automation origin in %s's connect-src, as our server configured alike does",
    async (requestPath) => {
      const [fromNginx, fromServer] = await Promise.all([
        rawRequest(nginxPort(), requestPath),
        server.inject({ method: "GET", url: requestPath }),
      ]);
      expect(fromNginx.headers["content-security-policy"]).toContain(
        "connect-src 'self' https://automacao.example.com;",
      );
      expect(fromNginx.headers["content-security-policy"]).toBe(fromServer.headers["content-security-policy"]);
    },
  );

  it("has no relay to proxy to: the lead path is an unknown path", async () => {
    const response = await rawRequest(nginxPort(), "/webhook/agendamento", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validLead()),
    });
    expect(response.status).toBe(404);
  });

  it("nor for speed beacons, which such pages never send (app/lib/rum.ts)", async () => {
    const response = await rawRequest(nginxPort(), "/rum", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ route: "/", device: "mobile", lcp: 1 }),
    });
    expect(response.status).toBe(404);
  });
});

describe("the generated files in the build", () => {
  it("are the current rendering of the build (npm run build wrote them last)", () => {
    const rules = loadSiteRules(clientDir, buildTimeSettings(path.dirname(clientDir)));
    expect(fs.readFileSync(path.join(clientDir, "_headers"), "utf8")).toBe(renderHeadersFile(rules));
    expect(fs.readFileSync(path.join(clientDir, "_redirects"), "utf8")).toBe(renderRedirectsFile(rules));
  });

  it("build/nginx.conf passes nginx's own check", () => {
    requireNginx();
    // Its Let's Encrypt certificate exists only on the server: a throw-away one stands in for it.
    const certDir = fs.mkdtempSync(path.join(os.tmpdir(), "clinica-cert-"));
    try {
      const [certificate, key] = [path.join(certDir, "fullchain.pem"), path.join(certDir, "privkey.pem")];
      const made = makeThrowawayCertificate({ commonName: "test", key, certificate });
      expect(made.status, made.stderr).toBe(0);
      const config = fs
        .readFileSync(path.join(projectRoot, "build/nginx.conf"), "utf8")
        .replace(/ssl_certificate "[^"]+";/, `ssl_certificate "${certificate}";`)
        .replace(/ssl_certificate_key "[^"]+";/, `ssl_certificate_key "${key}";`);
      const { ok, output } = checkConfig(config);
      expect(ok, output).toBe(true);
    } finally {
      fs.rmSync(certDir, { recursive: true, force: true });
    }
  });
});

describe("nginx's worker as another user, after an editor publish under umask 077", () => {
  const copies: string[] = [];
  afterAll(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it("serves every page 200 from the release build links to, with no Permission denied", async () => {
    // A checkout as on the server: its top readable by others, its build a plain folder of before.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "clinica-nginx-publish-"));
    copies.push(root);
    fs.chmodSync(root, 0o755);
    fs.mkdirSync(path.join(root, "content"));
    fs.writeFileSync(path.join(root, "content/clinica.yaml"), "sabado: 07h às 12h\n");
    for (const args of [
      ["init", "--quiet"],
      ["add", "."],
      ["-c", "user.name=Dev", "-c", "user.email=dev@x.example", "commit", "--quiet", "-m", "início"],
    ])
      spawnSync("git", args, { cwd: root });
    fs.cpSync(clientDir, path.join(root, "build/client"), { recursive: true, dereference: true });
    // The build, written as the editor's build writes it: every file and folder made under its umask.
    const writeFresh = (from: string, to: string) => {
      fs.mkdirSync(to);
      for (const entry of fs.readdirSync(from, { withFileTypes: true }))
        if (entry.isDirectory()) writeFresh(path.join(from, entry.name), path.join(to, entry.name));
        else fs.writeFileSync(path.join(to, entry.name), fs.readFileSync(path.join(from, entry.name)));
    };
    const publisher = new Publisher(
      { root, dataDir: path.join(root, "data/editor") },
      {
        build: async (outDir) => {
          fs.mkdirSync(outDir, { recursive: true });
          writeFresh(fs.realpathSync(clientDir), path.join(outDir, "client"));
          return { code: 0, stdout: "", stderr: "" };
        },
      },
    );
    fs.appendFileSync(path.join(root, "content/clinica.yaml"), "domingo: fechado\n");
    const umask = process.umask(0o077);
    try {
      expect(await publisher.publish({ email: "ana@clinica.example", name: "Ana Souza" })).toMatchObject({ ok: true });
    } finally {
      process.umask(umask);
    }
    expect(fs.lstatSync(path.join(root, "build")).isSymbolicLink()).toBe(true);
    expect(fs.statSync(path.join(root, "data")).mode & 0o777).toBe(0o700);

    const rules = loadSiteRules(clientDir, relaySettings());
    const relay = new URL(inject("baseURL")).host;
    const published = path.join(root, "build/client");
    const nginx = await startNginx(
      (listen, logDir) =>
        renderNginxServer(rules, { root: published, listen, leadRelayUpstream: relay, accessLogDir: logDir }),
      // Its group by name: Debian's is nogroup, nginx would otherwise look for one named nobody.
      `nobody ${spawnSync("id", ["-gn", "nobody"], { encoding: "utf8" }).stdout.trim()}`,
    );
    try {
      // One at a time: the test nginx takes 64 connections.
      const statuses: (readonly [string, number])[] = [];
      for (const urlPath of pageUrlPaths) statuses.push([urlPath, (await rawRequest(nginx.port, urlPath)).status]);
      expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
      expect((await rawRequest(nginx.port, "/nao-existe")).status).toBe(404);
      expect(nginx.errors()).not.toMatch(/Permission denied/);
    } finally {
      await nginx.stop();
    }
  });
});
