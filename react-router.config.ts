import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages";

// `npm run bench:pages` compares our prerendered pages with the same app built as a plain
// client-rendered single-page app (the architecture of the spec's original). BENCH_SPA=1 is
// that peer build only: no prerender (SPA mode, one index.html shell) and a separate,
// git-ignored directory, so build/ is never touched. Unset, the config is exactly as before.
const benchSpa = process.env.BENCH_SPA === "1";

export default {
  ssr: false,
  ...(benchSpa ? { buildDirectory: "bench-results/build-spa" } : { prerender: prerenderPaths() }),
} satisfies Config;
