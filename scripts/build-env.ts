/**
 * Import first in build steps that run under tsx (postbuild): it loads the same named public
 * settings Vite gives the pages (shared/public-env.ts) from the same .env files, so
 * `app/site/site.ts` sees, e.g., VITE_SITE_URL in the sitemap. The real environment wins over
 * .env files, as in Vite.
 */
import path from "node:path";
import { loadEnv } from "vite";
import { pickPublicEnv } from "#shared/public-env.ts";

const root = path.resolve(import.meta.dirname, "..");
Object.assign(process.env, pickPublicEnv(loadEnv("production", root, "")));
