import { content } from "#generated/pages/not-found.ts";
import { buildMeta } from "#app/lib/meta.ts";

/** Prerendered once at /404; the server answers every unknown path with it and status 404. */
export const meta = () => buildMeta({ path: "/404", meta: content.meta, noindex: true });

export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-6xl justify-center px-4 py-20">
      <div
        data-testid="not-found-card"
        className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm"
      >
        <h1 className="text-2xl font-bold text-slate-900">{content.heading}</h1>
        <p className="mt-4 text-slate-700">{content.text}</p>
        {/* The original site's English text (docs/product.md), kept as a second line for whoever looks for it. */}
        <div lang="en" data-testid="not-found-english" className="mt-4 border-t border-slate-200 pt-4 text-slate-600">
          <p className="font-semibold">{content.englishHeading}</p>
          <p className="mt-1">{content.englishText}</p>
        </div>
        <a href="/" className="mt-6 inline-block py-2.5 font-semibold text-sky-800 underline">
          {content.homeLink}
        </a>
      </div>
    </div>
  );
}
