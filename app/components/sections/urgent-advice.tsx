import { Icon } from "#app/components/ui/icon.tsx";

/** The public lines the advice names, as tap-to-call links (SAMU 192, CVV 188). */
const publicLine = /(192|188)/;

/**
 * "Quando não esperar": directly under a page's title, before any way to book, the signs that call
 * for an emergency service now, with 192 and 188 as tap-to-call links (the text is the page's,
 * edited by the clinic; the editor refuses one that names neither number).
 */
export function UrgentAdvice({ text }: { text: string }) {
  return (
    <aside
      data-testid="urgent-advice"
      aria-label="Quando não esperar"
      className="mt-4 flex max-w-3xl gap-3 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-lg text-red-950"
    >
      <Icon name="phone" className="mt-1 size-5 shrink-0 text-red-800" />
      <p>
        {text.split(publicLine).map((part, index) =>
          publicLine.test(part) ? (
            // A call to a public line is no booking: data-public-line keeps it out of the conversion events.
            <a key={index} href={`tel:${part}`} data-public-line className="font-bold underline">
              {part}
            </a>
          ) : (
            part
          ),
        )}
      </p>
    </aside>
  );
}
