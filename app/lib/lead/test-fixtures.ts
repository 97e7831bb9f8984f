/**
 * The one valid lead of every test and benchmark, browser and relay alike (server/leads/testing.ts
 * re-exports it). Test-only: no app module imports this file, so it never reaches a page's bundle.
 */
import type { LeadPayloadInput } from "./payload";
import type { LeadPayload } from "./schema";

/** The phone as the visitor types it (after the dial code); `index` varies it. */
const phoneDigits = (index: number) => `(31) 9${String(index % 10_000).padStart(4, "0")}-8888`;

/** The one valid lead as the dialog sends it; `index` varies the phone and a tag. */
export function validLead(index = 0): LeadPayload {
  return {
    name: "Maria José da Silva",
    phone: `+55 ${phoneDigits(index)}`,
    messageToSend: "",
    tags: [
      { name: "form", value: "Clínica Barreiro" },
      { name: "originUrl", value: "https://clinica.example/cardiologista" },
      { name: "utm_source", value: `bench-${index}` },
    ],
  };
}

/** What the visitor enters, and where, for the dialog to send `validLead(index)`. */
export function validLeadInput(index = 0): LeadPayloadInput {
  return {
    name: "Maria José da Silva",
    country: "BR",
    maskedPhone: phoneDigits(index),
    formTitle: "Clínica Barreiro",
    location: { origin: "https://clinica.example", pathname: "/cardiologista", search: `?utm_source=bench-${index}` },
  };
}
