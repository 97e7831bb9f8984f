import { useSyncExternalStore } from "react";
import { toastStore } from "#app/lib/toast-store.ts";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast.client";

const noToasts: never[] = [];

/** The Radix toasts of the app's queue; mounted by the toasts' island (app/islands/toaster-loader.ts) when the first toast is queued. */
export default function ToastList() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getToasts, () => noToasts);
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant, open, duration }) => (
        <Toast
          key={id}
          open={open}
          duration={duration}
          variant={variant}
          onOpenChange={(next) => {
            if (!next) toastStore.dismiss(id);
          }}
        >
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
