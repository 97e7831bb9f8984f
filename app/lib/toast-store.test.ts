import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_DURATION, TOAST_HOTKEY, TOAST_SWIPE_DIRECTION, TOAST_SWIPE_THRESHOLD } from "~/components/ui/toast";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "~/components/ui/tooltip";
import { createToastStore, TOAST_REMOVE_DELAY } from "./toast-store";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("toast queue", () => {
  it("shows one toast at a time: a new toast replaces the current one", () => {
    const store = createToastStore();
    store.toast({ title: "Primeira" });
    store.toast({ title: "Segunda" });
    expect(store.getToasts()).toHaveLength(1);
    expect(store.getToasts()[0]).toMatchObject({ title: "Segunda", open: true });
  });

  it("closes a dismissed toast at once and removes it 1,000,000 ms later", () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const shown = store.toast({ title: "Aviso" });
    shown.dismiss();
    expect(store.getToasts()[0]).toMatchObject({ id: shown.id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toHaveLength(0);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("dismisses every toast when no id is given, and updates a toast in place", () => {
    const store = createToastStore();
    const shown = store.toast({ title: "A" });
    shown.update({ title: "A2", description: "detalhe" });
    expect(store.getToasts()[0]).toMatchObject({ title: "A2", description: "detalhe" });
    store.dismiss();
    expect(store.getToasts().every((toast) => !toast.open)).toBe(true);
  });

  it("uses the provider settings of the spec: 5000 ms, swipe right past 50 px, hotkey F8", () => {
    expect([TOAST_DURATION, TOAST_SWIPE_DIRECTION, TOAST_SWIPE_THRESHOLD, TOAST_HOTKEY]).toEqual([5000, "right", 50, ["F8"]]);
  });

  it("uses the tooltip delays of the spec: 700 ms to open, 300 ms skip", () => {
    expect([TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS]).toEqual([700, 300]);
  });
});
