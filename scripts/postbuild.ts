/**
 * After `react-router build`: give every `.html` alias and the not-found page the shape any
 * static host serves (a file, not a folder), write sitemap.xml and robots.txt from the page
 * registry, and pre-compress every text asset with brotli and gzip.
 */
import "./build-env";
import fs from "node:fs";
import path from "node:path";
import { htmlAlias, notFoundPrerenderPath, pages } from "../app/content/pages";
import { absoluteUrl } from "../app/lib/structured-data";
import { deferHydration } from "./defer-hydration";
import { notFoundPageFile, walkFiles, writeCompressedTwins } from "../server/build-layout";
import { writeDeployConfigs } from "./deploy-config";

const clientDir = path.resolve(import.meta.dirname, "../build/client");

/** `build/client/x.html/index.html` → `build/client/x.html` (likewise `/404` → `404.html`). */
function flattenPrerenderedFolder(urlPath: string, target: string): void {
  const folder = path.join(clientDir, urlPath);
  const index = path.join(folder, "index.html");
  if (!fs.existsSync(index)) throw new Error(`Expected a prerendered page at ${path.relative(clientDir, index)}`);
  const html = fs.readFileSync(index);
  fs.rmSync(folder, { recursive: true });
  fs.writeFileSync(path.join(clientDir, target), html);
}

function writeSitemap(): void {
  const urls = pages.map((page) => `  <url><loc>${absoluteUrl(page.path)}</loc><changefreq>monthly</changefreq><priority>${page.path === "/" ? "1.0" : "0.8"}</priority></url>`);
  fs.writeFileSync(
    path.join(clientDir, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
  );
  fs.writeFileSync(path.join(clientDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`);
}

for (const page of pages) {
  const alias = htmlAlias(page.path);
  if (alias) flattenPrerenderedFolder(alias, alias.slice(1));
}
flattenPrerenderedFolder(notFoundPrerenderPath, notFoundPageFile.slice(1));
// Every route is prerendered, so the SPA fallback would only mask unknown paths as pages.
fs.rmSync(path.join(clientDir, "__spa-fallback.html"), { force: true });
writeSitemap();
// One pass over the build: the page route's build-time loader only loads the view for
// prerendering, and its `.data` files are never requested (the clientLoader does not call the
// server loader), so none is published; every page gets deferred hydration; then every text file
// its compressed twins.
let dataFiles = 0;
let htmlFiles = 0;
let compressed = 0;
for (const file of [...walkFiles(clientDir)]) {
  if (file.endsWith(".data")) {
    fs.rmSync(file);
    dataFiles++;
    continue;
  }
  if (file.endsWith(".html")) {
    fs.writeFileSync(file, deferHydration(fs.readFileSync(file, "utf8")));
    htmlFiles++;
  }
  if (writeCompressedTwins(file)) compressed++;
}
console.log(`postbuild: ${pages.length - 1} aliases flattened, ${dataFiles} loader data files removed, 404.html, sitemap.xml, robots.txt, hydration deferred in ${htmlFiles} pages, ${compressed} files pre-compressed`);
// Last: the host rules hash the final HTML, and must not be pre-compressed themselves.
writeDeployConfigs();
