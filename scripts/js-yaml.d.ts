/** The one function of js-yaml (a dev dependency; Keystatic reads YAML with it too) the publication gate uses: its package has no types of its own. */
declare module "js-yaml" {
  export function load(text: string): unknown;
}
