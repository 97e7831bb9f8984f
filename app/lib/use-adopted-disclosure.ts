import { useEffect, type RefObject } from "react";

/**
 * After hydration: if the inline bootstrap (app/lib/disclosure-bootstrap.ts) opened this
 * disclosure before React was ready, tell the component, so its state matches the page.
 */
export function useAdoptedDisclosure(ref: RefObject<HTMLElement | null>, adopt: (trigger: HTMLElement) => void): void {
  useEffect(() => {
    const trigger = ref.current?.matches('[data-disclosure][aria-expanded="true"]') ? ref.current : ref.current?.querySelector<HTMLElement>('[data-disclosure][aria-expanded="true"]');
    if (trigger) adopt(trigger);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);
}
