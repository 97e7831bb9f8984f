import type { TableBlock } from "#app/site/types.ts";
import { cn } from "#app/lib/utils.ts";

const cellClasses = "border-b border-slate-200 px-3 py-2 align-top";

/**
 * A content table: caption, column headings, the first cell of each row as the row's heading,
 * and its notes under it. On a narrow screen it scrolls sideways inside a region keyboard users
 * can focus and scroll (WCAG 2.1.1), named by the caption.
 */
export function DataTable({ table, className }: { table: TableBlock; className?: string }) {
  if (table.pending)
    return (
      <p data-testid="table-pending" className={cn("mt-6 rounded-lg bg-amber-50 p-4 text-slate-800", className)}>
        {table.pending}
      </p>
    );
  if (!table.notes?.length) return <TableRegion table={table} className={className} />;
  return (
    <>
      <TableRegion table={table} className={className} />
      {table.notes.map((note) => (
        <p key={note} className="mt-3 text-slate-700">
          {note}
        </p>
      ))}
    </>
  );
}

function TableRegion({ table, className }: { table: TableBlock; className?: string }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard to be scrolled
    <div role="region" aria-label={table.caption} tabIndex={0} className={cn("mt-6 overflow-x-auto", className)}>
      <table className="w-full border-collapse text-left">
        <caption className="mb-2 text-left font-semibold text-slate-800">{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="border-b-2 border-slate-300 px-3 py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.join("|")} className="odd:bg-slate-50">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={cell} scope="row" className={`${cellClasses} font-medium`}>
                    {cell}
                  </th>
                ) : (
                  <td key={`${index}-${cell}`} className={cellClasses}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
