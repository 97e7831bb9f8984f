import * as PopoverPrimitive from "@radix-ui/react-popover";
import * as React from "react";
import { usePortalContainer } from "~/components/ui/modal-dialog";
import { cn } from "~/lib/utils";

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;

export function PopoverContent({
  className,
  align = "start",
  sideOffset = 4,
  ...props
}: React.ComponentProps<typeof PopoverPrimitive.Content>) {
  // Inside a modal, the content renders in it (not behind it, nor in the page it made inert).
  const container = usePortalContainer();
  return (
    <PopoverPrimitive.Portal container={container ?? undefined}>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        className={cn("z-[60] rounded-xl border border-slate-200 bg-white p-1 shadow-xl focus:outline-none", className)}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
