import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/site/registry";
import { buildDirectory } from "./scripts/build-directory";

/** Every page, its `.html` alias and the not-found page are prerendered; nothing is server-rendered at run time. */
export default {
  ssr: false,
  prerender: prerenderPaths(),
  buildDirectory: buildDirectory(),
} satisfies Config;
