import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore } from "./toast-store";

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
    vi.advanceTimersByTime(999_999);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toHaveLength(0);
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
});
