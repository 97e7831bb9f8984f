/**
 * The lead dialog's island (docs/decisions/032): React mounted on a container of its own at the end
 * of <body>, rendering the dialog closed. `show` opens it; a request made before it has rendered
 * waits for it (app/components/lead/lead-dialog.client.tsx).
 */
import LeadDialog from "#app/components/lead/lead-dialog.client.tsx";
import { mountIsland } from "./mount";

export { show } from "#app/components/lead/lead-dialog.client.tsx";

let mounted = false;

/** Mounts the dialog, closed, once per page. */
export function mount(): void {
  if (mounted) return;
  mounted = true;
  mountIsland("lead-dialog", <LeadDialog />);
}
