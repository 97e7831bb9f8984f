/** What the publication gate uses of js-yaml (a dev dependency; Keystatic reads YAML with it too): its package has no types of its own. */
declare module "js-yaml" {
  /** A set of YAML types; CORE_SCHEMA has no timestamp, so an unquoted date stays the text the editor wrote. */
  export interface Schema {
    readonly kind?: never;
  }
  export const CORE_SCHEMA: Schema;
  export function load(text: string, options?: { schema?: Schema }): unknown;
}
