import { toastStore } from "#app/lib/toast-store.ts";

/**
 * The toasts of docs/product.md#toasts-tooltips-and-the-data-fetcher (one at a time, F8 moves to them) are a facility any module may use through
 * `toast()` (app/lib/toast-store.ts); no page shows one today. Their island — React and Radix
 * Toast — is fetched and mounted when the first toast is queued, so pages that never show one do
 * not pay for it (docs/decisions/032).
 */
export function mountToasterWhenUsed(): void {
  const stop = toastStore.subscribe((toasts) => {
    if (toasts.length === 0) return;
    stop();
    void import("./toaster-island").then((island) => island.mount());
  });
}
