/**
 * One thing the clinic must still fill or confirm before the site is published: the line the
 * publication build prints, who must act on it, and the file and field where it is fixed, so that
 * the editor can show the same lines as a checklist grouped by person, each a link to its field.
 */

/**
 * Who fixes it: the receptionist in the editor, each doctor (their own data), the laboratory's
 * doctor, the lawyer, the council, or whoever administers the server. In this order the build
 * prints the groups: who acts most often first.
 */
export const actors = [
  "recepção",
  "cada médico",
  "médico responsável pelo laboratório",
  "advogado",
  "conselho",
  "quem administra o servidor",
] as const;

export type Actor = (typeof actors)[number];

export interface PublicationItem {
  /** The whole line in Portuguese, the place named as the editor shows it: “Dados da clínica › CNPJ: …”. */
  message: string;
  who: Actor;
  /** Where it is fixed, relative to the project: a content file, an image, or the settings file. */
  file: string;
  /** The field in that file (`legal.cnpj`, `registration.value.crm`), "" for the file as a whole. */
  field: string;
}

/** The items in order, each line once (two checks may say the same thing of one place). */
export function withoutRepeats(items: readonly PublicationItem[]): PublicationItem[] {
  const seen = new Set<string>();
  return items.filter(({ message }) => !seen.has(message) && Boolean(seen.add(message)));
}
