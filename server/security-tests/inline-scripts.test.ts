/**
 * A page's CSP allows only the inline scripts of our sources (app/inline/, the consent script, the
 * speculation rules): the build records their hashes, computed from the sources, never from the
 * HTML (that the record matches the sources is tests/html/inline-scripts.test.ts); a page holding
 * any other inline script stops the build (scripts/postbuild.ts runs the same check) and is
 * refused by the server.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { allowedInlineCode, inlineScriptHash } from "../http-policy";
import { projectRoot, removeTempDirs, tempDir } from "../testing/leads";
import { copyBuildRecords, loadStaticSite, readInlineScriptHashes } from "../static-site";

afterAll(removeTempDirs);

const buildDir = path.join(projectRoot, "build");

/** A build dir like the real one, with its index.html replaced by `html`. */
function buildWithIndex(html: string): string {
  const dir = tempDir("inline-scripts-");
  copyBuildRecords(buildDir, dir);
  const clientDir = path.join(dir, "client");
  fs.mkdirSync(clientDir);
  // Folders recreated, files linked: the site's loader walks real folders only.
  const mirror = (from: string, to: string) => {
    for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
      if (from === path.join(buildDir, "client") && entry.name.startsWith("index.html")) continue;
      if (entry.isDirectory()) {
        fs.mkdirSync(path.join(to, entry.name));
        mirror(path.join(from, entry.name), path.join(to, entry.name));
      } else fs.symlinkSync(path.join(from, entry.name), path.join(to, entry.name));
    }
  };
  mirror(path.join(buildDir, "client"), clientDir);
  fs.writeFileSync(path.join(clientDir, "index.html"), html);
  return clientDir;
}

describe("inline scripts and the CSP", () => {
  it("every page's CSP lists only hashes the build recorded from our sources", () => {
    const recorded = readInlineScriptHashes(buildDir);
    const site = loadStaticSite(path.join(buildDir, "client"));
    for (const [urlPath, page] of [...site.pages, ["404", site.notFound] as const]) {
      const listed = page.csp!.match(/'sha256-[\w+/=]+'/g) ?? [];
      expect(listed.length, urlPath).toBeGreaterThan(0);
      for (const hash of listed) expect(recorded.has(hash), `${urlPath}: ${hash}`).toBe(true);
    }
  });

  it("a page with any other inline script is refused, whatever put it there", () => {
    const index = fs.readFileSync(path.join(buildDir, "client/index.html"), "utf8");
    const injected = index.replace("</head>", "<script>fetch('/x')</script></head>");
    expect(() => loadStaticSite(buildWithIndex(injected))).toThrow(
      /index\.html: 1 inline script\(s\) that are not ours \(app\/inline\//,
    );
    // An event-handler attribute is inline script too: only the one `onclick` of <html> is ours.
    const withHandler = index.replace("</body>", `<img src="/x" onerror="fetch('/x')"></body>`);
    expect(() => loadStaticSite(buildWithIndex(withHandler))).toThrow(
      /index\.html: 1 inline script\(s\) that are not ours/,
    );
    // Structured data is data, never run: not a script the CSP has to allow.
    const withData = index.replace("</head>", '<script type="application/ld+json">{"a":1}</script></head>');
    expect(() => loadStaticSite(buildWithIndex(withData))).not.toThrow();
  });

  it("the check the build runs names the file and passes our own scripts", () => {
    const allowed = new Set([inlineScriptHash("ours()")]);
    expect(allowedInlineCode("<script>ours()</script><script>ours()</script>", allowed, "client/a.html")).toEqual({
      scriptHashes: [inlineScriptHash("ours()")],
      inlineHandlers: false,
    });
    expect(() =>
      allowedInlineCode("<script>ours()</script><script>alert(1)</script>", allowed, "client/a.html"),
    ).toThrow(/^client\/a\.html: 1 inline script/);
    // A handler's text is read as the browser reads it, entities decoded, and hashed the same way.
    const handler = 'ours("&")';
    expect(
      allowedInlineCode(
        `<html onclick="ours(&quot;&amp;&quot;)"><body>x</body></html>`,
        new Set([inlineScriptHash(handler)]),
        "client/a.html",
      ),
    ).toEqual({ scriptHashes: [inlineScriptHash(handler)], inlineHandlers: true });
    expect(() =>
      allowedInlineCode(`<div title="x onclick=1" onmouseover='alert(1)'>x</div>`, allowed, "client/a.html"),
    ).toThrow(/^client\/a\.html: 1 inline script/);
  });

  it("a build without the recorded hashes is refused, saying to build", () => {
    const dir = tempDir("inline-scripts-");
    expect(() => readInlineScriptHashes(dir)).toThrow(/run `npm run build` first/);
  });
});
