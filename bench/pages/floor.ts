/**
 * The "floor" variant: the same prerendered HTML with every <script> (except JSON-LD) and every
 * <link rel="modulepreload"> removed, served by our server too: what the page would cost with
 * zero JavaScript, so LCP(ours)/LCP(floor) is what our JavaScript costs.
 */
import fs from "node:fs";
import path from "node:path";
import { walkFiles, writeCompressedTwins } from "#server/build-layout.ts";
import { copyBuildRecords } from "#server/static-site.ts";
import { resultsDir } from "../paths";
import { clientDir } from "./production-build";

export const floorClientDir = path.join(resultsDir, "floor/client");

const scriptElement = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const modulePreload = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi;
const isJsonLd = (attributes: string) => /\btype=["']?application\/ld\+json["']?/i.test(attributes);

/** The page without JavaScript: only JSON-LD (data, not code) stays. */
export function stripJavaScript(html: string): { html: string; scripts: number; preloads: number } {
  let scripts = 0;
  let preloads = 0;
  const stripped = html
    .replace(scriptElement, (element, attributes: string) => {
      if (isJsonLd(attributes)) return element;
      scripts++;
      return "";
    })
    .replace(modulePreload, () => {
      preloads++;
      return "";
    });
  return { html: stripped, scripts, preloads };
}

/** A fresh copy of build/client with every HTML file stripped; build/client itself is never written. */
export function makeFloor(): { files: number; scripts: number; preloads: number } {
  fs.rmSync(path.dirname(floorClientDir), { recursive: true, force: true });
  fs.cpSync(clientDir, floorClientDir, { recursive: true });
  // What our server reads beside the client dir (the CSP's inline-script hashes, the page list, the
  // public settings): the floor, with no script left, is served under the build's own.
  copyBuildRecords(path.dirname(clientDir), path.dirname(floorClientDir));
  const settings = path.join(path.dirname(clientDir), "public-settings.json");
  if (fs.existsSync(settings))
    fs.copyFileSync(settings, path.join(path.dirname(floorClientDir), "public-settings.json"));
  const totals = { files: 0, scripts: 0, preloads: 0 };
  for (const file of [...walkFiles(floorClientDir)]) {
    if (!file.endsWith(".html")) continue;
    const result = stripJavaScript(fs.readFileSync(file, "utf8"));
    if (result.scripts === 0 && result.preloads === 0) continue;
    fs.writeFileSync(file, result.html);
    // Our server prefers the .br/.gz twin: regenerate them, or it would serve the page with its scripts.
    writeCompressedTwins(file);
    totals.files++;
    totals.scripts += result.scripts;
    totals.preloads += result.preloads;
    const left = [...result.html.matchAll(scriptElement)].filter((match) => !isJsonLd(match[1] ?? ""));
    if (left.length > 0 || /rel=["']?modulepreload/i.test(result.html))
      throw new Error(`floor: JavaScript left in ${file}`);
  }
  if (totals.files === 0)
    throw new Error("floor: no HTML file had a script to strip; is build/client a prerendered build?");
  return totals;
}
