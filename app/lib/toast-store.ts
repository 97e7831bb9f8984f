/**
 * The app-wide toast queue (docs/product.md#toasts-tooltips-and-the-data-fetcher): one toast at a time (a new toast takes the place of the
 * current one), and a dismissed toast is removed from the queue 1,000,000 ms later (so its exit animation and any screen reader announcement end
 * first). Framework-free so any module can call `toast()`; the first toast brings the toasts' island (app/islands/toaster-loader.ts).
 */

const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastData {
  id: string;
  title?: string;
  description?: string;
  variant?: "default" | "destructive";
  open: boolean;
  /** Display time in ms; the provider's default (5000 ms) when absent. */
  duration?: number;
}

export type ToastInput = Omit<ToastData, "id" | "open">;

type Listener = (toasts: ToastData[]) => void;

export interface ToastStore {
  toast(input: ToastInput): { id: string; dismiss: () => void; update: (input: ToastInput) => void };
  dismiss(id?: string): void;
  getToasts(): ToastData[];
  subscribe(listener: Listener): () => void;
}

export function createToastStore(): ToastStore {
  let toasts: ToastData[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const emit = () => listeners.forEach((listener) => listener(toasts));

  const scheduleRemoval = (id: string) => {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        toasts = toasts.filter((toast) => toast.id !== id);
        emit();
      }, TOAST_REMOVE_DELAY),
    );
  };

  const dismiss = (id?: string) => {
    toasts = toasts.map((toast) => {
      if (id !== undefined && toast.id !== id) return toast;
      scheduleRemoval(toast.id);
      return { ...toast, open: false };
    });
    emit();
  };

  return {
    toast(input) {
      counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
      const id = String(counter);
      toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
      emit();
      return {
        id,
        dismiss: () => dismiss(id),
        update: (update) => {
          toasts = toasts.map((toast) => (toast.id === id ? { ...toast, ...update } : toast));
          emit();
        },
      };
    },
    dismiss,
    getToasts: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's queue. */
export const toastStore = createToastStore();
export const toast = toastStore.toast;
