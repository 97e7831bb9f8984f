import type * as React from "react";

// One object for every render: React compares it by identity and never rewrites the HTML.
const keepHtml = { __html: "" };

/**
 * Wraps a page's view. On the page a visitor lands on, hydration keeps the prerendered HTML as
 * it is (React neither checks nor replaces the inner HTML of an element hydrated with
 * dangerouslySetInnerHTML), so the view's code is never needed to hydrate it. What the static
 * HTML still needs is delegated from the layout: links navigate client-side and failed images
 * get their fallback (app/lib/page-behaviour.ts). Pages reached by client-side navigation render
 * normally. `display: contents` keeps the wrapper out of the layout.
 */
export function PageIsland({ keepPrerendered, children }: { keepPrerendered: boolean; children: React.ReactNode }) {
  if (keepPrerendered) return <div data-page-island="" className="contents" dangerouslySetInnerHTML={keepHtml} suppressHydrationWarning />;
  return <div data-page-island="" className="contents">{children}</div>;
}
