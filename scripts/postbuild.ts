/**
 * After `react-router build`: the named steps that turn the prerendered output into what our
 * server, nginx and any static host serve. Each runs in order and reports what it did.
 */
import "./build-env";
import fs from "node:fs";
import path from "node:path";
import { htmlAlias, notFoundPrerenderPath, pageUrlPaths, pages } from "#app/site/registry.ts";
import { webManifest } from "#app/lib/web-manifest.ts";
import { site } from "#app/site/site.ts";
import { absoluteUrl } from "#app/lib/structured-data.ts";
import { compressedTwinsWriter, notFoundPageFile, walkFiles } from "#server/build-layout.ts";
import { buildDirectory } from "./build-directory";
import { clientEntryUrl, dropUnreachableScripts, withIslandsEntry } from "./link-client-entry";
import { publicSettingsFileName, writePublicSettings } from "#server/public-settings.ts";
import { buildServerBundle } from "./build-server";
import { allowedInlineScriptTexts, compileEarlyTapHandler, withEarlyTapHandler } from "./inline-scripts";
import { allowedInlineCode, inlineScriptHash } from "#server/http-policy.ts";
import { inlineScriptHashesFileName, pageListFileName } from "#server/static-site.ts";
import { writeDeployConfigs } from "./deploy-config";
import { checkNginxConfig, nginxCheckOutcome } from "./nginx-check";

const buildDir = buildDirectory();
const clientDir = path.join(buildDir, "client");

interface BuildStep {
  name: string;
  /** One line: why the step exists. */
  purpose: string;
  /** Does the work; returns what it did, for the report. */
  run: () => string;
}

/** `build/client/x.html/index.html` → `build/client/x.html` (likewise `/404` → `404.html`). */
function flattenPrerenderedFolder(urlPath: string, target: string): void {
  const folder = path.join(clientDir, urlPath);
  const index = path.join(folder, "index.html");
  if (!fs.existsSync(index)) throw new Error(`Expected a prerendered page at ${path.relative(clientDir, index)}`);
  const html = fs.readFileSync(index);
  fs.rmSync(folder, { recursive: true });
  fs.writeFileSync(path.join(clientDir, target), html);
}

const filesEndingWith = (suffix: string) => [...walkFiles(clientDir)].filter((file) => file.endsWith(suffix));

const buildSteps: BuildStep[] = [
  {
    name: "flatten aliases",
    purpose: "every .html alias and the not-found page become files, the shape any static host serves",
    run: () => {
      const aliases = pages.map((page) => htmlAlias(page.path)).filter((alias): alias is string => alias !== null);
      for (const alias of aliases) flattenPrerenderedFolder(alias, alias.slice(1));
      flattenPrerenderedFolder(notFoundPrerenderPath, notFoundPageFile.slice(1));
      return `${aliases.length} aliases and ${notFoundPageFile.slice(1)}`;
    },
  },
  {
    name: "drop SPA fallback",
    purpose: "every route is prerendered, so the fallback shell would only mask unknown paths as pages",
    run: () => {
      const fallback = path.join(clientDir, "__spa-fallback.html");
      const existed = fs.existsSync(fallback);
      fs.rmSync(fallback, { force: true });
      return existed ? "removed" : "none";
    },
  },
  {
    name: "drop loader data",
    purpose: "the build-time loader only feeds the prerender; the browser never requests its .data files",
    run: () => {
      const dataFiles = filesEndingWith(".data");
      for (const file of dataFiles) fs.rmSync(file);
      return `${dataFiles.length} files removed`;
    },
  },
  {
    name: "sitemap and robots",
    purpose: "search engines get every registered page, at the site's canonical URLs",
    run: () => {
      const urls = pages.map(
        (page) =>
          `  <url><loc>${absoluteUrl(page.path)}</loc><changefreq>monthly</changefreq><priority>${page.path === "/" ? "1.0" : "0.8"}</priority></url>`,
      );
      fs.writeFileSync(
        path.join(clientDir, "sitemap.xml"),
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
      );
      // Crawling allowed in both builds: a demonstration build says `noindex` in every page and
      // in the X-Robots-Tag header, which a crawler reads only if robots.txt lets it fetch the
      // page (a `Disallow: /` would hide the noindex and leave an address found elsewhere listed).
      fs.writeFileSync(
        path.join(clientDir, "robots.txt"),
        `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`,
      );
      return `${urls.length} URLs; robots.txt allows crawling (${site.publication ? "publication build" : "demonstration build: every page says noindex"})`;
    },
  },
  {
    name: "web manifest",
    purpose: "the installable app's name and colours come from site.ts, not a hand-kept copy",
    run: () => {
      fs.writeFileSync(path.join(clientDir, "site.webmanifest"), `${JSON.stringify(webManifest(), null, 2)}\n`);
      return "site.webmanifest";
    },
  },
  {
    name: "islands entry",
    purpose:
      "pages load one small script that mounts React only where needed; React Router's browser runtime is not shipped (docs/decisions/032)",
    run: () => {
      const htmlFiles = filesEndingWith(".html");
      const entryUrl = clientEntryUrl(clientDir);
      for (const file of htmlFiles) fs.writeFileSync(file, withIslandsEntry(fs.readFileSync(file, "utf8"), entryUrl));
      const dropped = dropUnreachableScripts(clientDir, entryUrl);
      return `${htmlFiles.length} pages load ${entryUrl}; ${dropped} scripts it never loads (router runtime, route modules) removed`;
    },
  },
  {
    name: "inline scripts",
    purpose:
      "taps held by the `onclick` of <html> (docs/decisions/065); the CSP allows only the inline scripts compiled from our sources; any other stops the build",
    run: () => {
      const allowed = new Set(allowedInlineScriptTexts().map(inlineScriptHash));
      const handler = compileEarlyTapHandler();
      const htmlFiles = filesEndingWith(".html");
      for (const file of htmlFiles) {
        const html = withEarlyTapHandler(fs.readFileSync(file, "utf8"), handler);
        allowedInlineCode(html, allowed, path.relative(buildDir, file));
        fs.writeFileSync(file, html);
      }
      fs.writeFileSync(path.join(buildDir, inlineScriptHashesFileName), `${JSON.stringify([...allowed], null, 2)}\n`);
      return `${htmlFiles.length} pages run only the ${allowed.size} inline scripts of our sources; ../${inlineScriptHashesFileName}`;
    },
  },
  {
    name: "page list",
    purpose: "the server serves the pages of the build it loads, so a page a publish adds is served without a restart",
    run: () => {
      const urlPaths = pageUrlPaths();
      fs.writeFileSync(path.join(buildDir, pageListFileName), `${JSON.stringify(urlPaths, null, 2)}\n`);
      return `${urlPaths.length} paths; ../${pageListFileName}`;
    },
  },
  {
    name: "pre-compress",
    purpose: "brotli and gzip twins, so no server compresses on the fly",
    run: () => {
      const writeTwins = compressedTwinsWriter();
      const compressed = [...walkFiles(clientDir)].filter((file) => writeTwins(file)).length;
      return `${compressed} files`;
    },
  },
  {
    name: "public settings",
    purpose:
      "our server and the host rules take the lead route, CSP, site URL and lead retention the pages were built with",
    run: () => {
      const settings = writePublicSettings(buildDir);
      return `../${publicSettingsFileName} (AUTOMATION_ID=${settings.AUTOMATION_ID}, LEAD_RETENTION_DAYS=${settings.LEAD_RETENTION_DAYS}, ${Object.values(settings).filter((value) => value !== null).length} set)`;
    },
  },
  {
    name: "server",
    purpose: "`npm start` runs compiled JavaScript, no TypeScript loader in production",
    run: () => {
      const files = buildServerBundle(path.join(buildDir, "relay"));
      return `../relay/ (${files.filter((file) => file.endsWith(".js")).join(", ")})`;
    },
  },
  {
    // Last: the host rules hash the final HTML, and must not be pre-compressed themselves.
    name: "host rules",
    purpose: "nginx and static hosts apply the same aliases, 404s, caching and CSP as our server",
    run: () => writeDeployConfigs(buildDir, process.env.BUILD_PUBLISH_DIR || buildDir),
  },
  {
    name: "nginx check",
    purpose: "a config nginx would refuse (a page at one of its own locations) stops the build, not the next rollout",
    run: () => {
      const outcome = nginxCheckOutcome(
        checkNginxConfig(fs.readFileSync(path.join(buildDir, "nginx.conf"), "utf8")),
        "build/nginx.conf",
      );
      if (!outcome.ok) throw new BuildRefusal(outcome.line);
      return outcome.report;
    },
  },
];

/** A step's refusal: one line in her words, no stack. */
class BuildRefusal extends Error {}

for (const [index, step] of buildSteps.entries()) {
  let outcome: string;
  try {
    outcome = step.run();
  } catch (error) {
    if (!(error instanceof BuildRefusal)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  console.log(`postbuild ${index + 1}/${buildSteps.length} ${step.name}: ${outcome} — ${step.purpose}`);
}
