import path from "node:path";

/**
 * Where `react-router build` and postbuild write: `build/` unless BUILD_DIR names another
 * directory, as tests do that build the site with other settings (scripts/build-variant.ts)
 * without touching the main build.
 */
export function buildDirectory(): string {
  return path.resolve(path.join(import.meta.dirname, ".."), process.env.BUILD_DIR || "build");
}
