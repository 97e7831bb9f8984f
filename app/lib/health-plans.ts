import { listText } from "#shared/list-text.ts";
import type { HealthPlans } from "#app/site/types.ts";

/** The plans the clinic takes, by name; none while it has not said, or when it takes none. */
export function healthPlanNames(plans: HealthPlans): readonly string[] {
  return plans.discriminant === "lista" ? plans.value : [];
}

/**
 * The "Convênios" line of a page's "Valores e convênios", as the clinic chose: the plans it
 * takes, that it takes none, or, until it says, that the team answers on WhatsApp (`unanswered`:
 * the page then offers to ask). Never a plan the clinic did not name.
 */
export function healthPlansLine(plans: HealthPlans): { label: string; text: string; unanswered: boolean } {
  switch (plans.discriminant) {
    case "lista":
      return {
        label: "Convênios aceitos:",
        text: `${listText(plans.value)}. Confirme a cobertura do seu plano ao agendar.`,
        unanswered: false,
      };
    case "soParticular":
      return { label: "Convênios:", text: "não atendemos convênio; o atendimento é só particular.", unanswered: false };
    default:
      return { label: "Convênios:", text: "respondemos pelo WhatsApp.", unanswered: true };
  }
}

/**
 * The same answer as a sentence of running text, where a text names {{convenios}} (the FAQ's
 * "Vocês aceitam convênio?", the cards about prices): until the clinic says, the honest request to
 * ask on WhatsApp.
 */
export function healthPlansSentence(plans: HealthPlans): string {
  switch (plans.discriminant) {
    case "lista":
      return `Atendemos os convênios ${listText(plans.value)}. Confirme a cobertura do seu plano ao agendar.`;
    case "soParticular":
      return "Não atendemos convênio: o atendimento é só particular.";
    default:
      return "Pergunte pelo WhatsApp quais planos de saúde atendemos antes de agendar.";
  }
}
