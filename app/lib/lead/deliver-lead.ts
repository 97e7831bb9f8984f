/**
 * A valid lead from the dialog on its way to the clinic: the analytics event, the payload
 * (docs/product.md#lead-submission-payload) and the device's outbox, which keeps it until the relay
 * acknowledges it and sends it again if this send fails (decision 017). Used by the lead form
 * (app/components/lead/lead-form.hydrated.tsx), which decides what the visitor sees next.
 */
import { site } from "#app/site/site.ts";
import { pushToDataLayer } from "#app/lib/analytics.ts";
import { leadOutbox, startLeadOutbox } from "./outbox";
import { buildLeadPayload } from "./payload";
import type { LeadSendOutcome } from "./send-lead";

export interface DeliveredLead {
  name: string;
  /** The phone field's masked text, e.g. "(31) 99999-8888". */
  maskedPhone: string;
  /** The country picked for the phone ("BR"). */
  country: string;
  honeypot: string;
  /** What the page books ("Especialidade: Cardiologia"), if it books one thing. */
  subject?: string;
}

/**
 * Sends `lead`; resolves with the first send's outcome, or undefined when the lead could not even
 * be prepared (logged, as a failed send is). Never rejects: the visitor goes on either way.
 */
export async function deliverLead(lead: DeliveredLead): Promise<LeadSendOutcome | undefined> {
  try {
    pushToDataLayer({ event: "generate_lead", form_name: site.name });
    const payload = buildLeadPayload({
      name: lead.name,
      country: lead.country,
      maskedPhone: lead.maskedPhone,
      formTitle: site.name,
      location: window.location,
      honeypot: lead.honeypot,
      subject: lead.subject,
    });
    const outcome = await leadOutbox().submit(payload);
    startLeadOutbox();
    return outcome;
  } catch (error) {
    console.error("Erro ao enviar formulário", error instanceof Error ? error.message : String(error));
    return undefined;
  }
}
