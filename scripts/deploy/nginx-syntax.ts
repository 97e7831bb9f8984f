/** Values put into nginx's config, checked so none can change its meaning, and its indentation. */

/** A value inside double quotes in nginx's config: no quote, backslash, `$` (a variable) or line break. */
export function nginxString(value: string): string {
  if (/["\\$\r\n]/.test(value)) throw new Error(`Cannot put ${JSON.stringify(value)} into nginx.conf`);
  return `"${value}"`;
}

export function nginxToken(value: string, what: string, pattern: RegExp): string {
  if (!pattern.test(value)) throw new Error(`Invalid ${what} for nginx.conf: ${JSON.stringify(value)}`);
  return value;
}

export const indent = (lines: string[], depth: number) => lines.map((line) => `${" ".repeat(depth * 4)}${line}`);
