/**
 * The site's releases: each build that went (or may go) live is a folder `releases/<id>/` beside
 * the `build` link, on the same file system, so a release is made whole first and then put live by
 * one rename (./switch.ts). A release is complete when it has its marker (`.release.json`),
 * written last, after its files were made readable by the web server whatever the umask of the
 * process that built it (0644 files, 0755 folders and executables). At most `keptReleases`
 * releases besides the live one stay; the live one and those a caller protects (the one an undo
 * needs) are never removed (docs/decisions/045).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Releases kept besides the live one: undo and "Restaurar esta versão" switch without building. */
export const keptReleases = 5;

export const markerName = ".release.json";
const incomingPrefix = ".incoming-";

export interface ReleaseLayout {
  /** The link nginx and the relay read: `<checkout>/build`. */
  link: string;
  /** Where the releases live: `<checkout>/releases`, beside the link. */
  releasesDir: string;
}

export interface ReleaseMarker {
  id: string;
  completedAt: string;
  /** What made it: "npm run build", "editor: publicar"… */
  madeBy: string;
}

export function layoutOf(link: string): ReleaseLayout {
  return { link, releasesDir: path.join(path.dirname(link), "releases") };
}

/** Sortable by time of creation, to the millisecond: 20261202T004629123Z-3fa2. */
export function newReleaseId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:.]/g, "");
  return `${stamp}-${crypto.randomBytes(2).toString("hex")}`;
}

export const isReleaseId = (id: string) => /^\d{8}T\d{9}Z-[0-9a-f]{4}$/.test(id);

export const releaseDir = (layout: ReleaseLayout, id: string) => path.join(layout.releasesDir, id);

/** A fresh folder to build a release in, removed by the next repair if it is never completed. */
export function incomingDir(layout: ReleaseLayout, id: string): string {
  fs.mkdirSync(layout.releasesDir, { recursive: true, mode: 0o755 });
  fs.chmodSync(layout.releasesDir, 0o755);
  const dir = path.join(layout.releasesDir, `${incomingPrefix}${id}`);
  fs.rmSync(dir, { recursive: true, force: true });
  return dir;
}

export function readMarker(dir: string): ReleaseMarker | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, markerName), "utf8")) as ReleaseMarker;
  } catch {
    return undefined;
  }
}

export const isComplete = (layout: ReleaseLayout, id: string) => readMarker(releaseDir(layout, id))?.id === id;

/** Every file 0644 (0755 when its owner may run it), every folder 0755: nginx's worker is another user. */
export function normaliseModes(dir: string): void {
  const stat = fs.lstatSync(dir);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    fs.chmodSync(dir, 0o755);
    for (const name of fs.readdirSync(dir)) normaliseModes(path.join(dir, name));
  } else fs.chmodSync(dir, stat.mode & 0o100 ? 0o755 : 0o644);
}

/**
 * A finished build in `from` becomes release `id`: modes made readable, its marker written and
 * flushed, then one rename into `releases/<id>`. `from` must be on the releases' file system.
 */
export function completeRelease(layout: ReleaseLayout, from: string, id: string, madeBy: string): string {
  normaliseModes(from);
  writeMarker(from, id, madeBy);
  const target = releaseDir(layout, id);
  fs.renameSync(from, target);
  return target;
}

/** The marker, written and flushed: the folder holds the whole release `id`. */
export function writeMarker(dir: string, id: string, madeBy: string): void {
  const marker: ReleaseMarker = { id, completedAt: new Date().toISOString(), madeBy };
  const markerFile = path.join(dir, markerName);
  fs.writeFileSync(markerFile, `${JSON.stringify(marker, null, 2)}\n`, { mode: 0o644 });
  fs.chmodSync(markerFile, 0o644);
  const fd = fs.openSync(markerFile, "r");
  fs.fsyncSync(fd);
  fs.closeSync(fd);
}

/** The release the link points at: its id, "legacy" for a plain build/ folder, undefined when there is none. */
export function liveRelease(layout: ReleaseLayout): string | undefined {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(layout.link);
  } catch {
    return undefined;
  }
  if (!stat.isSymbolicLink()) return stat.isDirectory() ? "legacy" : undefined;
  const target = path.resolve(path.dirname(layout.link), fs.readlinkSync(layout.link));
  return path.dirname(target) === layout.releasesDir ? path.basename(target) : undefined;
}

/** Complete releases, newest first. */
export function completeReleases(layout: ReleaseLayout): string[] {
  if (!fs.existsSync(layout.releasesDir)) return [];
  return fs
    .readdirSync(layout.releasesDir)
    .filter((name) => isReleaseId(name) && isComplete(layout, name))
    .sort()
    .reverse();
}

/**
 * Removes what no one needs: releases beyond the newest `keep` (never the live one nor
 * `protect`), folders never completed, and leftovers of interrupted builds. Run under the lock only:
 * every `.incoming-` folder is then an abandoned one. Returns what it removed.
 */
export function prune(
  layout: ReleaseLayout,
  protect: Iterable<string | undefined> = [],
  keep = keptReleases,
): string[] {
  if (!fs.existsSync(layout.releasesDir)) return [];
  const live = liveRelease(layout);
  const kept = new Set([
    live,
    ...protect,
    ...completeReleases(layout)
      .filter((id) => id !== live)
      .slice(0, keep),
  ]);
  const removed: string[] = [];
  for (const name of fs.readdirSync(layout.releasesDir)) {
    if (kept.has(name)) continue;
    if (!name.startsWith(incomingPrefix) && !isReleaseId(name)) continue;
    fs.rmSync(path.join(layout.releasesDir, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
