import { Link } from "react-router";
import { content } from "~/content/generated/pages/not-found";
import { metaFromDocument } from "~/lib/head";
import { buildMeta } from "~/lib/meta";

/**
 * Prerendered once at /404; the server answers every unknown path with it and status 404, so the
 * browser only ever lands on it: its head is read back from the document, and the meta builder
 * stays out of the page's JavaScript. (No link of the site leads to an unknown path client-side.)
 */
export const meta = () =>
  import.meta.env.SSR ? buildMeta({ path: "/404", meta: content.meta, noindex: true }) : metaFromDocument();

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
        <Link to="/" className="mt-6 inline-block py-2.5 font-semibold text-sky-800 underline">
          {content.homeLink}
        </Link>
      </div>
    </div>
  );
}
