/**
 * Writes generated/icons.svg: one <symbol id="<name>"> per icon listed in app/lib/icons.ts,
 * drawn from lucide-react's own icon data (`__iconNode` of each icon module), so the sprite and
 * the package cannot drift. Stroke attributes live on the referencing <svg> (app/components/ui/icon.tsx).
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { iconNames } from "#app/lib/icons.ts";
import { escapeAttribute } from "./escape-attribute";

const root = path.resolve(import.meta.dirname, "..");
const iconDir = path.join(root, "node_modules/lucide-react/dist/esm/icons");
export const spritePath = path.join(root, "generated/icons.svg");

type IconNode = [tag: string, attributes: Record<string, string | number>][];

function element([tag, attributes]: IconNode[number]): string {
  const rendered = Object.entries(attributes)
    .filter(([name]) => name !== "key")
    .map(
      ([name, value]) =>
        ` ${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}="${escapeAttribute(value)}"`,
    )
    .join("");
  return `<${tag}${rendered}/>`;
}

export async function buildIconSprite(): Promise<string> {
  const symbols: string[] = [];
  for (const name of iconNames) {
    const file = path.join(iconDir, `${name}.js`);
    if (!fs.existsSync(file)) throw new Error(`lucide-react has no icon "${name}" (${file})`);
    const { __iconNode } = (await import(pathToFileURL(file).href)) as { __iconNode: IconNode };
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${__iconNode.map(element).join("")}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const sprite = await buildIconSprite();
  fs.mkdirSync(path.dirname(spritePath), { recursive: true });
  if (!fs.existsSync(spritePath) || fs.readFileSync(spritePath, "utf8") !== sprite)
    fs.writeFileSync(spritePath, sprite);
  console.log(`icons: ${iconNames.length} symbols, ${sprite.length} bytes → ${path.relative(root, spritePath)}`);
}
