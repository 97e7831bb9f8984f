import { describe, expect, it } from "vitest";
import type { HealthPlans } from "#app/site/types.ts";
import { healthPlanNames, healthPlansLine, healthPlansSentence } from "./health-plans";

const notSaid: HealthPlans = { discriminant: "naoInformado", value: null };
const listed: HealthPlans = { discriminant: "lista", value: ["Unimed BH", "Amil", "Bradesco Saúde"] };
const privateOnly: HealthPlans = { discriminant: "soParticular", value: null };

describe("health plans, as the clinic chose", () => {
  it("names only the plans the clinic listed", () => {
    expect(healthPlanNames(listed)).toEqual(["Unimed BH", "Amil", "Bradesco Saúde"]);
    expect(healthPlanNames(notSaid)).toEqual([]);
    expect(healthPlanNames(privateOnly)).toEqual([]);
  });

  it("the line of “Valores e convênios”: the plans, private care only, or until she says, how to ask", () => {
    expect(healthPlansLine(listed)).toEqual({
      label: "Convênios aceitos:",
      text: "Unimed BH, Amil e Bradesco Saúde. Confirme a cobertura do seu plano ao agendar.",
      unanswered: false,
    });
    expect(healthPlansLine(privateOnly)).toEqual({
      label: "Convênios:",
      text: "não atendemos convênio; o atendimento é só particular.",
      unanswered: false,
    });
    expect(healthPlansLine(notSaid)).toEqual({
      label: "Convênios:",
      text: "respondemos pelo WhatsApp.",
      unanswered: true,
    });
  });

  it("the sentence of {{convenios}}: until she says, the words the FAQ had before", () => {
    expect(healthPlansSentence(listed)).toBe(
      "Atendemos os convênios Unimed BH, Amil e Bradesco Saúde. Confirme a cobertura do seu plano ao agendar.",
    );
    expect(healthPlansSentence(privateOnly)).toBe("Não atendemos convênio: o atendimento é só particular.");
    expect(healthPlansSentence(notSaid)).toBe(
      "Pergunte pelo WhatsApp quais planos de saúde atendemos antes de agendar.",
    );
  });
});
