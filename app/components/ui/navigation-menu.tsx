import * as NavigationMenuPrimitive from "@radix-ui/react-navigation-menu";
import { ChevronDown } from "lucide-react";
import * as React from "react";
import { cn } from "~/lib/utils";

export function NavigationMenu({ className, ...props }: React.ComponentProps<typeof NavigationMenuPrimitive.Root>) {
  return <NavigationMenuPrimitive.Root data-slot="navigation-menu" className={cn("relative", className)} {...props} />;
}

export function NavigationMenuList({ className, ...props }: React.ComponentProps<typeof NavigationMenuPrimitive.List>) {
  return <NavigationMenuPrimitive.List data-slot="navigation-menu-list" className={cn("flex items-center gap-1", className)} {...props} />;
}

export function NavigationMenuItem({ className, ...props }: React.ComponentProps<typeof NavigationMenuPrimitive.Item>) {
  return <NavigationMenuPrimitive.Item data-slot="navigation-menu-item" className={cn("relative", className)} {...props} />;
}

export function NavigationMenuTrigger({ className, children, ...props }: React.ComponentProps<typeof NavigationMenuPrimitive.Trigger>) {
  return (
    <NavigationMenuPrimitive.Trigger
      data-slot="navigation-menu-trigger"
      className={cn(
        "group inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-sky-700 data-[state=open]:bg-slate-100",
        className,
      )}
      {...props}
    >
      {children}
      <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
    </NavigationMenuPrimitive.Trigger>
  );
}

/** A dropdown panel: at most 24rem tall, scrolling beyond that (spec §2). Give it a width class. */
export function NavigationMenuContent({ className, ...props }: React.ComponentProps<typeof NavigationMenuPrimitive.Content>) {
  return (
    <NavigationMenuPrimitive.Content
      data-slot="navigation-menu-content"
      className={cn(
        "absolute left-0 top-full z-50 mt-2 max-h-96 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-2 shadow-xl",
        className,
      )}
      {...props}
    />
  );
}

export function NavigationMenuLink({ className, ...props }: React.ComponentProps<typeof NavigationMenuPrimitive.Link>) {
  return (
    <NavigationMenuPrimitive.Link
      data-slot="navigation-menu-link"
      className={cn("block rounded-md px-3 py-2 text-slate-800 hover:bg-sky-50 hover:text-sky-900 focus-visible:outline-3 focus-visible:outline-sky-700 data-[active]:font-semibold data-[active]:text-sky-900", className)}
      {...props}
    />
  );
}
