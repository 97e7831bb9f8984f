import type { Faq } from "#app/site/types.ts";

/** Questions as native disclosure widgets: they open without JavaScript and announce their state. */
export function FaqSection({ faq, heading = "Perguntas frequentes" }: { faq: Faq[]; heading?: string }) {
  if (faq.length === 0) return null;
  return (
    <section id="perguntas-frequentes" aria-labelledby="perguntas-frequentes-titulo" className="py-8 sm:py-12">
      <div className="mx-auto max-w-3xl px-4">
        <h2 id="perguntas-frequentes-titulo" className="text-2xl font-bold sm:text-3xl">
          {heading}
        </h2>
        <div className="mt-5 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {faq.map((item) => (
            // The padding is the summary's, so the whole row answers a tap, not only the question's line.
            <details key={item.question} className="group">
              <summary className="flex cursor-pointer list-none items-start justify-between gap-4 p-4 text-lg font-semibold marker:hidden group-open:pb-3 sm:p-5">
                {item.question}
                <span aria-hidden="true" className="text-sky-800 transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="px-4 pb-4 text-slate-700 sm:px-5 sm:pb-5">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
