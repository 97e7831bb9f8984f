/**
 * The "peer" variant: the same app built as a plain client-rendered SPA by bench/spa (no
 * prerender: the architecture of the spec's original), served as a static host with an SPA
 * rewrite would serve it: what prerendering buys.
 */
import fs from "node:fs";
import path from "node:path";
import { pageUrlPaths } from "#app/site/registry.ts";
import { walkFiles, writeCompressedTwins } from "#server/build-layout.ts";
import { inlineScriptHashes } from "#server/http-policy.ts";
import { loadFiles, loadResource, type StaticSite } from "#server/static-site.ts";
import { log } from "../cli";
import { projectRoot, resultsDir } from "../paths";
import { newestSourceTime, runBuildStep } from "./builds";
import { startOurServer, type RunningServer } from "./our-server";

// bench/spa/react-router.config.ts builds there.
export const spaClientDir = path.join(resultsDir, "build-spa/client");

/** Resolves with what was done, for the report: "reused …" or "rebuilt (<why>)". */
export async function ensureSpaBuild(rebuild: boolean): Promise<string> {
  const sources = newestSourceTime();
  const index = path.join(spaClientDir, "index.html");
  let reason = "";
  if (rebuild) reason = "--rebuild";
  else if (!fs.existsSync(index) || !fs.existsSync(`${index}.br`)) reason = "no SPA build";
  else if (fs.statSync(index).mtimeMs < sources.time) reason = `${sources.file} is newer than the SPA build`;
  if (!reason) return `reused ${path.relative(projectRoot, spaClientDir)}`;
  log(
    `building the client-rendered peer (${reason}): react-router build bench/spa → ${path.relative(projectRoot, spaClientDir)}`,
  );
  // The artwork lands in public/ (skipped when fresh), then the SPA build copies it like ours does.
  await runBuildStep(process.execPath, ["--import", "tsx", "scripts/build-images.ts"]);
  // Run from the peer's own directory: React Router then finds its config and keys its manifest right.
  await runBuildStep(
    path.join(projectRoot, "node_modules/.bin/react-router"),
    ["build"],
    path.join(projectRoot, "bench/spa"),
  );
  if (!fs.existsSync(index)) throw new Error(`the SPA build wrote no ${path.relative(projectRoot, index)}`);
  const count = [...walkFiles(spaClientDir)].filter(writeCompressedTwins).length;
  log(`  pre-compressed ${count} files of the SPA build (brotli 11 + gzip 9, as postbuild does)`);
  return `rebuilt (${reason})`;
}

/**
 * Through our own server, so only the architecture differs: the peer's files with their
 * pre-compressed twins and our headers, and the shell index.html at every page path (what
 * `/* /index.html 200` does on a static host).
 */
export function startSpaServer(storeDir: string): Promise<RunningServer> {
  // The peer's own build, trusted as it is: its shell's inline scripts are the ones it was built with.
  const shellFile = path.join(spaClientDir, "index.html");
  const allowedScripts = new Set(inlineScriptHashes(fs.readFileSync(shellFile, "utf8")));
  const shell = loadResource(shellFile, "html", { allowedScripts });
  const site: StaticSite = {
    pages: new Map(pageUrlPaths().map((urlPath) => [urlPath, shell])),
    files: loadFiles(spaClientDir),
    notFound: shell,
  };
  return startOurServer({
    dir: spaClientDir,
    name: "peer",
    storeDir,
    site,
    servedBy: `our server (buildServer) with the SPA shell index.html at every page path, ${path.relative(projectRoot, spaClientDir)}`,
  });
}
