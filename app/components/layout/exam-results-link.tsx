import { site } from "#app/site/site.ts";

/** What the link says, in the header's menus and the footer alike. */
export const examResultsLabel = "Resultados de exames";

/**
 * The link to where patients see their exam results (content/clinica.yaml, `examResultsUrl`): a
 * site of the laboratory's, so it opens in a new tab and says so. Nothing at all while the clinic
 * has given no address: no link that leads nowhere.
 */
export function ExamResultsLink({
  url = site.examResultsUrl,
  ...props
}: Omit<React.ComponentProps<"a">, "href" | "target" | "rel" | "children"> & { url?: string }) {
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" data-testid="exam-results-link" {...props}>
      {examResultsLabel}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}
