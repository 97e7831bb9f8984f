/**
 * A build in miniature for the deploy files' tests (scripts/deploy/*.test.ts): laid out like the
 * real one, every HTML file running its own inline script, its hashes recorded beside it as the
 * build records ours; and the static hosts' files read as the hosts read them.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { pageUrlPaths as pageUrlPathsOf } from "#app/site/registry.ts";
import { inlineScriptHashesFileName, pageListFileName } from "#server/static-site.ts";
import { contentSecurityPolicy, cspOptionsFrom, inlineCodePolicy, inlineScriptHashes } from "#server/http-policy.ts";
import { loadSiteRules, type DeploySettings, type SiteRules } from "../site-rules";

export const relaySettings: DeploySettings = { AUTOMATION_ID: "agendamento" };
export const externalEndpoint = "https://automacao.example.com/webhook/abc123";
export const pageUrlPaths = pageUrlPathsOf();

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

/**
 * A miniature build made before the file's tests and removed after them: its client dir, and its
 * rules as the relay's settings make them.
 */
export function useMiniatureBuild(): { readonly clientDir: string; readonly rules: SiteRules } {
  let clientDir = "";
  let rules: SiteRules | undefined;
  beforeAll(() => {
    clientDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "deploy-config-")), "client");
    writeMiniatureBuild(clientDir);
    // The miniature pages' scripts are this build's own, recorded beside it as the build records ours.
    const hashes = [...pageUrlPaths.map((urlPath) => fileOf(clientDir, urlPath)), path.join(clientDir, "404.html")];
    fs.writeFileSync(
      path.join(path.dirname(clientDir), inlineScriptHashesFileName),
      JSON.stringify(hashes.flatMap((file) => inlineScriptHashes(fs.readFileSync(file, "utf8")))),
    );
    fs.writeFileSync(path.join(path.dirname(clientDir), pageListFileName), JSON.stringify(pageUrlPaths));
    rules = loadSiteRules(clientDir, relaySettings);
  });
  afterAll(() => fs.rmSync(path.dirname(clientDir), { recursive: true, force: true }));
  return {
    get clientDir() {
      return clientDir;
    },
    get rules() {
      if (!rules) throw new Error("The miniature build is made before the tests (beforeAll)");
      return rules;
    },
  };
}

export const fileOf = (clientDir: string, urlPath: string) =>
  path.join(clientDir, urlPath === "/" ? "index.html" : urlPath.endsWith(".html") ? urlPath : `${urlPath}/index.html`);
export const expectedCsp = (file: string, settings = relaySettings) =>
  contentSecurityPolicy({
    ...cspOptionsFrom(settings),
    ...inlineCodePolicy(fs.readFileSync(file, "utf8")),
  });

/** `_headers` as hosts read it: a path pattern, then its indented `Name: value` lines. */
export function parseHeadersFile(text: string): Map<string, Map<string, string>> {
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
export const parseRedirectsFile = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => line.split(/\s+/));
