/**
 * The tag-manager data layer. Events are pushed whether or not a container is configured, so
 * the marketing measurements are testable and start counting the moment one is added.
 */

export type DataLayerEvent =
  | { event: "page_view"; page_path: string; page_title: string; page_location: string }
  | { event: "whatsapp_click" | "phone_click" | "email_click"; page_path: string; link_placement: string; link_url: string }
  | { event: "generate_lead"; page_path: string; form_name: string };

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

export function trackPageView(location: Location): void {
  pushToDataLayer({
    event: "page_view",
    page_path: location.pathname + location.search,
    page_title: document.title,
    page_location: location.href,
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
    // The lead dialog's trigger counts as a lead (generate_lead) when the form is sent, not here.
    if (!target || target.hasAttribute("data-lead-trigger")) return;
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

/** The Google Tag Manager loader snippet, only used when a container id is configured. */
export function tagManagerSnippet(containerId: string): string {
  if (!/^GTM-[A-Z0-9]+$/.test(containerId)) throw new Error(`Invalid tag-manager container id: ${containerId}`);
  return `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${containerId}');`;
}
