/**
 * docs/product.md#images-that-fail-to-load: an image that fails to load gets `data-image-failed` set to its failure mode
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
