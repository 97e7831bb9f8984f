/**
 * The editor's one CSP builder. The editor's own pages and Keystatic's UI run only the editor's
 * script files; previews are the site's pages and are served with the site's own policy (its
 * inline scripts by hash, server/http-policy.ts), never 'unsafe-inline', since the preview shares
 * its origin with the pages that can publish.
 */
import { contentSecurityPolicy } from "#server/http-policy.ts";

/** The editor's pages and Keystatic's UI: scripts from the editor only, framed by nobody. */
export const editorCsp = [
  "default-src 'self'",
  "script-src 'self'",
  // Keystatic's UI sets style attributes and injects <style> (its emotion styles); no script runs from a style.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join("; ");

/**
 * A preview page's policy: the site's, with the hashes of that page's inline scripts (the build
 * checked each is one of ours), and no other origin to talk to: a preview sends no lead and no beacon.
 */
export function previewCsp(scriptHashes: string[]): string {
  return contentSecurityPolicy({ scriptHashes });
}
