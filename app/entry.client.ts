/**
 * The browser's one entry (docs/decisions/032). Every page is prerendered HTML that stays as it is:
 * no router runs in the browser, moving between pages is an ordinary document load (made
 * near-instant by the page's speculation rules, app/lib/speculation-rules.ts), and React is
 * mounted only where the page needs it, when it needs it (app/islands/):
 * - the lead dialog: prerendered in the page, closed; every trigger is a link to its redirect,
 *   opened before this entry by an inline script (docs/decisions/050), then answered here by one
 *   delegated listener that opens the dialog natively in the tap's task; React
 *   and the form's code are fetched only on an intent to book (a trigger's hover, touch, press or
 *   focus) and hydrate the form (docs/decisions/042), so a visit that never books pays for no React;
 * - toasts (a facility of docs/product.md no page uses; the lead's confirmation is the dialog
 *   itself, docs/decisions/050) are not mounted here: app/islands/toaster-loader.ts is for a page that queues one.
 * The header menus and the consent banner are inline scripts that work from the first byte
 * (app/inline/, app/consent/); the footer and the floating button are plain links.
 *
 * It is started by an inline script once the page has loaded and painted (app/inline/start-entry.ts), so
 * no script competes with the first paint. What it does at once is small and synchronous: the
 * delegated listeners, the page-view event, the image fallbacks, the "aberto agora" line; then it marks the page
 * interactive (`data-interactive`, which browser tests and benchmarks wait for). What can wait — a
 * resend of leads kept on the device, the speed measurement — starts when the browser is idle.
 */
import { listenForLeadTriggers } from "#app/islands/lead-dialog-loader.ts";
import { listenForContactClicks, trackPageViews } from "#app/lib/analytics.ts";
import { whenIdle } from "#app/lib/idle.ts";
import { watchImageFailures } from "#app/lib/image-fallbacks.ts";
import { hasKeptLeads } from "#app/lib/lead/kept-leads.ts";
import { showOpeningStatus } from "#app/lib/opening-status-line.ts";

listenForContactClicks();
listenForLeadTriggers();
watchImageFailures();
trackPageViews();
showOpeningStatus();
// A page restored from the back/forward cache may have been left open for hours.
addEventListener("pageshow", (event) => event.persisted && showOpeningStatus());
document.documentElement.dataset.interactive = "true";

whenIdle(() => {
  if (hasKeptLeads()) void import("#app/lib/lead/outbox.ts").then((outbox) => outbox.startLeadOutbox({ all: true }));
  void import("#app/lib/rum.ts").then((rum) => rum.startRealUserMetrics());
});
