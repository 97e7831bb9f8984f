/** The clean path of a page, also when it was reached through its `.html` alias. */
export function cleanPath(pathname: string): string {
  const withoutSlash = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return withoutSlash.endsWith(".html") ? withoutSlash.slice(0, -".html".length) : withoutSlash;
}
