import { site } from "#app/site/site.ts";

/** The <meta name> tags the root layout writes itself (app/root.tsx); every other one is a page's. */
export const layoutMetaTags = [
  { name: "viewport", content: "width=device-width, initial-scale=1" },
  { name: "theme-color", content: site.colors.theme },
] as const;

/**
 * Where the prerendered page names its one script, app/entry.client.ts, whose hashed URL only the
 * finished client build knows: postbuild writes it in (scripts/link-client-entry.ts).
 */
export const islandsEntryPlaceholder = "/__islands-entry__.js";

/**
 * The attribute app/root.tsx puts on `<html>` where postbuild writes the `onclick` that holds early
 * taps (app/inline/hold-early-taps.ts, docs/decisions/065): React writes no event-handler attribute.
 */
export const earlyTapHandlerPlaceholder = "data-early-tap-handler";
