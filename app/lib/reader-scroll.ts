import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * Scrolling that respects the reader (issue 11, docs/decisions/016):
 * - the page a visitor lands on is the browser's: it opens at the top (or at its #anchor, or where
 *   a reload left it) and hydration never moves it, however far the visitor has read meanwhile;
 * - a client-side navigation goes to the top, or to its #anchor, smoothly (spec: "scrolls smoothly
 *   to the top") unless the visitor prefers reduced motion;
 * - Back/Forward returns to where the visitor was on that entry.
 *
 * Positions are remembered per history entry (React Router's location key) while the visitor
 * scrolls, and kept in sessionStorage when the page is hidden, so they outlast a reload. The
 * browser's own restoration is switched off while the app runs (it would restore before the
 * next page's view has loaded) and on again when the page is left, for the entries it restores
 * across documents.
 */
const POSITIONS_KEY = "clinica:posicoes-de-rolagem";

function savedPositions(): Record<string, number> {
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(POSITIONS_KEY) ?? "{}") as unknown;
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export function useReaderScroll(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>({});
  const currentKey = useRef(location.key);
  const landed = useRef(false);

  useEffect(() => {
    positions.current = { ...savedPositions(), [currentKey.current]: window.scrollY };
    window.history.scrollRestoration = "manual";
    const onScroll = () => {
      positions.current[currentKey.current] = window.scrollY;
    };
    const onPageHide = () => {
      try {
        window.sessionStorage.setItem(POSITIONS_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage blocked: Back/Forward within this document still works from memory.
      }
      window.history.scrollRestoration = "auto";
    };
    // Back from another site through the back/forward cache: the app runs again.
    const onPageShow = () => {
      window.history.scrollRestoration = "manual";
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("pageshow", onPageShow);
    };
  }, []);

  // Before the browser paints the next page, so its scrolling is counted for its own entry.
  useLayoutEffect(() => {
    currentKey.current = location.key;
  }, [location.key]);

  useEffect(() => {
    if (!landed.current) {
      landed.current = true;
      return;
    }
    const saved = navigationType === "POP" ? positions.current[location.key] : undefined;
    if (saved !== undefined) {
      window.scrollTo({ top: saved, behavior: "instant" });
      return;
    }
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const behavior: ScrollBehavior = reduceMotion ? "auto" : "smooth";
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView({ behavior });
    else window.scrollTo({ top: 0, behavior });
  }, [location.key, location.hash, navigationType]);
}
