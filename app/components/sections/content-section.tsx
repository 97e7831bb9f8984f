import type { ContentSection as ContentSectionData } from "~/content/types";
import { cn } from "~/lib/utils";
import { InfoCardGrid } from "./info-card-grid";

/** A free-form block: heading, then paragraphs, bullets, cards, a table and a note, as given. */
export function ContentSection({ section, className }: { section: ContentSectionData; className?: string }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-titulo`} className={cn("scroll-mt-20 py-12", className)}>
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={`${section.id}-titulo`} className="text-2xl font-bold sm:text-3xl">{section.heading}</h2>
        {section.paragraphs?.map((paragraph) => <p key={paragraph} className="mt-4 max-w-3xl text-lg text-slate-700">{paragraph}</p>)}
        {section.bullets && (
          <ul className="mt-4 max-w-3xl list-disc space-y-2 pl-6 text-lg text-slate-700">
            {section.bullets.map((bullet) => <li key={bullet}>{bullet}</li>)}
          </ul>
        )}
        {section.cards && <InfoCardGrid cards={section.cards} className="mt-6" />}
        {section.table && (
          <div className="mt-6 overflow-x-auto">
            <table className="w-full max-w-3xl border-collapse text-left">
              <caption className="mb-2 text-left font-semibold text-slate-800">{section.table.caption}</caption>
              <thead>
                <tr>{section.table.columns.map((column) => <th key={column} scope="col" className="border-b-2 border-slate-300 px-3 py-2">{column}</th>)}</tr>
              </thead>
              <tbody>
                {section.table.rows.map((row) => (
                  <tr key={row.join("|")} className="odd:bg-slate-50">
                    {row.map((cell, index) => index === 0
                      ? <th key={cell} scope="row" className="border-b border-slate-200 px-3 py-2 font-medium">{cell}</th>
                      : <td key={`${index}-${cell}`} className="border-b border-slate-200 px-3 py-2">{cell}</td>)}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {section.note && <p className="mt-6 max-w-3xl rounded-lg border-l-4 border-amber-500 bg-amber-50 p-4 text-slate-800">{section.note}</p>}
      </div>
    </section>
  );
}
