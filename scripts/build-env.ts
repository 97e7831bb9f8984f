/**
 * Import first in build steps that run under tsx (postbuild): it loads the same .env files and
 * variables Vite gives the pages, so `app/content/site.ts` sees, e.g., VITE_SITE_URL in the sitemap.
 * The real environment wins over .env files, as in Vite.
 */
import path from "node:path";
import { loadEnv } from "vite";

const root = path.resolve(import.meta.dirname, "..");
Object.assign(process.env, loadEnv("production", root, ["VITE_", "AUTOMATION_ID"]));
