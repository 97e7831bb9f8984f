/**
 * Moving between pages is an ordinary document load (docs/decisions/032), made near-instant by the
 * browser: these speculation rules, written into every page's <head>, ask it to prerender the next
 * page of the site (fetch it and render it in the background) when the visitor hovers over a link
 * for a moment or starts pressing it, so the click shows a page already drawn. A browser that only
 * prefetches (fetches the HTML ahead) does that; one without speculation rules ignores them.
 *
 * Only links to our own pages count: same origin (`/*`), not the lead triggers (which open the
 * dialog), nothing meant for a new tab or a download. "moderate" is the eagerness of hover
 * (after ~200 ms) and pointer-down: a page is never fetched for a link the visitor only scrolls past.
 */
const ownPageLinks = {
  and: [{ href_matches: "/*" }, { not: { selector_matches: "[data-lead-trigger], [target=_blank], [download]" } }],
};

export const speculationRules = {
  prerender: [{ source: "document", where: ownPageLinks, eagerness: "moderate" }],
  prefetch: [{ source: "document", where: ownPageLinks, eagerness: "moderate" }],
};
