import { DataTable } from "./data-table";
import type { ContentSection as ContentSectionData, TableBlock } from "#app/site/types.ts";
import { cn } from "#app/lib/utils.ts";
import { InfoCardGrid } from "./info-card-grid";

/**
 * A free-form block: heading, then paragraphs, bullets, cards, a table and a note, as given;
 * nothing when it has none of them. `fastingTable`: the laboratory's shared table, in whichever
 * state the build has it (shown, or held with a notice until its doctor confirms it).
 */
export function ContentSection({
  section,
  className,
  fastingTable,
}: {
  section: ContentSectionData;
  className?: string;
  fastingTable: TableBlock;
}) {
  // A shared table is kept once, for every page showing it: the laboratory's fasting table.
  const table = section.sharedTable === "jejum" ? fastingTable : section.table;
  // The words that present the table ("logo abaixo, a tabela de jejum") only where it is shown.
  const tableShown = table !== undefined && !table.pending;
  // A heading with nothing under it (a section left empty in the editor) does not reach the page.
  if (!section.paragraphs?.length && !section.bullets?.length && !section.cards?.length && !table && !section.note)
    return null;
  return (
    <section id={section.id} aria-labelledby={`${section.id}-titulo`} className={cn("py-12", className)}>
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={`${section.id}-titulo`} className="text-2xl font-bold sm:text-3xl">
          {section.heading}
        </h2>
        {/* The answer first (a patient asks "how long do I fast for glucose?"), then the why and the table. */}
        {table?.answers && (
          <ul
            data-testid="table-answers"
            className="mt-4 max-w-3xl space-y-1 rounded-lg border-l-4 border-sky-700 bg-sky-50 p-4 text-lg font-semibold text-slate-900"
          >
            {table.answers.map((answer) => (
              <li key={answer}>{answer}</li>
            ))}
          </ul>
        )}
        {section.paragraphs?.map((paragraph) => (
          <p key={paragraph} className="mt-4 max-w-3xl text-lg text-slate-700">
            {paragraph}
          </p>
        ))}
        {tableShown && section.tableLeadIn && (
          <p className="mt-4 max-w-3xl text-lg text-slate-700">{section.tableLeadIn}</p>
        )}
        {section.bullets && (
          <ul className="mt-4 max-w-3xl list-disc space-y-2 pl-6 text-lg text-slate-700">
            {section.bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
        )}
        {section.cards && <InfoCardGrid cards={section.cards} className="mt-6" />}
        {table && <DataTable table={table} className="max-w-3xl" />}
        {section.note && (
          <p className="mt-6 max-w-3xl rounded-lg border-l-4 border-amber-500 bg-amber-50 p-4 text-slate-800">
            {section.note}
          </p>
        )}
      </div>
    </section>
  );
}
