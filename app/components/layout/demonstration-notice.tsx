import { site } from "#app/site/site.ts";

/**
 * The slim notice at the top of every page of a demonstration build: its names, registrations,
 * phones and ratings are examples (docs/publication.md). A publication build has none. A landmark
 * of its own, read first, so no visitor (or screen-reader user) takes the examples for the clinic's data.
 */
export function DemonstrationNotice() {
  if (site.publication) return null;
  return (
    <aside
      aria-label="Aviso de demonstração"
      data-testid="demonstration-notice"
      className="bg-amber-100 px-4 py-1.5 text-center text-sm font-medium text-amber-950"
    >
      <p>{site.demonstrationNotice}</p>
    </aside>
  );
}
