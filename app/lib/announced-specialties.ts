/**
 * CFM Resolution 2.336/2023: a clinic announces a specialty only if a doctor of its team holds that
 * specialty's RQE. This finds every specialty a page announces (a specialty page's own area, the
 * home page's specialty cards, the /especialidades cards) and refuses any without a professional in
 * the roster. The prerender runs it on every page (app/routes/page.tsx), so the build stops.
 */
import type { PageViewName } from "#app/site/registry.ts";
import type {
  AnnouncedSpecialty,
  ArticlePageContent,
  CareArea,
  HomeContent,
  PageContent,
  Professional,
  SpecialtiesOverviewContent,
} from "#app/site/types.ts";
import { professionalsFor } from "./professionals";

/** The specialties (and the psychology area) `content`, laid out by `view`, announces. */
export function announcedSpecialties(view: PageViewName, content: PageContent): AnnouncedSpecialty[] {
  switch (view) {
    case "article": {
      const { careArea, hero } = content as ArticlePageContent;
      return careArea ? [{ label: hero.title, careArea }] : [];
    }
    case "home":
      return (content as HomeContent).specialties.cards.flatMap((card) =>
        "list" in card ? card.list : [{ label: card.title, careArea: card.careArea }],
      );
    case "especialidades":
      return (content as SpecialtiesOverviewContent).cards.map((card) => ({
        label: card.name,
        careArea: card.careArea,
      }));
    default:
      return [];
  }
}

const areaName = (area: CareArea) =>
  "specialty" in area ? `${area.specialty} (nenhum médico com esse RQE)` : "Psicologia (nenhum psicólogo com CRP)";

/** The announced specialties that no professional of `staff` holds. */
export function unstaffedSpecialties(
  announced: readonly AnnouncedSpecialty[],
  staff: readonly Professional[],
): AnnouncedSpecialty[] {
  return announced.filter(({ careArea }) => professionalsFor(careArea, staff).length === 0);
}

/** Throws, naming the page and each specialty, when `path` announces one the roster does not hold. */
export function assertAnnouncedSpecialtiesStaffed(
  path: string,
  view: PageViewName,
  content: PageContent,
  staff: readonly Professional[],
): void {
  const missing = unstaffedSpecialties(announcedSpecialties(view, content), staff);
  if (missing.length === 0) return;
  const list = missing.map(({ label, careArea }) => `"${label}": ${areaName(careArea)}`).join("; ");
  throw new Error(
    `${path} anuncia especialidades sem profissional no corpo clínico (CFM 2.336/2023): ${list}. ` +
      "Inclua o profissional em app/site/clinical-staff.ts ou retire o anúncio.",
  );
}
