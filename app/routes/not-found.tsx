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
        <h1 lang="en" className="text-2xl font-bold text-slate-900">
          {content.heading}
        </h1>
        <p lang="en" className="mt-4 text-slate-700">
          {content.text}
        </p>
        <a href="/" className="mt-6 inline-block py-2.5 font-semibold text-sky-800 underline">
          {content.homeLink}
        </a>
      </div>
    </div>
  );
}
