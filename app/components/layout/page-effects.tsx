import { useEffect, useState, type ComponentType } from "react";
import { useLocation, useNavigate } from "react-router";
import { leadDialogLoaded, prefetchLeadDialog } from "~/components/lead/lead-dialog-loader";
import { listenForContactClicks, trackPageView } from "~/lib/analytics";
import { savesData, whenIdle } from "~/lib/idle";
import { hasKeptLeads } from "~/lib/lead/kept-leads";
import { listenForPageLinks, watchImageFailures } from "~/lib/page-behaviour";
import { useReaderScroll } from "~/lib/reader-scroll";

/**
 * What happens on every page: scrolling that respects the reader (app/lib/reader-scroll.ts), a
 * page-view event per route, a conversion event per contact click, what the landing page's
 * prerendered HTML needs (client-side links, image fallbacks), and, once the browser is idle after
 * hydration, the lead dialog's code (then the dialog itself, mounted closed), the resend of any
 * lead kept on the device, and the measurement of the visit's speed (app/lib/rum.ts).
 */
export function PageEffects() {
  const location = useLocation();
  const navigate = useNavigate();
  useReaderScroll();
  // Mounted, closed, as soon as its code has arrived: a tap then only shows it.
  const [LeadDialog, setLeadDialog] = useState<ComponentType>();

  useEffect(() => {
    // Marks the page as interactive (browser tests wait for it before they click).
    document.documentElement.dataset.hydrated = "true";
    const stops = [
      listenForContactClicks(),
      listenForPageLinks((to) => void navigate(to)),
      watchImageFailures(),
      whenIdle(() => {
        // Save-Data: the dialog's code then loads on the first touch of a trigger instead.
        if (!savesData()) prefetchLeadDialog();
        if (hasKeptLeads()) void import("~/lib/lead/outbox").then((outbox) => outbox.startLeadOutbox({ all: true }));
        void import("~/lib/rum").then((rum) => rum.startRealUserMetrics());
      }),
    ];
    void leadDialogLoaded.then((dialog) => setLeadDialog(() => dialog.default));
    return () => stops.forEach((stop) => stop());
  }, [navigate]);

  useEffect(() => {
    trackPageView(window.location);
  }, [location.pathname, location.search, location.hash]);

  return LeadDialog ? <LeadDialog /> : null;
}
