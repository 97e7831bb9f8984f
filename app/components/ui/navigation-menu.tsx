import { Icon } from "#app/components/ui/icon.tsx";
import * as React from "react";
import { cn } from "#app/lib/utils.ts";

/**
 * The header's dropdowns as a disclosure navigation (the WAI-ARIA pattern for site navigation):
 * each trigger is a button with aria-expanded/aria-controls whose panel follows it in the DOM, so
 * Tab walks from the trigger into its links. Static markup: all behaviour is the inline script
 * app/inline/disclosure.ts, which works from the first byte — opening and closing (one panel at a
 * time; Escape, a click or focus outside, or choosing a link closes it) and the arrow keys:
 * Left/Right between the top-level items (`data-slot="navigation-menu-list"`), Down from a trigger
 * into its panel, Up/Down/Home/End in a panel (`data-slot="navigation-menu-content"`).
 *
 * Written here instead of Radix NavigationMenu, which with its shared primitives cost ~12 KiB of
 * gzip on every page for the same behaviour (docs/decisions/010).
 */

const ItemContext = React.createContext<{ triggerId: string; panelId: string } | null>(null);

function useItem() {
  const item = React.useContext(ItemContext);
  if (!item) throw new Error("NavigationMenuTrigger/Content must be inside <NavigationMenuItem>");
  return item;
}

export function NavigationMenu({ className, ...props }: React.ComponentProps<"nav">) {
  return <nav data-slot="navigation-menu" className={cn("relative", className)} {...props} />;
}

export function NavigationMenuList({ className, ...props }: React.ComponentProps<"ul">) {
  return <ul data-slot="navigation-menu-list" className={cn("flex items-center gap-1", className)} {...props} />;
}

export function NavigationMenuItem({ className, ...props }: React.ComponentProps<"li">) {
  const id = React.useId();
  const item = React.useMemo(() => ({ triggerId: `${id}trigger`, panelId: `${id}panel` }), [id]);
  return (
    <ItemContext.Provider value={item}>
      <li data-slot="navigation-menu-item" className={cn("relative", className)} {...props} />
    </ItemContext.Provider>
  );
}

export function NavigationMenuTrigger({ className, children, ...props }: React.ComponentProps<"button">) {
  const { triggerId, panelId } = useItem();
  return (
    <button
      type="button"
      id={triggerId}
      data-slot="navigation-menu-trigger"
      data-disclosure=""
      aria-expanded={false}
      aria-controls={panelId}
      className={cn(
        "group inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-sky-700 aria-expanded:bg-slate-100",
        className,
      )}
      {...props}
    >
      {children}
      <Icon name="chevron-down" className="size-4 transition-transform group-aria-expanded:rotate-180" />
    </button>
  );
}

/** A dropdown panel: at most 24rem tall, scrolling beyond that (docs/product.md#every-page). Give it a width class. */
export function NavigationMenuContent({ className, ...props }: React.ComponentProps<"div">) {
  const { panelId } = useItem();
  return (
    <div
      id={panelId}
      data-slot="navigation-menu-content"
      data-disclosure-panel=""
      hidden
      className={cn(
        "absolute left-0 top-full z-50 mt-2 max-h-96 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-2 shadow-xl",
        className,
      )}
      {...props}
    />
  );
}

/** A link in the menu; `active` marks the current page (aria-current). */
export function NavigationMenuLink({
  className,
  to,
  active,
  children,
  ...props
}: React.ComponentProps<"a"> & { to: string; active?: boolean }) {
  return (
    <a
      href={to}
      data-slot="navigation-menu-link"
      aria-current={active ? "page" : undefined}
      className={cn(
        "block rounded-md px-3 py-2 text-slate-800 hover:bg-sky-50 hover:text-sky-900 focus-visible:outline-3 focus-visible:outline-sky-700 aria-[current=page]:font-semibold aria-[current=page]:text-sky-900",
        className,
      )}
      {...props}
    >
      {children}
    </a>
  );
}
