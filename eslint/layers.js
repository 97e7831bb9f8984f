/**
 * The layers of the code base, kept by the linter (docs/decisions/024): what each top-level folder
 * may import. Specifiers are resolved the way the project writes them: `#app/…` is app/, `#x/…` is the
 * folder x/ (package.json "imports"), `./` and `../` relative to the file, `node:…` and Node's
 * built-in names are Node-only.
 *
 * - shared/ (what the browser and the relay share) imports only shared/ and packages: no app, no
 *   server, nothing Node-only, since it runs in the browser too.
 * - app/site/ is data: it imports only content and shared/ (no lib, components, views, routes).
 * - An inline script (app/inline/*.ts, app/consent/consent-script.ts) is compiled on its own into
 *   every page's HTML (app/inline/README.md): it imports only its own folder, app/site/ and
 *   shared/, never a package or a component, which would be bundled into every page.
 * - app/ never imports server/, scripts/, bench/ or tests/; its browser modules nothing Node-only.
 * - server/ never imports scripts/ or bench/; its production code never tests/.
 * - cms/ (the content schema the editor service runs) imports only cms/, shared/ and app/site/; app/ and
 *   server/ never import it, so nothing of the editor reaches the public site.
 * - editor/ (the editor service, apart from the public server) is imported by no app/, server/
 *   or cms/ module.
 * - Nothing climbs out of its own folder with `../`: another folder is reached by `#folder/…`.
 *
 * Test code (`*.test.ts`, test support modules) may import what it tests and tests/.
 */
import { builtinModules } from "node:module";
import path from "node:path";

const roots = ["app", "shared", "server", "scripts", "tests", "bench", "cms", "editor"];
const nodeBuiltins = new Set(builtinModules);

/** Files that run only under test (never in the browser, the server or a build). */
const isTestCode = (file) =>
  /\.test\.tsx?$/.test(file) ||
  /(^|\/)testing\//.test(file) ||
  /(^|\/)test-fixtures\.ts$/.test(file) ||
  file.startsWith("tests/");

/** Scripts written inline into every page, compiled on their own (scripts/inline-scripts.ts). */
const isInlineScript = (file) =>
  !isTestCode(file) && (/^app\/inline\/[^/]+\.ts$/.test(file) || file === "app/consent/consent-script.ts");

/** Where an import specifier points: { kind: "node" }, { kind: "package" } or { kind: "file", path }. */
export function resolveSpecifier(specifier, importer) {
  if (specifier.startsWith("node:") || nodeBuiltins.has(specifier.split("/")[0])) return { kind: "node" };
  if (specifier.startsWith("#")) return { kind: "file", path: specifier.slice(1) };
  if (specifier.startsWith(".")) {
    return { kind: "file", path: path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier)) };
  }
  return { kind: "package" };
}

const rootOf = (file) => {
  const top = file.split("/")[0];
  return roots.includes(top) ? top : undefined;
};

/** Why `importer` may not import `specifier`, or undefined when it may. */
export function layerViolation(importer, specifier, typeOnly = false) {
  const target = resolveSpecifier(specifier, importer);
  const from = rootOf(importer);
  if (!from) return undefined;
  const testCode = isTestCode(importer);
  if (target.kind === "node") {
    if (testCode || importer.endsWith(".server.ts")) return undefined;
    if (from === "shared") return "shared/ runs in the browser too: no Node-only module here.";
    if (from === "app") return "A browser module imports nothing Node-only; build-time code belongs in scripts/.";
    return undefined;
  }
  if (isInlineScript(importer)) {
    const ownFolder = path.posix.dirname(importer);
    const allowed =
      target.kind === "file" &&
      (path.posix.dirname(target.path) === ownFolder ||
        target.path.startsWith("app/site/") ||
        target.path.startsWith("shared/"));
    if (!allowed)
      return "An inline script is bundled into every page's HTML: it imports only its own folder, app/site/ and shared/.";
  }
  if (target.kind !== "file") return undefined;
  const to = rootOf(target.path);
  // The project's own configuration files at the top (eslint.config.js, vite.config.ts) are reached relatively.
  if (specifier.startsWith("../") && to && to !== from)
    return `Reach ${to}/ by its subpath import (#${to}/…), not by climbing out with ../.`;
  if (from === "shared" && to !== "shared" && !testCode)
    return "shared/ is the bottom layer: it imports only shared/ and packages.";
  if (importer.startsWith("app/site/") && !testCode && to === "app" && !target.path.startsWith("app/site/"))
    return "Content is data: it imports only app/site/ and shared/, never code from app/.";
  // Types only are erased: the pages' content types are derived from the editor's schema (docs/content-schema.md).
  if (from === "app" && to === "cms" && !typeOnly)
    return "Nothing of the content editor reaches the public pages: app/ never imports cms/.";
  if (from === "server" && to === "cms") return "The server never imports the content editor (cms/).";
  if (["app", "server", "cms"].includes(from) && to === "editor")
    return "The editor service (editor/) stays apart from the site: app/, server/ and cms/ never import it.";
  if (from === "cms" && to && !["cms", "shared"].includes(to) && !target.path.startsWith("app/site/"))
    return "The content editor (cms/) imports only cms/, shared/ and app/site/ (types and data).";
  if (from === "app" && ["server", "scripts", "bench"].includes(to))
    return `app/ runs in the browser and the prerender: it never imports ${to}/.`;
  if (from === "app" && to === "tests" && !testCode) return "app/ never imports tests/.";
  if (from === "server" && ["scripts", "bench"].includes(to))
    return `The server never imports ${to}/: what both need belongs in server/ or shared/.`;
  if (from === "server" && to === "tests" && !testCode) return "The server's own code never imports tests/.";
  return undefined;
}

/** @type {import("eslint").Rule.RuleModule} */
const layersRule = {
  meta: { type: "problem", docs: { description: "Keep the layers of app/, shared/, server/ and scripts/." } },
  create(context) {
    const importer = path.relative(context.cwd, context.filename).split(path.sep).join("/");
    const check = (node) => {
      if (!node?.source || typeof node.source.value !== "string") return;
      const message = layerViolation(importer, node.source.value, node.importKind === "type");
      if (message) context.report({ node: node.source, message: `${node.source.value}: ${message}` });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const layersPlugin = { rules: { layers: layersRule } };
