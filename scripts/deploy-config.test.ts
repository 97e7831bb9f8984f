import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages, pageUrlPaths as pageUrlPathsOf } from "#app/site/registry.ts";
import { inlineScriptHashesFileName } from "#server/static-site.ts";
import { loadEnv } from "#server/env.ts";
import { ACCESS_LOG_PATH_DAYS, APPLICATION_LOG_DAYS, DEFAULT_ACCESS_LOG_DAYS } from "#shared/access-log.ts";
import {
  cacheControlFor,
  contentSecurityPolicy,
  cspOptionsFrom,
  inlineScriptHashes,
  securityHeaders,
} from "#server/http-policy.ts";
import {
  loadSiteRules,
  defaultLeadRelayUpstream,
  fallbackCsp,
  relayBehindNginxEnv,
  renderHeadersFile,
  renderNginxServer,
  renderJournaldNamespace,
  renderRelayService,
  renderRedirectsFile,
  renderNginxLogrotate,
  type DeploySettings,
  type SiteRules,
} from "./deploy-config";

const relaySettings: DeploySettings = { AUTOMATION_ID: "agendamento" };
const externalEndpoint = "https://automacao.example.com/webhook/abc123";
const pageUrlPaths = pageUrlPathsOf();

let clientDir: string;
let rules: SiteRules;

/** A build in miniature, laid out like the real one; every HTML file runs its own inline script. */
function writeMiniatureBuild(dir: string): void {
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  const html = (file: string) =>
    `<!DOCTYPE html><html lang="pt-BR"><head><script>window.__file = ${JSON.stringify(file)};</script></head><body></body></html>`;
  for (const urlPath of pageUrlPaths) {
    const file =
      urlPath === "/" ? "index.html" : urlPath.endsWith(".html") ? urlPath.slice(1) : `${urlPath.slice(1)}/index.html`;
    write(file, html(file));
  }
  write("404.html", html("404.html"));
  write("assets/entry.client-AbC123.js", "console.log('app');");
  write("assets/app-DeF456.css", "body{}");
  write("images/generated/og-image.png", "png");
  write("favicon.svg", "<svg/>");
  write("robots.txt", "User-agent: *");
}

const fileOf = (urlPath: string) =>
  path.join(clientDir, urlPath === "/" ? "index.html" : urlPath.endsWith(".html") ? urlPath : `${urlPath}/index.html`);
const expectedCsp = (file: string, settings = relaySettings) =>
  contentSecurityPolicy({
    ...cspOptionsFrom(settings),
    scriptHashes: inlineScriptHashes(fs.readFileSync(file, "utf8")),
  });

/** `_headers` as hosts read it: a path pattern, then its indented `Name: value` lines. */
function parseHeadersFile(text: string): Map<string, Map<string, string>> {
  const blocks = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    if (!line.startsWith(" ")) {
      expect(blocks.has(line), `${line} appears twice`).toBe(false);
      blocks.set(line, (current = new Map()));
      continue;
    }
    const separator = line.indexOf(":");
    current!.set(line.slice(0, separator).trim().toLowerCase(), line.slice(separator + 1).trim());
  }
  return blocks;
}

/** `_redirects` rules as whitespace-separated tokens, comments and blank lines left out. */
const parseRedirectsFile = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => line.split(/\s+/));

beforeAll(() => {
  clientDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "deploy-config-")), "client");
  writeMiniatureBuild(clientDir);
  // The miniature pages' scripts are this build's own, recorded beside it as the build records ours.
  const hashes = [...pageUrlPaths.map(fileOf), path.join(clientDir, "404.html")].flatMap((file) =>
    inlineScriptHashes(fs.readFileSync(file, "utf8")),
  );
  fs.writeFileSync(path.join(path.dirname(clientDir), inlineScriptHashesFileName), JSON.stringify(hashes));
  rules = loadSiteRules(clientDir, relaySettings);
});
afterAll(() => fs.rmSync(path.dirname(clientDir), { recursive: true, force: true }));

describe("_headers", () => {
  it("sends every security header from /* and the unknown paths' CSP, and noindex in a demonstration build", () => {
    const blocks = parseHeadersFile(renderHeadersFile(rules));
    expect(Object.fromEntries(blocks.get("/*")!)).toEqual({
      ...securityHeaders,
      "x-robots-tag": "noindex",
      "content-security-policy": fallbackCsp(rules.notFound.csp),
    });
  });

  it("asks for no noindex in a publication build", () => {
    const published = loadSiteRules(clientDir, { ...relaySettings, PUBLICATION_BUILD: "1" });
    expect(Object.fromEntries(parseHeadersFile(renderHeadersFile(published)).get("/*")!)).toEqual({
      ...securityHeaders,
      "content-security-policy": fallbackCsp(published.notFound.csp),
    });
    const nginx = renderNginxServer(published, { root: "/srv/clinica/client", listen: "80" });
    expect(nginx).not.toMatch(/x-robots-tag/i);
  });

  it.each(pageUrlPaths)("gives %s revalidated caching and a CSP with its own inline-script hashes", (urlPath) => {
    const block = parseHeadersFile(renderHeadersFile(rules)).get(urlPath);
    expect(block?.get("cache-control")).toBe(cacheControlFor("html"));
    expect(block?.get("content-security-policy")).toBe(expectedCsp(fileOf(urlPath)));
    const [hash] = inlineScriptHashes(fs.readFileSync(fileOf(urlPath), "utf8"));
    expect(block?.get("content-security-policy")).toContain(hash);
  });

  it("gives the not-found page no-store and its own CSP", () => {
    const block = parseHeadersFile(renderHeadersFile(rules)).get("/404.html");
    expect(block?.get("cache-control")).toBe("no-store");
    expect(block?.get("content-security-policy")).toBe(expectedCsp(path.join(clientDir, "404.html")));
  });

  it("caches hashed assets immutably and other files for a day, one rule per folder or top-level file", () => {
    const blocks = parseHeadersFile(renderHeadersFile(rules));
    expect(blocks.get("/assets/*")?.get("cache-control")).toBe(cacheControlFor("hashed-asset"));
    for (const pattern of ["/images/*", "/favicon.svg", "/robots.txt"])
      expect(blocks.get(pattern)?.get("cache-control"), pattern).toBe(cacheControlFor("static"));
    expect(
      [...blocks.keys()].filter((pattern) => pattern.startsWith("/images/") || pattern.startsWith("/assets/")),
    ).toEqual(["/assets/*", "/images/*"]);
  });

  it("sets each header in one rule only, since hosts join the values of overlapping rules", () => {
    const blocks = parseHeadersFile(renderHeadersFile(rules));
    for (const [pattern, headers] of blocks) {
      if (pattern === "/*") continue;
      for (const name of Object.keys(securityHeaders)) expect(headers.has(name), `${pattern} ${name}`).toBe(false);
    }
  });

  it("gives unknown paths the not-found page's policy from `/*`, which leaves each page its own hashes", () => {
    const blocks = parseHeadersFile(renderHeadersFile(rules));
    const fallback = blocks.get("/*")!.get("content-security-policy")!;
    const notFound = blocks.get("/404.html")!.get("content-security-policy")!;
    expect(fallback).toBe(fallbackCsp(notFound));
    // The same directives as the not-found page's, inline scripts allowed instead of its hashes:
    // with a hash in a page's own policy, both policies let exactly that page's scripts run.
    const directives = (csp: string) => new Map(csp.split("; ").map((d) => [d.split(" ")[0]!, d] as const));
    const fallbackDirectives = directives(fallback);
    for (const [name, directive] of directives(notFound)) {
      if (name === "script-src") continue;
      expect(fallbackDirectives.get(name), name).toBe(directive);
    }
    expect(fallbackDirectives.get("script-src")).toBe("script-src 'self' 'unsafe-inline'");
    expect(fallback).not.toContain("'sha256-");
    for (const urlPath of pageUrlPaths)
      expect(blocks.get(urlPath)!.get("content-security-policy"), urlPath).toMatch(/script-src 'self' 'sha256-/);
  });

  it("renders a systemd unit that starts the relay on 127.0.0.1 trusting nginx there, at nginx's upstream", () => {
    const unit = renderRelayService("/srv/clinica");
    expect(unit).toContain("WorkingDirectory=/srv/clinica");
    expect(unit).toContain("Environment=HOST=127.0.0.1");
    expect(unit).toContain("Environment=TRUST_PROXY=127.0.0.1");
    expect(unit).toContain("UMask=0077");
    // Straight at node, no npm or shell in between; settings from root's 0600 file.
    // The project's own Node 24 (scripts/node-version.test.ts checks it is there and 24).
    expect(unit).toContain("ExecStart=/srv/clinica/node_modules/.bin/node /srv/clinica/build/relay/index.js");
    expect(unit).toContain("EnvironmentFile=-/etc/clinica/relay.env");
    expect(unit).toContain("ProtectSystem=strict");
    expect(unit).toContain("ReadWritePaths=/srv/clinica/data");
    // What the unit sets is what the server accepts, and where nginx proxies leads to.
    const env = loadEnv(relayBehindNginxEnv);
    expect(env.TRUST_PROXY).toEqual(["127.0.0.1"]);
    expect(`${env.HOST}:${env.PORT}`).toBe(defaultLeadRelayUpstream);
    expect(
      renderNginxServer(rules, {
        root: "/srv/clinica/client",
        listen: "80",
        leadRelayUpstream: defaultLeadRelayUpstream,
      }),
    ).toContain(`proxy_pass http://${defaultLeadRelayUpstream};`);
    expect(() => renderRelayService("srv/clinica")).toThrow(/absolute path/);
  });

  it(`keeps the relay's application log in a journal of its own for ${APPLICATION_LOG_DAYS} days, as the policy says`, () => {
    expect(renderRelayService("/srv/clinica")).toContain("\nLogNamespace=clinica\n");
    expect(renderJournaldNamespace()).toMatch(
      new RegExp(`\\[Journal\\]\\nMaxRetentionSec=${APPLICATION_LOG_DAYS}day\\n`),
    );
  });

  it("renders a systemd unit that systemd-analyze rates OK (2.0 or less)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clinica-unit-"));
    try {
      const unitFile = path.join(dir, "clinica-relay.service");
      fs.writeFileSync(unitFile, renderRelayService("/srv/clinica"));
      const result = spawnSync("systemd-analyze", ["security", "--offline=true", unitFile], { encoding: "utf8" });
      const output = `${result.stdout}${result.stderr}`;
      if (result.error || /unrecognized option|unknown option/i.test(output)) {
        // Only where the tool cannot judge a unit file offline (no systemd-analyze, or older than 252).
        console.warn(`systemd-analyze cannot rate a unit offline here: ${result.error?.message ?? output.trim()}`);
        return;
      }
      const score = Number(/Overall exposure level for clinica-relay\.service: ([\d.]+)/.exec(output)?.[1]);
      expect(score, output).toBeLessThanOrEqual(2.0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("stays within Cloudflare Pages' limits: 100 rules, 2,000 characters a line", () => {
    const text = renderHeadersFile(rules);
    expect(parseHeadersFile(text).size).toBeLessThanOrEqual(100);
    for (const line of text.split("\n")) expect(line.length).toBeLessThanOrEqual(2000);
  });

  it("allows an external lead endpoint in every page's connect-src", () => {
    const external = { ...relaySettings, VITE_LEAD_ENDPOINT: externalEndpoint };
    const blocks = parseHeadersFile(renderHeadersFile(loadSiteRules(clientDir, external)));
    for (const urlPath of [...pageUrlPaths, "/404.html"]) {
      expect(blocks.get(urlPath)?.get("content-security-policy"), urlPath).toContain(
        "connect-src 'self' https://automacao.example.com;",
      );
    }
  });

  it("refuses a folder whose files differ in cache lifetime, which one rule cannot express", () => {
    const mixed: SiteRules = {
      ...rules,
      files: [
        { urlPath: "/x/a.js", cacheControl: "a" },
        { urlPath: "/x/b.js", cacheControl: "b" },
      ],
    };
    expect(() => renderHeadersFile(mixed)).toThrow(/\/x\/\* mixes cache lifetimes/);
  });
});

describe("_redirects", () => {
  const redirects = () => parseRedirectsFile(renderRedirectsFile(rules));

  it("rewrites every clean page URL to the file prerendered for it, with status 200", () => {
    for (const page of pages.filter((entry) => entry.path !== "/")) {
      expect(redirects(), page.path).toContainEqual([page.path, `${page.path}/index.html`, "200"]);
    }
  });

  it("leaves the home page and every .html alias to their real files", () => {
    const sources = redirects().map(([source]) => source);
    expect(sources).not.toContain("/");
    for (const urlPath of pageUrlPaths.filter((entry) => entry.endsWith(".html")))
      expect(sources).not.toContain(urlPath);
  });

  it("ends with the not-found rule, after every static rule", () => {
    const all = redirects();
    expect(all.at(-1)).toEqual(["/*", "/404.html", "404"]);
    expect(all.filter(([source]) => source!.includes("*"))).toHaveLength(1);
    expect(all).toContainEqual(["/404", "/404.html", "404"]);
  });

  it("keeps to what both hosts parse: two or three tokens, known codes, no trailing-slash rule (Netlify would loop)", () => {
    for (const rule of redirects()) {
      expect(rule.length).toBeGreaterThanOrEqual(2);
      expect(rule.length).toBeLessThanOrEqual(3);
      expect(["200", "301", "302", "303", "307", "308", "404"]).toContain(rule[2] ?? "302");
      expect(rule[0] === "/" || !rule[0]!.endsWith("/"), rule[0]).toBe(true);
    }
  });
});

describe("nginx server block", () => {
  const render = (options: Partial<Parameters<typeof renderNginxServer>[1]> = {}) =>
    renderNginxServer(rules, {
      root: "/srv/clinica/client",
      listen: "127.0.0.1:8080",
      leadRelayUpstream: "127.0.0.1:3000",
      ...options,
    });

  it("has an exact location serving each page and alias from its file, with its CSP", () => {
    const config = render();
    for (const page of rules.pages) {
      const location = new RegExp(
        `location = ${page.urlPath.replace(/[.]/g, "\\.")} \\{\\n\\s+try_files ${page.file.replace(/[.]/g, "\\.")} =404;\\n[^}]*Content-Security-Policy "${page.csp.replace(/[.+*?()[\]|/]/g, "\\$&")}" always;`,
      );
      expect(config, page.urlPath).toMatch(location);
    }
  });

  it("answers /index.html with the home page's file, caching and CSP, as static hosts do by themselves", () => {
    const home = rules.pages.find((page) => page.urlPath === "/")!;
    expect(rules.pages.find((page) => page.urlPath === "/index.html")).toEqual({ ...home, urlPath: "/index.html" });
    expect(render()).toContain("location = /index.html {\n        try_files /index.html =404;");
    const headers = parseHeadersFile(renderHeadersFile(rules)).get("/index.html");
    expect(headers?.get("content-security-policy")).toBe(home.csp);
    expect(parseRedirectsFile(renderRedirectsFile(rules)).map(([source]) => source)).not.toContain("/index.html");
  });

  it("redirects each clean page's trailing slash and answers unknown paths with the internal not-found page", () => {
    const config = render();
    expect(config).toContain("location = /psiquiatra/ { return 308 /psiquiatra$is_args$args; }");
    expect(config).toContain("error_page 404 /404.html;");
    expect(config).toMatch(/location = \/404\.html \{\n\s+internal;/);
  });

  it("proxies the lead endpoint to the relay with a 16 KiB body limit, only when given a relay", () => {
    expect(render()).toMatch(
      /location = \/webhook\/agendamento \{\n\s+client_max_body_size 16k;\n\s+proxy_pass http:\/\/127\.0\.0\.1:3000;/,
    );
    expect(render({ leadRelayUpstream: undefined })).not.toContain("/webhook/");
  });

  it("proxies the speed beacons to the same relay with its 2 KiB limit, the client's own address and no nginx access log, only when given a relay", () => {
    const config = render();
    const rum = /location = \/rum \{\n([^}]*)\}/.exec(config)?.[1] ?? "";
    expect(rum).toMatch(/^\s+client_max_body_size 2k;\n\s+access_log off;\n\s+proxy_pass http:\/\/127\.0\.0\.1:3000;/);
    expect(rum).toContain("proxy_set_header X-Forwarded-For $remote_addr;");
    expect(render({ leadRelayUpstream: undefined })).not.toContain("/rum");
  });

  it("sends X-Robots-Tag: noindex on every answer of a demonstration build, pages and relay alike", () => {
    const config = render();
    const serverLevel = config.split("\n").filter((line) => /^ {4}add_header/.test(line));
    expect(serverLevel).toContain('    add_header X-Robots-Tag "noindex" always;');
    for (const page of rules.pages) {
      const location = new RegExp(`location = ${page.urlPath.replace(/[.]/g, "\\.")} \\{\\n([^}]*)\\}`).exec(
        config,
      )?.[1];
      expect(location, page.urlPath).toContain('add_header X-Robots-Tag "noindex" always;');
    }
    expect(/location = \/webhook\/agendamento \{\n([^}]*)\}/.exec(config)?.[1]).toContain(
      "proxy_hide_header X-Robots-Tag;",
    );
  });

  it("writes its access logs in the privacy policy's fields, never the user agent, query or Referer", () => {
    const config = render();
    const formats = config.split("\n").filter((line) => line.startsWith("log_format "));
    expect(formats).toEqual([
      "log_format clinica_paginas '$remote_addr [$time_iso8601] $request_method $clinica_request_path $status';",
      "log_format clinica_acesso '$remote_addr [$time_iso8601] $request_method $status';",
    ]);
    // The requested path up to the "?": never the query (tests/e2e/nginx.test.ts reads the lines nginx writes).
    expect(config).toContain('map $request_uri $clinica_request_path { "~^(?<clinica_path>[^?]*)" $clinica_path; }');
    // http context: before the server block; the access_log lines open it.
    expect(config.indexOf("map $request_uri")).toBeLessThan(config.indexOf("log_format"));
    expect(config.indexOf("log_format")).toBeLessThan(config.indexOf("server {"));
    expect(config).toMatch(
      /server \{\n\s+access_log "\/var\/log\/clinica-nginx\/paginas\.log" clinica_paginas;\n\s+access_log "\/var\/log\/clinica-nginx\/acesso\.log" clinica_acesso;\n/,
    );
    expect(formats.join("\n")).not.toMatch(
      /\$http_user_agent|\$http_referer|\$request_uri|\$args|\$query_string|\$request\b/,
    );
    expect(config.match(/access_log /g)).toHaveLength(3); // the two above and `access_log off` for /rum
  });

  it("refuses values that would change the config's meaning", () => {
    expect(() => render({ root: "relative/client" })).toThrow(/absolute/);
    expect(() => render({ root: '/srv/a"; include /etc/passwd; "' })).toThrow(/Cannot put/);
    expect(() => render({ root: "/srv/$x" })).toThrow(/Cannot put/);
    expect(() => render({ listen: "80; root /" })).toThrow(/listen address/);
    expect(() => render({ leadRelayUpstream: "evil.example.com/x" })).toThrow(/upstream/);
  });
});

describe("nginx log rotation", () => {
  it(`keeps the lines with the path ${ACCESS_LOG_PATH_DAYS} days and IP, date and time the access-log term, one file a day`, () => {
    const text = renderNginxLogrotate(DEFAULT_ACCESS_LOG_DAYS);
    const rule = (file: string) =>
      new RegExp(`/var/log/clinica-nginx/${file.replace(".", "\\.")} \\{\\n([^}]*)\\}`).exec(text)?.[1] ?? "";
    expect(rule("paginas.log")).toMatch(new RegExp(`\\bdaily\\n\\s+rotate ${ACCESS_LOG_PATH_DAYS}\\n`));
    expect(rule("acesso.log")).toMatch(new RegExp(`\\bdaily\\n\\s+rotate ${DEFAULT_ACCESS_LOG_DAYS}\\n`));
    expect(renderNginxLogrotate(200)).toMatch(/acesso\.log \{\n\s+daily\n\s+rotate 200\n/);
  });
});

describe("cspOptionsFrom", () => {
  it("allows an external lead endpoint's origin, never a same-origin path", () => {
    expect(cspOptionsFrom({ ...relaySettings, VITE_LEAD_ENDPOINT: externalEndpoint })).toEqual({
      connectOrigins: ["https://automacao.example.com"],
      tagManager: false,
    });
    expect(cspOptionsFrom({ ...relaySettings, VITE_LEAD_ENDPOINT: "/webhook/agendamento" })).toEqual({
      connectOrigins: [],
      tagManager: false,
    });
    expect(cspOptionsFrom({ ...relaySettings, VITE_GTM_ID: "GTM-ABC1234" }).tagManager).toBe(true);
  });
});
