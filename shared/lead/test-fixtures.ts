/**
 * The one valid lead of every test and benchmark, browser and relay alike (server/testing/leads.ts
 * re-exports it). Test-only: no app module imports this file, so it never reaches a page's bundle.
 */
import type { LeadPayload } from "./schema";

/** The phone as the visitor types it (after the dial code); `index` varies it. */
export const typedPhone = (index: number) => `(31) 9${String(index % 10_000).padStart(4, "0")}-8888`;

/** The one valid lead as the dialog sends it; `index` varies the phone and a tag. */
export function validLead(index = 0): LeadPayload {
  return {
    name: "Maria José da Silva",
    phone: `+55 ${typedPhone(index)}`,
    messageToSend: "",
    tags: [
      { name: "form", value: "Clínica Barreiro" },
      { name: "originUrl", value: "https://clinica.example/cardiologista" },
      { name: "utm_source", value: `bench-${index}` },
    ],
  };
}
