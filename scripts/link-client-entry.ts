/**
 * Pages are React Router's prerendered HTML without React Router's browser runtime
 * (docs/decisions/032): React Router stays the build-time prerenderer (routes, loaders, meta), and
 * the browser runs one small entry, app/entry.client.ts, which mounts React only on the
 * interactive parts, when they are needed.
 *
 * The prerender writes no bootstrap (app/root.tsx renders no <Scripts /> in a build): each page
 * ends with the inline script that starts the entry after the first paint (app/inline/start-entry.ts),
 * naming it by a placeholder URL, replaced here by the entry's hashed URL, read from React
 * Router's client manifest. Then every built script the entry can never load (the router's
 * runtime, the route modules, the views, the manifest itself) is deleted, so none is served.
 */
import fs from "node:fs";
import path from "node:path";
import { islandsEntryPlaceholder } from "#app/lib/head.ts";

const MANIFEST_ENTRY = /^window\.__reactRouterManifest=\{"entry":\{"module":"(\/assets\/entry\.client-[\w-]+\.js)"/;

/** The client entry's URL, from React Router's manifest (`assets/manifest-<hash>.js`) in `clientDir`. */
export function clientEntryUrl(clientDir: string): string {
  const manifests = fs.readdirSync(path.join(clientDir, "assets")).filter((file) => /^manifest-\w+\.js$/.test(file));
  if (manifests.length !== 1)
    throw new Error(`Expected one React Router manifest in assets/, found ${manifests.length}`);
  const source = fs.readFileSync(path.join(clientDir, "assets", manifests[0]!), "utf8");
  const entry = MANIFEST_ENTRY.exec(source)?.[1];
  if (!entry)
    throw new Error(
      `No client entry in React Router's manifest, update scripts/link-client-entry.ts:\n${source.slice(0, 200)}`,
    );
  return entry;
}

/** The page's HTML naming `entryUrl` as the script it starts. Fails on a page without the placeholder or with React Router's runtime. */
export function withIslandsEntry(html: string, entryUrl: string): string {
  const attribute = `<script data-entry="${islandsEntryPlaceholder}">`;
  if (html.split(attribute).length !== 2)
    throw new Error("Expected the islands entry's placeholder once in the page (app/root.tsx)");
  if (/__reactRouter|modulepreload/.test(html)) throw new Error("React Router's browser runtime is named in the page");
  return html.replace(attribute, () => `<script data-entry="${entryUrl}">`);
}

/** The `/assets/…js` modules `script` imports (a URL path): statically, or with `import()` too. */
export function importsOf(clientDir: string, script: string, { dynamic }: { dynamic: boolean }): string[] {
  const source = fs.readFileSync(path.join(clientDir, script), "utf8");
  // Quoted either way: the bundler writes import(`./x.js`) as often as from"./x.js".
  const pattern = dynamic
    ? /\bimport\s*\(\s*["'`](\.\/[^"'`]+\.js)["'`]/g
    : /\b(?:from|import)\s*["'`](\.\/[^"'`]+\.js)["'`]/g;
  return [...source.matchAll(pattern)].map((match) => path.posix.join(path.posix.dirname(script), match[1]!));
}

/**
 * `roots` and every module they import, however deep (`dynamic`: `import()` counts too), not
 * looking inside the modules of `known`.
 */
export function moduleGraph(
  clientDir: string,
  roots: Iterable<string>,
  { dynamic, known = new Set() }: { dynamic: boolean; known?: ReadonlySet<string> },
): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let script = queue.shift(); script !== undefined; script = queue.shift()) {
    if (seen.has(script) || known.has(script)) continue;
    seen.add(script);
    queue.push(...importsOf(clientDir, script, { dynamic: false }));
    if (dynamic) queue.push(...importsOf(clientDir, script, { dynamic: true }));
  }
  return seen;
}

/** Deletes every script under assets/ that `entryUrl` can never load; returns how many. */
export function dropUnreachableScripts(clientDir: string, entryUrl: string): number {
  const reachable = moduleGraph(clientDir, [entryUrl], { dynamic: true });
  let dropped = 0;
  for (const file of fs.readdirSync(path.join(clientDir, "assets"))) {
    if (!file.endsWith(".js") || reachable.has(`/assets/${file}`)) continue;
    fs.rmSync(path.join(clientDir, "assets", file));
    dropped++;
  }
  return dropped;
}
