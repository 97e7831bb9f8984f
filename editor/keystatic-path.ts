/**
 * Keystatic's API path as Keystatic itself reads it (its generic handler's getParams): split on
 * "/", each segment decoded, empty ones dropped, so `//update`, `update/` and `%75pdate` all mean
 * `update`. The bridge answers only the canonical spelling; the save-conflict check reads the same
 * segments. One reading for both.
 */
export const keystaticApiPrefix = "/api/keystatic";

/** The route segments Keystatic reads from a path, as its generic handler computes them. */
export function keystaticSegments(pathname: string): string[] | undefined {
  try {
    return pathname
      .replace(/^\/api\/keystatic\/?/, "")
      .split("/")
      .map((segment) => decodeURIComponent(segment))
      .filter(Boolean);
  } catch {
    return undefined;
  }
}

/**
 * The segments when `pathname` is their canonical spelling (each encoded as a browser's fetch and
 * encodeURIComponent write it, no empty segment, no trailing slash), else undefined: the bridge
 * then answers 404, and no other spelling of `update` can slip past the write guard.
 */
export function canonicalSegments(pathname: string): string[] | undefined {
  const segments = keystaticSegments(pathname);
  if (!segments || segments.length === 0) return undefined;
  if (segments.some((segment) => segment.includes("/"))) return undefined;
  const canonical = `${keystaticApiPrefix}/${segments.map((segment) => encodeURIComponent(segment)).join("/")}`;
  return canonical === pathname ? segments : undefined;
}
