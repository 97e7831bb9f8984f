import { Icon } from "~/components/ui/icon";
import * as React from "react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";

/**
 * The header's dropdowns as a disclosure navigation (the WAI-ARIA pattern for site navigation):
 * each trigger is a button with aria-expanded/aria-controls whose panel follows it in the DOM, so
 * Tab walks from the trigger into its links. Opening and closing — one panel at a time; Escape,
 * a click or focus outside, or choosing a link closes it — is app/inline/disclosure.ts, which works
 * before hydration too; React renders the panels closed and adds the arrow keys: Left/Right
 * between the top-level items, Down from a trigger into its panel, Up/Down/Home/End in a panel.
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

const focusables = (root: Element | null) =>
  Array.from(root?.querySelectorAll<HTMLElement>("a[href], button:not([disabled])") ?? []);

/** Moves focus among `items` from `current` by `step` (wrapping), or to the first/last one. */
function moveFocus(items: HTMLElement[], current: Element | null, step: number | "first" | "last") {
  if (items.length === 0) return;
  const index = items.indexOf(current as HTMLElement);
  const next = step === "first" ? 0 : step === "last" ? items.length - 1 : (index + step + items.length) % items.length;
  items[next]?.focus();
}

export function NavigationMenu({ className, ...props }: React.ComponentProps<"nav">) {
  return <nav data-slot="navigation-menu" className={cn("relative", className)} {...props} />;
}

export function NavigationMenuList({ className, onKeyDown, ...props }: React.ComponentProps<"ul">) {
  const handleKeyDown = (event: React.KeyboardEvent<HTMLUListElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
    const topLevel = Array.from(event.currentTarget.children)
      .map((item) => item.firstElementChild)
      .filter((element): element is HTMLElement => element instanceof HTMLElement);
    if (!topLevel.includes(event.target as HTMLElement)) return;
    event.preventDefault();
    moveFocus(topLevel, event.target as Element, event.key === "ArrowRight" ? 1 : -1);
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys from the focused top-level buttons bubble here
    <ul
      data-slot="navigation-menu-list"
      className={cn("flex items-center gap-1", className)}
      onKeyDown={handleKeyDown}
      {...props}
    />
  );
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

export function NavigationMenuTrigger({ className, children, onKeyDown, ...props }: React.ComponentProps<"button">) {
  const { triggerId, panelId } = useItem();

  const handleKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== "ArrowDown") return;
    // ArrowDown opens the panel (a click, which the disclosure script handles at once) and moves into it.
    event.preventDefault();
    if (event.currentTarget.getAttribute("aria-expanded") !== "true") event.currentTarget.click();
    moveFocus(focusables(document.getElementById(panelId)), null, "first");
  };

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
      onKeyDown={handleKeyDown}
      {...props}
    >
      {children}
      <Icon name="chevron-down" className="size-4 transition-transform group-aria-expanded:rotate-180" />
    </button>
  );
}

/** A dropdown panel: at most 24rem tall, scrolling beyond that (spec §2). Give it a width class. */
export function NavigationMenuContent({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  const { panelId } = useItem();

  const handleKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const step = { ArrowDown: 1, ArrowUp: -1, Home: "first", End: "last" }[event.key] as
      number | "first" | "last" | undefined;
    if (event.defaultPrevented || step === undefined) return;
    event.preventDefault();
    moveFocus(focusables(event.currentTarget), document.activeElement, step);
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys from the focused links in the panel bubble here
    <div
      id={panelId}
      data-slot="navigation-menu-content"
      data-disclosure-panel=""
      hidden
      className={cn(
        "absolute left-0 top-full z-50 mt-2 max-h-96 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-2 shadow-xl",
        className,
      )}
      onKeyDown={handleKeyDown}
      {...props}
    />
  );
}

/** A link in the menu; `active` marks the current page (aria-current). */
export function NavigationMenuLink({
  className,
  active,
  ...props
}: React.ComponentProps<typeof Link> & { active?: boolean }) {
  return (
    <Link
      data-slot="navigation-menu-link"
      aria-current={active ? "page" : undefined}
      className={cn(
        "block rounded-md px-3 py-2 text-slate-800 hover:bg-sky-50 hover:text-sky-900 focus-visible:outline-3 focus-visible:outline-sky-700 aria-[current=page]:font-semibold aria-[current=page]:text-sky-900",
        className,
      )}
      {...props}
    />
  );
}
