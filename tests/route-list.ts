/**
 * The paths a Fastify app has routes for, read from `printRoutes()`: Fastify draws its radix tree,
 * one fragment a line (`├── p`, `│   ├── re-visualizar (GET, HEAD)`), and a route's path is the
 * fragments on the way down to a line that names methods.
 */
export function routePaths(printedTree: string): string[] {
  const fragments: string[] = [];
  const paths: string[] = [];
  for (const line of printedTree.split("\n")) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    fragments.length = depth;
    fragments.push(match[2]!);
    if (match[3]) paths.push(fragments.join(""));
  }
  return paths;
}
