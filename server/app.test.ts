import http from "node:http";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages } from "#app/site/registry.ts";
import { buildServer } from "./app";
import { safeRequestPath } from "./static-routes";
import { inlineHandlerTexts, inlineScriptHash, inlineScriptHashes } from "./http-policy";
import { testEnv, unknownPaths } from "./testing/env";

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildServer({ env: testEnv() });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("pages", () => {
  it.each(pages.map((page) => page.path))("serves %s with 200, HTML and its own canonical", async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain('<html lang="pt-BR"');
    expect(canonicalOf(response.body)).toMatch(new RegExp(`${path === "/" ? "/" : path}$`));
  });

  it("serves every .html alias as the same page with the clean canonical", async () => {
    for (const page of pages.filter((entry) => entry.path !== "/")) {
      const [clean, alias] = await Promise.all([get(page.path), get(`${page.path}.html`)]);
      expect(alias.statusCode, page.path).toBe(200);
      expect(titleOf(alias.body)).toBe(titleOf(clean.body));
      expect(canonicalOf(alias.body)).toBe(canonicalOf(clean.body));
    }
  });

  it("gives every page a distinct title", async () => {
    const titles = await Promise.all(pages.map(async (page) => titleOf((await get(page.path)).body)));
    expect(new Set(titles).size).toBe(pages.length);
  });

  it("serves the home page at /index.html, as every static host does, with canonical /", async () => {
    const [home, file] = await Promise.all([get("/"), get("/index.html?utm_source=x")]);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(file.body).toBe(home.body);
    expect(file.headers["content-security-policy"]).toBe(home.headers["content-security-policy"]);
    expect(new URL(/<link rel="canonical" href="([^"]+)"/.exec(file.body)![1]!).pathname).toBe("/");
  });

  it("redirects a trailing slash to the clean path, keeping the query", async () => {
    const response = await get("/psiquiatra/?utm_source=x");
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe("/psiquiatra?utm_source=x");
  });

  it("serves sitemap.xml with every page and robots.txt pointing to it", async () => {
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers["content-type"]).toContain("application/xml");
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(locs.sort()).toEqual(pages.map((page) => page.path).sort());
    const robots = await get("/robots.txt");
    expect(robots.body).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });

  it("serves the 1200×630 sharing image", async () => {
    const response = await get("/images/generated/og-image.png");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    const png = response.rawPayload;
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it("serves the web app manifest as application/manifest+json", async () => {
    const response = await get("/site.webmanifest");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect((JSON.parse(response.body) as { start_url: string }).start_url).toBe("/");
  });
});

describe("not found", () => {
  it.each(unknownPaths)("answers %s with 404 and the not-found page", async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toContain("404 Page Not Found");
    expect(response.body).toContain("Did you forget to add the page to the router?");
  });

  it("answers other methods on unknown paths with a JSON 404", async () => {
    const response = await app.inject({ method: "POST", url: "/psiquiatra", payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ ok: false, error: "Não encontrado." });
  });
});

describe("compression and caching", () => {
  it("serves pre-compressed brotli, then gzip, then identity, as the client accepts", async () => {
    const identity = await get("/cardiologista", { "accept-encoding": "identity" });
    expect(identity.headers["content-encoding"]).toBeUndefined();

    const br = await get("/cardiologista", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(identity.body);
    expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length / 3);

    const gzip = await get("/cardiologista", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(identity.body);

    const refusesBr = await get("/cardiologista", { "accept-encoding": "br;q=0, gzip" });
    expect(refusesBr.headers["content-encoding"]).toBe("gzip");
    expect(br.headers.vary).toBe("Accept-Encoding");
  });

  it("caches hashed assets for a year, immutable, and revalidates HTML with an ETag", async () => {
    const html = await get("/");
    expect(html.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const asset = /\/assets\/[^"]+\.js/.exec(html.body)![0];
    const script = await get(asset, { "accept-encoding": "br" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const etag = html.headers.etag as string;
    const revalidated = await get("/", { "if-none-match": etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
  });

  it("answers HEAD with headers and no body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/ultrassom" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
    expect(Number(response.headers["content-length"])).toBeGreaterThan(1000);
  });
});

describe("security headers", () => {
  it("sends HSTS, nosniff, referrer policy and frame protection on pages, files and 404s", async () => {
    for (const path of ["/", "/favicon.svg", "/nao-existe"]) {
      const { headers } = await get(path);
      expect(headers["strict-transport-security"], path).toBe("max-age=31536000; includeSubDomains");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["x-frame-options"], path).toBe("DENY");
    }
  });

  it("asks search engines not to index any answer of a demonstration build, and adds nothing for a publication build", async () => {
    for (const path of ["/", "/favicon.svg", "/nao-existe"])
      expect((await get(path)).headers["x-robots-tag"], path).toBe("noindex");
    const published = await buildServer({ env: testEnv({ PUBLICATION_BUILD: "1" }) });
    try {
      for (const path of ["/", "/nao-existe"])
        expect((await published.inject({ method: "GET", url: path })).headers["x-robots-tag"], path).toBeUndefined();
    } finally {
      await published.close();
    }
  });

  it("sends a CSP that allows exactly the page's own inline scripts and forbids framing", async () => {
    const response = await get("/psiquiatra");
    const csp = response.headers["content-security-policy"] as string;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const hashes = inlineScriptHashes(response.body);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(csp).toContain(hash);
    // The `onclick` of <html> runs by its hash, which 'unsafe-hashes' lets match a handler (docs/decisions/065).
    const [handler] = inlineHandlerTexts(response.body);
    const scriptSrc = csp
      .split("; ")
      .find((directive) => directive.startsWith("script-src "))!
      .split(" ");
    expect(scriptSrc.slice(0, 3)).toEqual(["script-src", "'self'", "'unsafe-hashes'"]);
    expect(scriptSrc).toContain(inlineScriptHash(handler!));
  });
});

/** A raw HTTP request, so the path reaches the server exactly as written (no client normalization). */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path, method: "GET" }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("path traversal", () => {
  let port = 0;
  beforeAll(async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as { port: number }).port;
  });

  it.each([
    "/../../etc/passwd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/assets/..%2f..%2fpackage.json",
    "/%2e%2e%5c%2e%2e%5cpackage.json",
    "/index%00.html",
    "/%E0%A4%A",
  ])("refuses %s with 400", async (url) => {
    const response = await rawGet(port, url);
    expect(response.status).toBe(400);
    expect(response.body).not.toContain("root:");
    expect(response.body).not.toContain('"dependencies"');
  });

  it("decodes only safe paths", () => {
    expect(safeRequestPath("/psiquiatra?x=1")).toBe("/psiquiatra");
    expect(safeRequestPath("/ol%C3%A1")).toBe("/olá");
    expect(safeRequestPath("/a/./b")).toBeNull();
    expect(safeRequestPath("/a/../b")).toBeNull();
  });
});
