import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { listenForContactClicks, trackPageView } from "~/lib/analytics";
import { listenForPageLinks, watchImageFailures } from "~/lib/page-behaviour";

/**
 * What happens on every page: scroll smoothly to the top (or to the #anchor) on load and on
 * navigation, a page-view event per route, a conversion event per contact click, and what the
 * landing page's prerendered HTML needs (client-side links, image fallbacks).
 */
export function PageEffects() {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    // Marks the page as interactive (browser tests wait for it before they click).
    document.documentElement.dataset.hydrated = "true";
    const stops = [listenForContactClicks(), listenForPageLinks((to) => void navigate(to)), watchImageFailures()];
    return () => stops.forEach((stop) => stop());
  }, [navigate]);

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
