/** The paths our systemd units write into ExecStart=, WorkingDirectory= and their sandbox lines. */
import path from "node:path";

/** The project's own Node (node_modules/.bin/node), which every unit starts by absolute path. */
export const projectNode = (projectRoot: string) => path.join(projectRoot, "node_modules/.bin/node");

/**
 * Throws unless both are absolute and free of what systemd reads as a separator, a quote, an
 * escape or a specifier (spaces, quotes, `\`, `$`, `%`, `;`): a unit line then means what it says.
 */
export function checkUnitPaths(projectRoot: string, nodeBinary: string): void {
  for (const [what, value] of [
    ["The project root", projectRoot],
    ["The node binary", nodeBinary],
  ] as const)
    if (!path.isAbsolute(value) || /[\s"\\$%;]/.test(value))
      throw new Error(`${what} must be an absolute path without spaces, quotes, $, % or ;: ${value}`);
}
