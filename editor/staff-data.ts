/**
 * What the editor keeps about a member of staff beyond her account (docs/editar-o-site.md,
 * section 8), and what goes when her account is removed: her line of the commit pseudonyms and
 * her reading of the staff notice. Her publication records keep their own term of 12 months
 * (editor/publication-term.ts).
 */
import { StaffNoticeRecords } from "./staff-notice.ts";
import { StaffPseudonyms } from "./staff-pseudonyms.ts";

export function forgetRemovedAccount(dataDir: string, email: string): void {
  new StaffPseudonyms(dataDir).forget(email);
  new StaffNoticeRecords(dataDir).forget(email);
}
