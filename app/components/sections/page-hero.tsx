import type * as React from "react";

/** The top of a page: its title and tagline, and whatever the page shows under them (rating, badges). */
export function PageHero({ title, tagline, children }: { title: string; tagline: string; children?: React.ReactNode }) {
  return (
    <section data-placement="hero" className="bg-gradient-to-b from-sky-50 to-white pt-10 pb-6">
      <div className="mx-auto max-w-6xl px-4">
        {/* Smaller on a 320 px phone, where "Otorrinolaringologista" would not fit; never past the edge. */}
        <h1 className="text-3xl font-extrabold tracking-tight break-words text-slate-900 max-xs:text-2xl sm:text-4xl">
          {title}
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700 sm:text-xl">{tagline}</p>
        {children}
      </div>
    </section>
  );
}
