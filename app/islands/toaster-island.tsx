/** The toasts' island (app/islands/toaster-loader.ts): the Radix toast list on a container of its own. */
import { createRoot } from "react-dom/client";
import ToastList from "~/components/ui/toast-list";

export function mount(): void {
  const container = document.createElement("div");
  container.dataset.island = "toasts";
  document.body.append(container);
  createRoot(container).render(<ToastList />);
}
