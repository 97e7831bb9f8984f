import { findPage } from "~/content/registry";

/**
 * What a page's prerendered HTML needs once it is kept as is by hydration (KeepPrerenderedHtml): the
 * behaviour its React components would otherwise attach, delegated from the layout.
 */

/**
 * Links to our own pages navigate client-side, as React Router's <Link> does: a plain left click,
 * no new tab or download, same origin, a registered page. Listens on window, after React's own
 * handlers, so a rendered <Link> (which handles its click itself) is left alone.
 */
export function listenForPageLinks(navigate: (to: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest("[data-keep-html]")) return;
    if (
      (anchor.target && anchor.target !== "_self") ||
      anchor.hasAttribute("download") ||
      anchor.origin !== window.location.origin
    )
      return;
    if (!findPage(anchor.pathname)) return;
    event.preventDefault();
    navigate(anchor.pathname + anchor.search + anchor.hash);
  };
  window.addEventListener("click", onClick);
  return () => window.removeEventListener("click", onClick);
}

/**
 * Spec §4: an image that fails to load gets `data-image-failed` set to its failure mode
 * (`data-failure` on the <img>: hide, placeholder-tall or placeholder), which its classes style,
 * and the failure is logged. Images that failed before this ran are caught on the first call.
 */
export function watchImageFailures(): () => void {
  const fail = (image: HTMLImageElement) => {
    const mode = image.dataset.failure;
    if (!mode || image.dataset.imageFailed) return;
    image.dataset.imageFailed = mode;
    console.error(`Falha ao carregar a imagem "${image.alt}" (${image.currentSrc || image.src})`);
  };
  for (const image of Array.from(document.querySelectorAll<HTMLImageElement>("img[data-failure]"))) {
    if (image.complete && image.naturalWidth === 0) fail(image);
  }
  const onError = (event: Event) => {
    if (event.target instanceof HTMLImageElement) fail(event.target);
  };
  document.addEventListener("error", onError, true);
  return () => document.removeEventListener("error", onError, true);
}
