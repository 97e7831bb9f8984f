import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import * as React from "react";
import { cn } from "#app/lib/utils.ts";

/**
 * The one provider every tooltip of a subtree shares, with the delays of docs/product.md#toasts-tooltips-and-the-data-fetcher: a tooltip opens
 * after 700 ms; moving to another within 300 ms of leaving the last one opens it at once. The
 * skip delay lives in the provider, so tooltips only share it under one provider. No page shows a
 * tooltip today, and Radix Tooltip with its positioning engine would join the JavaScript of
 * whatever loads it: the first island with tooltips (app/islands/) wraps them in it, and only
 * that island pays for it.
 */
export function TooltipProvider(props: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300} {...props} />;
}

/** Needs a `TooltipProvider` above it (Radix throws otherwise). */
export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 4,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn("z-50 rounded-md bg-slate-900 px-3 py-1.5 text-sm text-white shadow", className)}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
