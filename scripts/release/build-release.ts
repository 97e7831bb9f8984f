/**
 * `npm run build`'s way to the live site: repair what a crash left, build into a new release
 * folder, complete it (readable modes, marker), switch `build` to it with one rename, and keep the
 * releases bounded. A build that fails removes its folder and leaves the live release as it was.
 * Run under the checkout's lock (./lock.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { completeRelease, incomingDir, keptReleases, layoutOf, newReleaseId, prune } from "./releases.ts";
import { repair, switchTo } from "./switch.ts";

export async function buildRelease(
  link: string,
  madeBy: string,
  build: (dir: string) => Promise<void> | void,
  log: (line: string) => void = console.log,
): Promise<string> {
  const layout = layoutOf(link);
  const root = path.dirname(link);
  for (const line of repair(layout, [path.join(root, ".build-previous")])) log(`release repair: ${line}`);
  const id = newReleaseId();
  const incoming = incomingDir(layout, id);
  fs.mkdirSync(incoming, { recursive: true });
  try {
    await build(incoming);
  } catch (error) {
    fs.rmSync(incoming, { recursive: true, force: true });
    throw error;
  }
  completeRelease(layout, incoming, id, madeBy);
  await switchTo(layout, id);
  for (const removed of prune(layout))
    log(`release ${removed} removed (kept: the live one and the ${keptReleases} newest others)`);
  // Folders of the two-rename swap this replaced (scripts/build.ts before releases), never needed again.
  for (const old of [".build-staging", ".build-previous"])
    fs.rmSync(path.join(root, old), { recursive: true, force: true });
  return id;
}
