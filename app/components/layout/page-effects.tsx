import { useEffect } from "react";
import { useLocation } from "react-router";
import { listenForContactClicks, trackPageView } from "~/lib/analytics";

/**
 * What happens on every page: scroll smoothly to the top (or to the #anchor) on load and on
 * navigation, a page-view event per route, and a conversion event per contact click.
 */
export function PageEffects() {
  const location = useLocation();

  useEffect(() => {
    // Marks the page as interactive (browser tests wait for it before they click).
    document.documentElement.dataset.hydrated = "true";
    return listenForContactClicks();
  }, []);

  useEffect(() => {
    trackPageView(window.location);
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const behavior: ScrollBehavior = reduceMotion ? "auto" : "smooth";
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView({ behavior });
    else window.scrollTo({ top: 0, behavior });
  }, [location.pathname, location.search, location.hash]);

  return null;
}
