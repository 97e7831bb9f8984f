/**
 * What a booking from a page is for ("Especialidade: Cardiologia", "Exame: Ecocardiograma"): the
 * dialog shows it under its title and sends it as the lead's `assunto` tag, so the team knows what
 * the patient asked before answering. The page carries it as data on its content's wrapper
 * (`data-booking-subject`, app/routes/page.tsx); pages about no one specialty or exam carry none.
 */
import type { PageContent } from "#app/site/types.ts";
import type { OWN_TAG_NAMES } from "#shared/lead/schema.ts";

export const BOOKING_SUBJECT_TAG = "assunto" satisfies (typeof OWN_TAG_NAMES)[number];

/** The subject of a page's content, from its main entity; undefined for the other pages. */
export function bookingSubjectOf(content: PageContent): string | undefined {
  const entity = "mainEntity" in content ? content.mainEntity : undefined;
  if (entity?.type === "MedicalSpecialty") return `Especialidade: ${entity.name}`;
  if (entity?.type === "MedicalTest") return `Exame: ${entity.name}`;
  return undefined;
}

/** The subject the current page carries, read by the dialog when it opens. */
export function currentBookingSubject(root: ParentNode = document): string | undefined {
  return root.querySelector<HTMLElement>("[data-booking-subject]")?.dataset.bookingSubject || undefined;
}
