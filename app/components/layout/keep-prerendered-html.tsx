import type * as React from "react";

// One object for every render: React compares it by identity and never rewrites the HTML.
const keepHtml = { __html: "" };

/**
 * Wraps a page's view, the footer and the floating button (docs/decisions/011). On the page a
 * visitor lands on (`keep`), hydration keeps the prerendered HTML as it is: React neither checks
 * nor replaces the inner HTML of an element hydrated with dangerouslySetInnerHTML, so the view's
 * code is never needed to hydrate it. That HTML gets no React behaviour at all: a hook or an `on*` handler in a view or a section
 * would silently do nothing there (a lint rule in eslint.config.js forbids them, and
 * app/views/landing-html.test.ts checks that it does). What it needs is
 * delegated from the layout: links navigate client-side and failed images get their fallback
 * (app/lib/page-behaviour.ts). Pages reached by client-side navigation render normally.
 * `display: contents` keeps the wrapper out of the layout.
 */
export function KeepPrerenderedHtml({
  part,
  keep,
  children,
}: {
  /** Which part of the document this is, for delegated listeners and tests. */
  part: "page" | "footer" | "floating-button";
  keep: boolean;
  children: React.ReactNode;
}) {
  if (keep) {
    return (
      <div data-keep-html={part} className="contents" dangerouslySetInnerHTML={keepHtml} suppressHydrationWarning />
    );
  }
  return (
    <div data-keep-html={part} className="contents">
      {children}
    </div>
  );
}
