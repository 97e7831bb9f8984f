/**
 * Putting a release live: `build` is a symbolic link to `releases/<id>`; a new link is made under
 * a temporary name (`.build.next`) and renamed over `build`, one rename(2), so whoever opens
 * `build/…` (nginx, the relay, `node build/relay/index.js`) gets the old release or the new one,
 * whole, never none. A plain `build/` folder from an older checkout becomes a release on the first
 * switch; that one step cannot be a single rename (a link cannot replace a folder), so the link to
 * its new place is made first and a crash between the two renames is finished by `repair`, which
 * the build and the editor run at start (docs/decisions/045).
 */
import fs from "node:fs";
import path from "node:path";
import {
  completeRelease,
  completeReleases,
  incomingDir,
  isComplete,
  liveRelease,
  newReleaseId,
  normaliseModes,
  prune,
  releaseDir,
  writeMarker,
  type ReleaseLayout,
} from "./releases.ts";

/** The steps between which a test may stop the process (the editor's EDITOR_TEST_PAUSE_AT). */
export type SwitchStep = "legacy-link-made" | "legacy-moved" | "link-made";
export type Pause = (step: SwitchStep) => Promise<void> | void;

export const tempLinkOf = (layout: ReleaseLayout) =>
  path.join(path.dirname(layout.link), `.${path.basename(layout.link)}.next`);

const linkTextOf = (layout: ReleaseLayout, id: string) =>
  path.relative(path.dirname(layout.link), releaseDir(layout, id));

function flushFolder(dir: string): void {
  const fd = fs.openSync(dir, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Makes the temporary link to release `id` (replacing one left over). */
function makeTempLink(layout: ReleaseLayout, id: string): string {
  const temp = tempLinkOf(layout);
  fs.rmSync(temp, { force: true });
  fs.symlinkSync(linkTextOf(layout, id), temp);
  return temp;
}

/** Puts complete release `id` live: one rename of a new link over `build`. */
export async function switchTo(layout: ReleaseLayout, id: string, pause?: Pause): Promise<void> {
  if (!isComplete(layout, id)) throw new Error(`release ${id} is not complete: nothing was switched`);
  if (liveRelease(layout) === "legacy") await adoptLegacyFolder(layout, pause);
  const temp = makeTempLink(layout, id);
  await pause?.("link-made");
  fs.renameSync(temp, layout.link);
  flushFolder(path.dirname(layout.link));
}

/**
 * A plain `build/` folder (before releases) becomes a release named by when it was built: readable modes and its
 * marker first, in place; then the link to where it goes; then the folder moves there and the link
 * takes its name. Between those two renames `build` is missing: `repair` puts the waiting link in place.
 */
export async function adoptLegacyFolder(layout: ReleaseLayout, pause?: Pause): Promise<string> {
  const id = newReleaseId(builtAt(layout.link));
  fs.mkdirSync(layout.releasesDir, { recursive: true, mode: 0o755 });
  normaliseModes(layout.link);
  writeMarker(layout.link, id, "build/ before releases");
  const temp = makeTempLink(layout, id);
  await pause?.("legacy-link-made");
  fs.renameSync(layout.link, releaseDir(layout, id));
  await pause?.("legacy-moved");
  fs.renameSync(temp, layout.link);
  flushFolder(path.dirname(layout.link));
  return id;
}

/**
 * After a crash: `build` made to point at one whole release again, and what was left half-made
 * removed. Run under the lock, before anything else. Returns what it did, for the log.
 * `asides`: folders an older version of the project kept a whole build in while it swapped
 * (`.build-previous`, the editor's `previous-build` and `swapping`), adopted as a release when
 * `build` is missing and no release exists.
 */
export function repair(layout: ReleaseLayout, asides: string[] = []): string[] {
  const done: string[] = [];
  const temp = tempLinkOf(layout);
  const tempTarget = readLinkId(temp);
  const linkMissing = liveRelease(layout) === undefined || !liveIsWhole(layout);
  if (tempTarget !== undefined) {
    if (linkMissing && isComplete(layout, tempTarget)) {
      fs.renameSync(temp, layout.link);
      done.push(`build was missing: the interrupted switch to release ${tempTarget} was finished`);
    } else {
      fs.rmSync(temp, { force: true });
      done.push(`removed the link of a switch to ${tempTarget} that never happened`);
    }
  }
  if (liveRelease(layout) === undefined || !liveIsWhole(layout)) {
    const newest = completeReleases(layout)[0] ?? adoptAside(layout, asides);
    if (newest) {
      fs.rmSync(layout.link, { force: true });
      fs.symlinkSync(linkTextOf(layout, newest), layout.link);
      done.push(`build was missing or broken: it now points at release ${newest}`);
    } else done.push("build is missing and no release is kept: run npm run build");
  }
  for (const removed of prune(layout, [], Infinity)) done.push(`removed ${removed}, a release never completed`);
  return done;
}

function liveIsWhole(layout: ReleaseLayout): boolean {
  const live = liveRelease(layout);
  return live === "legacy" || (live !== undefined && isComplete(layout, live));
}

function readLinkId(link: string): string | undefined {
  try {
    return path.basename(fs.readlinkSync(link));
  } catch {
    return undefined;
  }
}

/** When a build was made (its home page's time): a release's id sorts by it. */
function builtAt(dir: string): Date {
  for (const file of [path.join(dir, "client/index.html"), dir])
    try {
      return fs.statSync(file).mtime;
    } catch {
      // The next one.
    }
  return new Date();
}

function adoptAside(layout: ReleaseLayout, asides: string[]): string | undefined {
  const aside = asides.find((dir) => fs.existsSync(path.join(dir, "client/index.html")));
  if (!aside) return undefined;
  const id = newReleaseId(builtAt(aside));
  const incoming = incomingDir(layout, id);
  // Copied, not moved: the aside may be on another file system (data/ on its own volume).
  fs.cpSync(aside, incoming, { recursive: true });
  completeRelease(layout, incoming, id, `recovered from ${aside}`);
  return id;
}
