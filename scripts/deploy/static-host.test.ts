import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pages } from "#app/site/registry.ts";
import { cacheControlFor, cspOptionsFrom, inlineScriptHashes, securityHeaders } from "#server/http-policy.ts";
import { renderNginxServer } from "./nginx-site";
import { loadSiteRules, type SiteRules } from "./site-rules";
import { fallbackCsp, renderHeadersFile, renderRedirectsFile } from "./static-host";
import {
  expectedCsp,
  externalEndpoint,
  fileOf,
  pageUrlPaths,
  parseHeadersFile,
  parseRedirectsFile,
  relaySettings,
  useMiniatureBuild,
} from "./testing/miniature-build";

const build = useMiniatureBuild();

describe("_headers", () => {
  it("sends every security header from /* and the unknown paths' CSP, and noindex in a demonstration build", () => {
    const blocks = parseHeadersFile(renderHeadersFile(build.rules));
    expect(Object.fromEntries(blocks.get("/*")!)).toEqual({
      ...securityHeaders,
      "x-robots-tag": "noindex",
      "content-security-policy": fallbackCsp(build.rules.notFound.csp),
    });
  });

  it("asks for no noindex in a publication build", () => {
    const published = loadSiteRules(build.clientDir, { ...relaySettings, PUBLICATION_BUILD: "1" });
    expect(Object.fromEntries(parseHeadersFile(renderHeadersFile(published)).get("/*")!)).toEqual({
      ...securityHeaders,
      "content-security-policy": fallbackCsp(published.notFound.csp),
    });
    const nginx = renderNginxServer(published, { root: "/srv/clinica/client", listen: "80" });
    expect(nginx).not.toMatch(/x-robots-tag/i);
  });

  it.each(pageUrlPaths)("gives %s revalidated caching and a CSP with its own inline-script hashes", (urlPath) => {
    const block = parseHeadersFile(renderHeadersFile(build.rules)).get(urlPath);
    expect(block?.get("cache-control")).toBe(cacheControlFor("html"));
    expect(block?.get("content-security-policy")).toBe(expectedCsp(fileOf(build.clientDir, urlPath)));
    const [hash] = inlineScriptHashes(fs.readFileSync(fileOf(build.clientDir, urlPath), "utf8"));
    expect(block?.get("content-security-policy")).toContain(hash);
  });

  it("gives the not-found page no-store and its own CSP", () => {
    const block = parseHeadersFile(renderHeadersFile(build.rules)).get("/404.html");
    expect(block?.get("cache-control")).toBe("no-store");
    expect(block?.get("content-security-policy")).toBe(expectedCsp(path.join(build.clientDir, "404.html")));
  });

  it("caches hashed assets immutably and other files for a day, one rule per folder or top-level file", () => {
    const blocks = parseHeadersFile(renderHeadersFile(build.rules));
    expect(blocks.get("/assets/*")?.get("cache-control")).toBe(cacheControlFor("hashed-asset"));
    for (const pattern of ["/images/*", "/favicon.svg", "/robots.txt"])
      expect(blocks.get(pattern)?.get("cache-control"), pattern).toBe(cacheControlFor("static"));
    expect(
      [...blocks.keys()].filter((pattern) => pattern.startsWith("/images/") || pattern.startsWith("/assets/")),
    ).toEqual(["/assets/*", "/images/*"]);
  });

  it("sets each header in one rule only, since hosts join the values of overlapping rules", () => {
    const blocks = parseHeadersFile(renderHeadersFile(build.rules));
    for (const [pattern, headers] of blocks) {
      if (pattern === "/*") continue;
      for (const name of Object.keys(securityHeaders)) expect(headers.has(name), `${pattern} ${name}`).toBe(false);
    }
  });

  it("gives unknown paths the not-found page's policy from `/*`, which leaves each page its own hashes", () => {
    const blocks = parseHeadersFile(renderHeadersFile(build.rules));
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

  it("stays within Cloudflare Pages' limits: 100 rules, 2,000 characters a line", () => {
    const text = renderHeadersFile(build.rules);
    expect(parseHeadersFile(text).size).toBeLessThanOrEqual(100);
    for (const line of text.split("\n")) expect(line.length).toBeLessThanOrEqual(2000);
  });

  it("allows an external lead endpoint in every page's connect-src", () => {
    const external = { ...relaySettings, VITE_LEAD_ENDPOINT: externalEndpoint };
    const blocks = parseHeadersFile(renderHeadersFile(loadSiteRules(build.clientDir, external)));
    for (const urlPath of [...pageUrlPaths, "/404.html"]) {
      expect(blocks.get(urlPath)?.get("content-security-policy"), urlPath).toContain(
        "connect-src 'self' https://automacao.example.com;",
      );
    }
  });

  it("refuses a folder whose files differ in cache lifetime, which one rule cannot express", () => {
    const mixed: SiteRules = {
      ...build.rules,
      files: [
        { urlPath: "/x/a.js", cacheControl: "a" },
        { urlPath: "/x/b.js", cacheControl: "b" },
      ],
    };
    expect(() => renderHeadersFile(mixed)).toThrow(/\/x\/\* mixes cache lifetimes/);
  });
});

describe("_redirects", () => {
  const redirects = () => parseRedirectsFile(renderRedirectsFile(build.rules));

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
