import path from "node:path";

export const projectRoot = path.resolve(import.meta.dirname, "..");
/** Git-ignored and excluded from tsc: results, and the builds the page bench makes of its own. */
export const resultsDir = path.join(projectRoot, "bench-results");
