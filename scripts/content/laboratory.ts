/**
 * What the pages show of the laboratory's preparation (content/laboratorio.yaml), in each of its
 * two states: until its responsible doctor confirms the fasting table, no page shows the table,
 * only the notice saying so; the short answers on the first screens (a page's "Responder o jejum
 * no topo da página") show in both states, with the care to follow the doctor's request, and
 * point to the table only once it is shown.
 */
import type { FastingSummary, TableBlock } from "#app/site/types.ts";
import { fastingAnswers, type Laboratory } from "./facts";

/** The shared fasting table as the pages take it: the table and its answers, or the notice in its place. */
export function fastingTableFrom({ fastingTable, confirmedByDoctor, pendingNotice }: Laboratory): TableBlock {
  return confirmedByDoctor
    ? {
        caption: fastingTable.caption,
        columns: [fastingTable.examHeading, fastingTable.fastingHeading],
        rows: fastingTable.rows.map(({ exam, fasting }) => [exam, fasting]),
        answers: fastingAnswers(fastingTable.rows),
        ...(fastingTable.notes.length > 0 ? { notes: [...fastingTable.notes] } : {}),
      }
    : { caption: fastingTable.caption, columns: [], rows: [], pending: pendingNotice };
}

/** The first screens' answers: one line per exam, the care, then the link to the table or, while it waits, what to do. */
export function fastingSummaryFrom({ fastingTable, confirmedByDoctor, summary }: Laboratory): FastingSummary {
  return {
    heading: summary.heading,
    answers: fastingAnswers(fastingTable.rows),
    care: summary.care,
    ...(confirmedByDoctor ? { tableLink: summary.tableLink } : { pending: summary.whilePending }),
  };
}
