import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";

/**
 * Mounts an island (docs/decisions/032): React renders `element` on a container of its own at the
 * end of <body>, named by `data-island`, never into the prerendered HTML.
 */
export function mountIsland(name: string, element: ReactNode): void {
  const container = document.createElement("div");
  container.dataset.island = name;
  document.body.append(container);
  createRoot(container).render(element);
}
