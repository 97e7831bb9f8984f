import type * as LeadDialogModule from "./lead-dialog";

/**
 * The lead dialog's code, kept out of the first-load JavaScript (docs/decisions/017, 021). It is
 * fetched when the browser is idle after hydration, or on a trigger's first hover, focus or touch;
 * once it has arrived, PageEffects mounts the dialog, closed, so a tap only has to show it.
 */

export interface LeadDialogRequest {
  /** Where the visitor goes after leaving name and phone (e.g. the WhatsApp chat link). */
  redirectTo: string;
}

let loading: Promise<typeof LeadDialogModule> | undefined;
let loaded: (dialog: typeof LeadDialogModule) => void;

/** Resolves with the dialog's module once its code has arrived, without asking for it. */
export const leadDialogLoaded = new Promise<typeof LeadDialogModule>((resolve) => (loaded = resolve));

/** One download however often it is asked for; a failed one is forgotten, so the next ask tries again. */
const loadLeadDialog = () =>
  (loading ??= import("./lead-dialog").then(
    (dialog) => {
      loaded(dialog);
      return dialog;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

/** Fetches the dialog's code ahead of the first tap. Offline or a replaced deploy: the tap tries again. */
export const prefetchLeadDialog = () => void loadLeadDialog().catch(() => {});

/** Opens the dialog for `request`; if its code cannot be loaded, the visitor goes to the redirect all the same. */
export const openLeadDialog = (request: LeadDialogRequest) =>
  void loadLeadDialog().then(
    (dialog) => dialog.show(request),
    () => window.location.assign(request.redirectTo),
  );
