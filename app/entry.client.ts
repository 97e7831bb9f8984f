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
 * no script competes with the first paint. On a slow phone every task it runs must stay short (a
 * long one delays her first tap and, in Lighthouse, stretches the time to interactive over the
 * page's own rendering work: issue 37), so it does its work in steps, each a task of its own:
 * 1. at once, what is small and synchronous: the lead dialog's listener, the contact-click and
 *    image-failure listeners, the page-view event (one chunk with the entry: each chunk more is a
 *    request, a compile and an evaluation of its own, which cost more than they save);
 * 2. on a page with the "aberto agora" line, the clinic's clock, which writes it (its chunk and the
 *    one it imports requested at once); then the page is marked interactive (`data-interactive`,
 *    which browser tests and benchmarks wait for);
 * 3. when the browser is idle, the speed measurement;
 * 4. once the page has been settled for a few seconds, a resend of leads kept on the device: its first
 *    read of the device's storage waits on the browser, milliseconds on a phone, and nothing is urgent.
 */
import { listenForLeadTriggers } from "#app/islands/lead-dialog-loader.ts";
import { listenForContactClicks, trackPageViews } from "#app/lib/analytics.ts";
import { whenIdle, whenSettled } from "#app/lib/idle.ts";
import { watchImageFailures } from "#app/lib/image-fallbacks.ts";
import { hasKeptLeads } from "#app/lib/lead/kept-leads.ts";

listenForContactClicks();
listenForLeadTriggers();
watchImageFailures();
trackPageViews();

// Each import below also asks for the chunk its module imports in turn: the bundle has no preload
// helper (vite.config.ts), so otherwise that chunk would be found, and fetched, a round trip later.
const showOpeningStatus = () =>
  Promise.all([import("#app/lib/opening-status-line.ts"), import("#shared/opening-status.ts")]).then(([line]) =>
    line.showOpeningStatus(),
  );

async function comeAlive(): Promise<void> {
  // Only the pages with the line (the home page's "Endereço e horários") load the clinic's clock;
  // without it the line stays empty, as the page is without a script.
  if (document.querySelector("[data-opening-status]")) {
    await showOpeningStatus().catch(() => {});
    // A page restored from the back/forward cache may have been left open for hours.
    addEventListener("pageshow", (event) => event.persisted && void showOpeningStatus());
  }
  document.documentElement.dataset.interactive = "true";
}

void comeAlive().finally(() => {
  whenIdle(() => void import("#app/lib/rum.ts").then((rum) => rum.startRealUserMetrics()));
  whenSettled(() => {
    if (hasKeptLeads()) void import("#app/lib/lead/outbox.ts").then((outbox) => outbox.startLeadOutbox({ all: true }));
  });
});
