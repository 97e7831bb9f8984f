import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. No tailwind-merge (8 KiB gzip on every page): components take extra classes
 * that add to their own, never ones that fight them (see docs/decisions/006).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
