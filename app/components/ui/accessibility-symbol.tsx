import type { ComponentProps } from "react";

/**
 * The universal access figure (a person with open arms in a circle), the accessibility symbol the
 * footer shows in its link to the accessibility statement (Lei 13.146/2015, art. 63 §1). Drawn
 * inline: no request, and it takes the text colour. The link's own text says "Acessibilidade", so
 * the drawing is hidden from assistive technology rather than read twice.
 */
export function AccessibilitySymbol(props: ComponentProps<"svg">) {
  return (
    <svg
      data-slot="accessibility-symbol"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      aria-hidden="true"
      {...props}
    >
      <circle cx="12" cy="12" r="10.5" />
      <circle cx="12" cy="6.4" r="1.5" fill="currentColor" stroke="none" />
      <path d="M6.5 9.3 12 10.3l5.5-1M12 10.3v4l-2.4 4.6M12 14.3l2.4 4.6" />
    </svg>
  );
}
