import { Icon } from "~/components/ui/icon";
import { useRef, useState, type KeyboardEvent } from "react";
import { Popover, PopoverContent, PopoverTrigger } from "~/components/ui/popover";
import { countries, type CountryOption } from "#shared/lead/countries.ts";
import { cn } from "~/lib/utils";

interface CountryPickerProps {
  value: CountryOption;
  /** Reports the chosen country's code and dial code (spec §4). */
  onChange: (country: { code: CountryOption["code"]; dialCode: CountryOption["dialCode"] }) => void;
  disabled?: boolean;
}

/** A dropdown of the 10 countries: opens and closes on click, closes on choice, arrow keys move. */
export function CountryPicker({ value, onChange, disabled }: CountryPickerProps) {
  const [open, setOpen] = useState(false);
  const optionRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const listId = "lead-country-list";

  const focusOption = (index: number) => optionRefs.current[(index + countries.length) % countries.length]?.focus();

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
    }
  };

  const choose = (country: CountryOption) => {
    onChange({ code: country.code, dialCode: country.dialCode });
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        type="button"
        disabled={disabled}
        aria-label={`País: ${value.name} ${value.dialCode}`}
        aria-haspopup="listbox"
        data-testid="country-picker"
        className="inline-flex min-h-12 shrink-0 items-center gap-1 rounded-l-lg border border-r-0 border-slate-400 bg-slate-50 px-3 text-slate-900 hover:bg-slate-100 focus-visible:z-10 focus-visible:outline-3 focus-visible:outline-sky-700 disabled:opacity-60"
      >
        <span className="font-semibold">{value.code}</span>
        <span>{value.dialCode}</span>
        <Icon name="chevron-down" className="size-4" />
      </PopoverTrigger>
      <PopoverContent
        className="w-64"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          focusOption(countries.findIndex((country) => country.code === value.code));
        }}
      >
        {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- roving tabindex: focus lives on the options, whose keydown bubbles here */}
        <div
          id={listId}
          role="listbox"
          aria-label="Código do país"
          onKeyDown={onListKeyDown}
          className="max-h-60 overflow-y-auto overscroll-contain"
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
      </PopoverContent>
    </Popover>
  );
}
