import type { FastingSummary as FastingSummaryContent } from "#app/site/types.ts";

/**
 * "How long do I fast?" answered on the first screens of a page that asks it first (the
 * laboratory's): one line per exam, made from the laboratory's table, with the care to follow the
 * doctor's request. Shown while the table itself waits for the laboratory's doctor too; then it
 * says what to do instead and never points to a table the page does not show.
 */
export function FastingSummary({
  tableSection,
  summary,
}: {
  /** The id of the page's section showing the table, which the link leads to. */
  tableSection?: string;
  summary: FastingSummaryContent;
}) {
  return (
    <section
      aria-labelledby="jejum-resumo-titulo"
      data-testid="fasting-summary"
      className="mx-auto max-w-6xl px-4 pt-4"
    >
      <div className="rounded-xl border-l-4 border-sky-700 bg-sky-50 p-5 text-lg text-slate-900">
        <h2 id="jejum-resumo-titulo" className="text-xl font-bold">
          {summary.heading}
        </h2>
        <ul className="mt-2 space-y-1 font-semibold">
          {summary.answers.map((answer) => (
            <li key={answer}>{answer}</li>
          ))}
        </ul>
        <p className="mt-3 text-slate-800">{summary.care}</p>
        {summary.pending && <p className="mt-2 text-slate-800">{summary.pending}</p>}
        {summary.tableLink && tableSection && (
          <a
            href={`#${tableSection}`}
            className="mt-1 inline-flex min-h-11 items-center font-semibold text-sky-800 underline underline-offset-2 hover:text-sky-950"
          >
            {summary.tableLink}
          </a>
        )}
      </div>
    </section>
  );
}
