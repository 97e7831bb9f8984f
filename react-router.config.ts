import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages";

export default {
  ssr: false,
  prerender: prerenderPaths(),
} satisfies Config;
