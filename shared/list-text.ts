/** "a", "a e b", "a, b e c": a list as a Portuguese sentence says it. */
export function listText(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`;
}
