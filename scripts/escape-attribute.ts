/**
 * A value to write between double quotes in an HTML or SVG attribute, escaped as React escapes one
 * (`&`, `"`, `<`, `>`), so that a browser reads back exactly `value` (server/http-policy.ts decodes
 * the same entities when it hashes an event handler).
 */
export const escapeAttribute = (value: string | number): string =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
