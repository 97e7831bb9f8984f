/** The one function of js-yaml (a dependency of the editor, Keystatic) the publication gate uses. */
declare module "js-yaml" {
  export function load(text: string): unknown;
}
