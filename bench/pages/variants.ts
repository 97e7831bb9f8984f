/**
 * The variants of each page, built when stale and served on loopback ports:
 *
 *   ours    the production build (build/client) as served by our server (server/app.ts);
 *   floor   the same HTML without JavaScript (floor.ts): what our JavaScript costs;
 *   peer    the same app as a client-rendered SPA (peer.ts): what prerendering buys;
 *   before  another build's client dir (--before, e.g. the landed main built in a worktree),
 *           served like ours: what a change did, measured in the same runs.
 */
import path from "node:path";
import { log } from "../cli";
import { projectRoot } from "../paths";
import { floorClientDir, makeFloor } from "./floor";
import { startOurServer, type RunningServer } from "./our-server";
import { ensureSpaBuild, startSpaServer } from "./peer";
import { clientDir, ensureProductionBuild } from "./production-build";

export const allVariants = ["ours", "floor", "peer", "before"] as const;
export type Variant = (typeof allVariants)[number];

export interface ServedVariants {
  /** What each build step did, for the report: reused, or rebuilt and why. */
  builds: Record<string, string>;
  servers: Partial<Record<Variant, RunningServer>>;
}

export async function serveVariants(
  variants: readonly Variant[],
  options: { rebuild: boolean; storeDir: string; beforeDir?: string },
): Promise<ServedVariants> {
  const builds: Record<string, string> = {};
  if (variants.includes("ours") || variants.includes("floor"))
    builds.production = await ensureProductionBuild(options.rebuild);
  if (variants.includes("peer")) builds.spa = await ensureSpaBuild(options.rebuild);

  const servers: Partial<Record<Variant, RunningServer>> = {};
  if (variants.includes("ours"))
    servers.ours = await startOurServer({ dir: clientDir, name: "ours", storeDir: options.storeDir });
  if (variants.includes("floor")) {
    const floor = makeFloor();
    log(
      `floor: ${floor.scripts} <script> and ${floor.preloads} modulepreload elements removed from ${floor.files} HTML files in ${path.relative(projectRoot, floorClientDir)}`,
    );
    servers.floor = await startOurServer({ dir: floorClientDir, name: "floor", storeDir: options.storeDir });
  }
  if (variants.includes("peer")) servers.peer = await startSpaServer(options.storeDir);
  if (variants.includes("before")) {
    if (!options.beforeDir) throw new Error("the before variant needs --before <client dir>");
    servers.before = await startOurServer({ dir: options.beforeDir, name: "before", storeDir: options.storeDir });
  }
  for (const variant of variants)
    log(`  ${variant.padEnd(5)} ${servers[variant]!.baseUrl}  served by ${servers[variant]!.servedBy}`);
  return { builds, servers };
}
