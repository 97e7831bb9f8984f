/**
 * The tag-manager data layer. Events are pushed whether or not a container is configured, so
 * the marketing measurements are testable and start counting the moment one is added.
 */

export type DataLayerEvent =
  | { event: "page_view"; page_path: string; page_title: string; page_location: string }
  | {
      event: "whatsapp_click" | "phone_click" | "email_click";
      page_path: string;
      link_placement: string;
      link_url: string;
    }
  /**
   * A lead sent, without the page it came from: beside a conversion, the page of a specialty or an
   * exam tells the measurement tools what someone booked (legal review N18; privacy policy, cookies).
   */
  | { event: "generate_lead"; form_name: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushToDataLayer(entry: DataLayerEvent): void {
  if (typeof window === "undefined") return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}

/**
 * A page view, without the query string or fragment: query values may carry personal data
 * (a name or phone in a campaign link), and none may reach the data layer.
 */
export function pageViewEvent(location: Pick<Location, "origin" | "pathname">, title: string): DataLayerEvent {
  return {
    event: "page_view",
    page_path: location.pathname,
    page_title: title,
    page_location: location.origin + location.pathname,
  };
}

export function trackPageView(location: Location): void {
  pushToDataLayer(pageViewEvent(location, document.title));
}

/**
 * docs/product.md#every-page: a page view on every route change. Each page is a document, so: one when it is shown —
 * at once, or, for a page the browser prerendered ahead of a click (speculation rules), when the
 * visitor actually opens it — and one more each time Back/Forward brings it back from the
 * back/forward cache, where no script runs again.
 */
export function trackPageViews(): void {
  const prerendering = (document as Document & { prerendering?: boolean }).prerendering === true;
  if (prerendering)
    document.addEventListener("prerenderingchange", () => trackPageView(window.location), { once: true });
  else trackPageView(window.location);
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) trackPageView(window.location);
  });
}

/** Which conversion a contact link counts as, or null for any other link. */
export function contactEventFor(href: string): "whatsapp_click" | "phone_click" | "email_click" | null {
  if (/^https:\/\/(wa\.me|api\.whatsapp\.com)\//.test(href)) return "whatsapp_click";
  if (href.startsWith("tel:")) return "phone_click";
  if (href.startsWith("mailto:")) return "email_click";
  return null;
}

/**
 * One delegated listener counts every WhatsApp, phone and e-mail click as a conversion,
 * with where on the page the link sits (the nearest `data-placement`).
 */
export function listenForContactClicks(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest("a[href]") : null;
    // The lead dialog's trigger counts as a lead (generate_lead) when the form is sent, not here;
    // a public line (SAMU, CVV) is no contact with the clinic.
    if (!target || target.hasAttribute("data-lead-trigger") || target.hasAttribute("data-public-line")) return;
    const href = target.getAttribute("href") ?? "";
    const kind = contactEventFor(href);
    if (!kind) return;
    pushToDataLayer({
      event: kind,
      page_path: window.location.pathname,
      link_placement: target.closest("[data-placement]")?.getAttribute("data-placement") ?? "unknown",
      link_url: href,
    });
  };
  root.addEventListener("click", onClick, { capture: true });
  return () => root.removeEventListener("click", onClick, { capture: true });
}
