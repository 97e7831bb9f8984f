/** A missing figure prints as "–", so a failed metric never reads as a zero. */
export const fixed = (value: number | null, digits = 0) => (value === null ? "–" : value.toFixed(digits));
export const kib = (bytes: number) => (bytes / 1024).toFixed(1);
