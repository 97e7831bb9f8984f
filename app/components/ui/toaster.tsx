import { lazy, Suspense, useSyncExternalStore } from "react";
import { toastStore } from "~/lib/toast-store";

const ToastList = lazy(() => import("./toast-list"));

const hasToasts = () => toastStore.getToasts().length > 0;
const noToastsOnServer = () => false;

/**
 * Mounted once in the root layout. Radix Toast (with its F8 hotkey region) loads only when the
 * first toast is queued, so pages that never show one — all of them today — do not pay for it.
 */
export function Toaster() {
  const active = useSyncExternalStore(toastStore.subscribe, hasToasts, noToastsOnServer);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
