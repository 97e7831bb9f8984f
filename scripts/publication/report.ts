/** The gate's refusal as the build prints it (scripts/build.ts, `npx tsx scripts/publication-gate.ts`). */
import { actors, type PublicationItem } from "./item";

/**
 * Prints the refusal the way the build does, the lines grouped by who must act; returns the exit
 * code. Each line indented two spaces, the groups' headings not: the editor shows the build's
 * indented lines as its problems (editor/build-runner.ts, problemsFrom).
 */
export function reportPublicationItems(
  items: readonly PublicationItem[],
  stream: NodeJS.WritableStream = process.stderr,
): number {
  if (items.length === 0) return 0;
  const groups = actors
    .map((who) => ({ who, lines: items.filter((item) => item.who === who).map(({ message }) => message) }))
    .filter(({ lines }) => lines.length > 0)
    .map(
      ({ who, lines }) =>
        `${who[0]!.toUpperCase()}${who.slice(1)} (${lines.length}):\n${lines.map((line) => `  ${line}`).join("\n")}`,
    );
  stream.write(
    `\nO site ainda tem ${items.length} dado(s) de exemplo ou sem confirmação. Nada foi publicado: build/ continua como estava.\n\n${groups.join("\n\n")}\n\nPara ver o site com os dados de exemplo, use \`npm run build\` (demonstração, fora do Google).\n`,
  );
  return 1;
}
