import type { Config } from "@react-router/dev/config";

/**
 * The client-rendered peer that `npm run bench:pages` measures our pages against: the same app
 * built as a plain single-page app (the architecture of the spec's original), with no prerender
 * and one index.html shell, into bench-results/ (git-ignored) so build/ is never touched.
 * Its own app directory holds only the root and routes that SPA mode needs; every other module
 * is the site's own.
 */
export default {
  appDirectory: "app",
  buildDirectory: "../../bench-results/build-spa",
  ssr: false,
} satisfies Config;
