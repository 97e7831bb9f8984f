import type * as React from "react";
import spriteUrl from "#generated/icons.svg?url";
import type { IconSymbol } from "#app/lib/icons.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * A lucide icon drawn from the build's SVG sprite (see app/lib/icons.ts): the same attributes
 * lucide-react renders, without any path data in the page's JavaScript. Icons are decorative
 * here (aria-hidden); the text beside them carries the meaning.
 */
export function Icon({
  name,
  className,
  ...props
}: { name: IconSymbol } & Omit<React.ComponentProps<"svg">, "children">) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn("lucide", `lucide-${name}`, className)}
      {...props}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
