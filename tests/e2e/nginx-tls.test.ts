/**
 * The generated deploy at its edge, run by real nginx (Debian's package) with a throw-away
 * certificate: build/nginx.conf's and build/editor-nginx.conf's production shapes pass `nginx -t`
 * together; served, port 80 only redirects (Let's Encrypt's challenges aside), TLS 1.2/1.3 with
 * HTTP/2, our headers on every answer nginx makes itself (redirects, 400s, 429s), and the relay's
 * locations rate-limited. The editor service runs behind the same nginx on its own host name: a
 * login over https gets a Secure, HttpOnly, SameSite=Strict cookie; its login is rate-limited.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import readline from "node:readline";
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
  renderEditorNginxServer,
  productionNginxOptions,
  renderNginxServer,
  type DeploySettings,
} from "#scripts/deploy-config.ts";
import { scratchMainConfig } from "#scripts/deploy/nginx-scratch.ts";
import { makeThrowawayCertificate } from "#scripts/deploy/testing/throwaway-certificate.ts";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const clientDir = path.join(projectRoot, "build/client");
const nginxBinary = "/usr/sbin/nginx";
const host = "www.clinica.example";
const editorHost = "editor.clinica.example";
const { AUTOMATION_ID, VITE_LEAD_ENDPOINT, VITE_GTM_ID } = loadEnv({});
const settings: DeploySettings = { AUTOMATION_ID, VITE_LEAD_ENDPOINT, VITE_GTM_ID };

const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "clinica-nginx-tls-"));
const certificate = path.join(prefix, "fullchain.pem");
const certificateKey = path.join(prefix, "privkey.pem");
const acmeWebroot = path.join(prefix, "acme");

/** The site's file and the editor's, included side by side in one `http {}` as on the server. */
function writeConfig(name: string, site: string, editor: string): string {
  const files = Object.entries({ site, editor }).map(([part, text]) => {
    const file = path.join(prefix, `${name}.${part}.conf`);
    fs.writeFileSync(file, text);
    return file;
  });
  const config = path.join(prefix, `${name}.nginx.conf`);
  // nginx's own access log (logs/access.log in the prefix) kept for what our servers do not log.
  fs.writeFileSync(config, scratchMainConfig(prefix, files, { accessLogOff: false }));
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
  options: { method?: string; headers?: Record<string, string>; body?: string; host?: string } = {},
): Promise<Answer> {
  const serverName = options.host ?? host;
  return new Promise((resolve, reject) => {
    const send = secure ? https.request : http.request;
    const outgoing = send(
      {
        host: "127.0.0.1",
        port,
        path: requestPath,
        method: options.method ?? "GET",
        headers: { host: serverName, ...options.headers },
        agent: false,
        servername: serverName,
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
  const result = makeThrowawayCertificate({ commonName: host, key: certificateKey, certificate });
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
    // The editor's block as the build writes it, its certificate swapped for the test's.
    const editor = renderEditorNginxServer({
      editorHost,
      tls: { certificate, certificateKey },
      acmeWebroot,
      logDir: path.join(prefix, "logs"),
    });
    const config = writeConfig("check", site, editor);
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
  let editorPort = 0;
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
    editorPort = await freePort();
    const editor = renderEditorNginxServer({
      editorHost,
      port: editorPort,
      listen: [`127.0.0.1:${httpPort}`],
      tls: { certificate, certificateKey, listen: [`127.0.0.1:${tlsPort}`] },
      acmeWebroot,
      logDir: path.join(prefix, "logs"),
    });
    const config = writeConfig("run", site, editor);
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
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'unsafe-hashes' 'sha256-/);
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
  describe("the editor behind it, on its own host name", () => {
    const email = "recepcao@clinica.example";
    const password = "senha-da-recepcao-2026";
    const editorRoot = path.join(prefix, "editor-checkout");
    let editor: ChildProcess | undefined;
    const editorOrigin = `https://${editorHost}`;
    const login = (account: string, secret: string) =>
      request(true, tlsPort, "/entrar", {
        host: editorHost,
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: editorOrigin },
        body: new URLSearchParams({ email: account, senha: secret }).toString(),
      });

    beforeAll(async () => {
      // A checkout of its own: content under git, and an account made as the clinic makes one.
      fs.mkdirSync(path.join(editorRoot, "content"), { recursive: true });
      fs.writeFileSync(path.join(editorRoot, "content/clinica.yaml"), "name: Clínica\n");
      for (const args of [
        ["init", "-q"],
        ["add", "."],
        ["-c", "user.name=T", "-c", "user.email=t@x.example", "commit", "-qm", "início"],
      ])
        expect(spawnSync("git", args, { cwd: editorRoot }).status).toBe(0);
      const added = spawnSync("npm", ["run", "--silent", "editors", "--", "add", email, "Recepção"], {
        cwd: projectRoot,
        env: { ...process.env, EDITOR_ROOT: editorRoot },
        input: `${password}\n`,
        encoding: "utf8",
      });
      expect(added.status, `${added.stdout}${added.stderr}`).toBe(0);
      editor = spawn(process.execPath, ["editor/start.mjs"], {
        cwd: projectRoot,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          EDITOR_ROOT: editorRoot,
          EDITOR_PORT: String(editorPort),
          EDITOR_HOST: editorHost,
          EDITOR_TRUST_PROXY: "1",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      for (const stream of [editor.stdout!, editor.stderr!])
        readline.createInterface({ input: stream }).on("line", (line) => (output += `${line}\n`));
      // Ready when its login page answers through nginx; a start grows with the machine's load.
      for (;;) {
        if (editor.exitCode !== null) throw new Error(`the editor exited: ${output}`);
        const answer = await request(true, tlsPort, "/entrar", { host: editorHost }).catch(() => undefined);
        if (answer?.status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    });
    afterAll(async () => {
      if (editor && editor.exitCode === null) {
        const exited = new Promise((resolve) => editor!.once("exit", resolve));
        editor.kill("SIGTERM");
        await exited;
      }
    });

    it("redirects plain HTTP to https at the editor's host, and answers over TLS with HSTS", async () => {
      const plain = await request(false, httpPort, "/entrar?volta=1", { host: editorHost });
      expect(plain.status).toBe(308);
      expect(plain.headers.location).toBe(`${editorOrigin}/entrar?volta=1`);
      const page = await request(true, tlsPort, "/entrar", { host: editorHost });
      expect(page.status).toBe(200);
      expect(page.body).toContain("senha");
      expect(page.headers["strict-transport-security"]).toBe(securityHeaders["strict-transport-security"]);
    });

    it("logs a member of staff in over https with a Secure, HttpOnly, SameSite=Strict session cookie", async () => {
      const answer = await login(email, password);
      expect(answer.status, answer.body).toBe(303);
      const cookie = [answer.headers["set-cookie"] ?? []].flat()[0] ?? "";
      // The `__Host-` prefix: Secure, Path=/ and no Domain.
      const [pair, ...attributes] = cookie.split(/;\s*/);
      expect(pair).toMatch(/^__Host-editor_sessao=[^;]+$/);
      const flags = attributes.map((attribute) => attribute.toLowerCase());
      expect(flags).toEqual(expect.arrayContaining(["secure", "httponly", "samesite=strict", "path=/"]));
      expect(flags.some((flag) => flag.startsWith("domain="))).toBe(false);
      const panel = await request(true, tlsPort, "/", { host: editorHost, headers: { cookie: pair! } });
      expect(panel.status).toBe(200);
      expect(panel.body).toContain("Recepção");
    });

    it("logs the editor's requests in the policy's two formats, apart from the site's", () => {
      const lines = (file: string) =>
        fs
          .readFileSync(path.join(prefix, "logs", file), "utf8")
          .trim()
          .split("\n");
      const access = lines("editor-acesso.log");
      expect(access.length).toBeGreaterThan(0);
      for (const line of access) expect(line).toMatch(/^127\.0\.0\.1 \[[^\]]+\] (GET|POST) \d{3}$/);
      const paths = lines("editor-paginas.log");
      expect(paths).toContainEqual(expect.stringMatching(/^127\.0\.0\.1 \[[^\]]+\] POST \/entrar 303$/));
      // Port 80's redirect too, and never the query it came with.
      expect(paths).toContainEqual(expect.stringMatching(/ GET \/entrar 308$/));
      expect(paths.join("\n")).not.toContain("?");
      expect(lines("paginas.log").join("\n")).not.toContain("/entrar");
    });

    it("answers 429 from nginx to a client trying logins too fast, before the editor counts them", async () => {
      const statuses: number[] = [];
      let limited: Answer | undefined;
      for (let attempt = 0; attempt < 15 && !limited; attempt++) {
        const answer = await login(`tentativa-${attempt}@clinica.example`, "senha-errada-2026");
        statuses.push(answer.status);
        if (answer.status === 429) limited = answer;
      }
      // The first tries reach the editor (401, wrong password); then nginx refuses, in its own words.
      expect(statuses.filter((status) => status === 401).length).toBeGreaterThan(0);
      expect(limited?.body).toContain("<center>nginx</center>");
      // Reading the login page is not counted.
      expect((await request(true, tlsPort, "/entrar", { host: editorHost })).status).toBe(200);
      // And the refusals are not in the editor's error log (limit_req_log_level info, below warn).
      const errors = path.join(prefix, "logs/editor-erros.log");
      expect(fs.existsSync(errors) ? fs.readFileSync(errors, "utf8") : "").not.toContain("limiting requests");
    });
  });
});
