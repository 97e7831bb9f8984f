import { Icon } from "#app/components/ui/icon.tsx";
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { countries, type CountryOption } from "#shared/lead/countries.ts";
import { cn } from "#app/lib/utils.ts";

interface CountryPickerProps {
  value: CountryOption;
  /** Reports the chosen country's code and dial code (docs/product.md#the-lead-dialog). */
  onChange: (country: { code: CountryOption["code"]; dialCode: CountryOption["dialCode"] }) => void;
  disabled?: boolean;
}

const LIST_ID = "lead-country-list";
/** Between the button and the list, and between the list and the edges of the window. */
const GAP = 4;
const EDGE = 8;

/**
 * Puts the list under the button, or above it when there is more room there, inside the window.
 * Fixed, so the dialog's scrolling panel neither clips it nor grows a scrollbar for it.
 */
function placeList(trigger: HTMLElement, list: HTMLElement): void {
  const anchor = trigger.getBoundingClientRect();
  list.style.maxHeight = "";
  const height = list.offsetHeight;
  const below = window.innerHeight - anchor.bottom - GAP - EDGE;
  const above = anchor.top - GAP - EDGE;
  const upwards = height > below && above > below;
  const room = upwards ? above : below;
  if (height > room) list.style.maxHeight = `${Math.max(room, 0)}px`;
  const shown = Math.min(height, room);
  list.style.top = `${upwards ? anchor.top - GAP - shown : anchor.bottom + GAP}px`;
  list.style.left = `${Math.max(EDGE, Math.min(anchor.left, window.innerWidth - list.offsetWidth - EDGE))}px`;
}

/**
 * A button that opens a list of the 10 countries (the listbox pattern of WAI-ARIA, as a popup):
 * it opens and closes on click, Enter or Space, with focus on the chosen country; arrows, Home
 * and End move; Enter, Space or a click picks and closes; Escape, Tab and a click outside close.
 * The list lives in the form, inside the dialog's focus trap; it scrolls at 15rem.
 */
export function CountryPicker({ value, onChange, disabled }: CountryPickerProps) {
  const [open, setOpen] = useState(false);
  const isOpen = open && !disabled;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const optionRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const focusOption = (index: number) => optionRefs.current[(index + countries.length) % countries.length]?.focus();

  useLayoutEffect(() => {
    if (!isOpen) return;
    const trigger = triggerRef.current!;
    const list = listRef.current!;
    const place = () => placeList(trigger, list);
    place();
    optionRefs.current.find((option) => option?.getAttribute("aria-selected") === "true")?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!list.contains(target) && !trigger.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer, true);
    // The dialog's panel scrolls, and a phone's keyboard resizes the window: the list follows the button.
    document.addEventListener("scroll", place, { capture: true, passive: true });
    window.addEventListener("resize", place);
    return () => {
      document.removeEventListener("pointerdown", closeOnOutsidePointer, true);
      document.removeEventListener("scroll", place, { capture: true });
      window.removeEventListener("resize", place);
    };
  }, [isOpen]);

  const closeToTrigger = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = optionRefs.current.findIndex((option) => option === document.activeElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: countries.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusOption(moves[event.key]!);
    } else if (event.key === "Escape") {
      // Marked, so the dialog around it stays open (modal-dialog.tsx).
      event.preventDefault();
      closeToTrigger();
    } else if (event.key === "Tab") {
      // From the button, the browser's Tab then goes on to the next field (or the previous one).
      closeToTrigger();
    }
  };

  const choose = (country: CountryOption) => {
    onChange({ code: country.code, dialCode: country.dialCode });
    closeToTrigger();
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        disabled={disabled}
        aria-label={`País: ${value.name} ${value.dialCode}`}
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-controls={isOpen ? LIST_ID : undefined}
        onClick={() => setOpen(!open)}
        data-testid="country-picker"
        className="inline-flex min-h-12 shrink-0 items-center gap-1 rounded-l-lg border border-r-0 border-slate-400 bg-slate-50 px-3 text-slate-900 hover:bg-slate-100 focus-visible:z-10 focus-visible:outline-3 focus-visible:outline-sky-700 disabled:opacity-60"
      >
        <span className="font-semibold">{value.code}</span>
        <span>{value.dialCode}</span>
        <Icon name="chevron-down" className="size-4" />
      </button>
      {isOpen && (
        // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- roving tabindex: focus lives on the options, whose keydown bubbles here
        <div
          ref={listRef}
          id={LIST_ID}
          role="listbox"
          aria-label="Código do país"
          onKeyDown={onListKeyDown}
          className="fixed z-10 max-h-60 w-64 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-1 shadow-xl"
          data-testid="country-list"
        >
          {countries.map((country, index) => {
            const selected = country.code === value.code;
            return (
              <button
                key={country.code}
                ref={(element) => {
                  optionRefs.current[index] = element;
                }}
                type="button"
                role="option"
                aria-selected={selected}
                tabIndex={selected ? 0 : -1}
                onClick={() => choose(country)}
                className={cn(
                  "flex w-full items-center gap-2 rounded-md px-3 py-2.5 text-left text-slate-900 hover:bg-sky-50 focus:bg-sky-100 focus:outline-none",
                  selected && "font-semibold",
                )}
              >
                <span className="w-8 font-mono text-sm">{country.code}</span>
                <span className="flex-1">{country.name}</span>
                <span className="text-slate-600">{country.dialCode}</span>
                {selected && <Icon name="check" className="size-4 text-sky-800" />}
              </button>
            );
          })}
        </div>
      )}
    </>
  );
}
