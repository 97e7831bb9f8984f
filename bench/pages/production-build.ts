/** The production build the "ours" and "floor" variants serve: reused when fresh, else `npm run build`. */
import fs from "node:fs";
import path from "node:path";
import { log } from "../cli";
import { projectRoot } from "../paths";
import { newestSourceTime, runBuildStep } from "./builds";

export const clientDir = path.join(projectRoot, "build/client");

/** build/client as postbuild leaves it: every page, 404.html, sitemap, compressed twins, no SPA fallback. */
function buildLooksComplete(dir: string): boolean {
  return (
    ["index.html", "index.html.br", "404.html", "sitemap.xml"].every((file) => fs.existsSync(path.join(dir, file))) &&
    !fs.existsSync(path.join(dir, "__spa-fallback.html"))
  );
}

/** Resolves with what was done, for the report: "reused build/client" or "rebuilt (<why>)". */
export async function ensureProductionBuild(rebuild: boolean): Promise<string> {
  const sources = newestSourceTime();
  const index = path.join(clientDir, "index.html");
  let reason = "";
  if (rebuild) reason = "--rebuild";
  else if (!fs.existsSync(index)) reason = "no build/client";
  else if (!buildLooksComplete(clientDir)) reason = "build/client is incomplete (a build in progress or failed?)";
  else if (fs.statSync(index).mtimeMs < sources.time) reason = `${sources.file} is newer than build/client`;
  if (!reason) return "reused build/client";
  log(`building the production site (${reason}): npm run build`);
  await runBuildStep("npm", ["run", "build"]);
  if (!buildLooksComplete(clientDir)) throw new Error("npm run build finished but build/client is incomplete");
  return `rebuilt (${reason})`;
}
