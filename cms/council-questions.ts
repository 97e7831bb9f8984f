/**
 * What the clinic asks its regional medical council (CRM-MG) in writing and may not publish
 * before the answer (docs/go-live.md, "For the regional medical council (CRM-MG) to answer"):
 * one line each, which the publication gate refuses until the question is ticked in “Respostas do
 * CRM-MG recebidas” (cms/clinic.ts), and the editor's checklist lists under “Conselho”.
 *
 * Only what the site shows while the answer is pending: the 'Preço Baixo Garantido' box already
 * says the cautious text the council's answer cannot forbid, so it waits for no answer (decision 055).
 */
export const councilQuestions = [
  {
    key: "indiqueJaBrinde",
    label: "Indique Já: o brinde por indicação",
    pending:
      "o CRM-MG ainda não respondeu, por escrito, se a clínica pode dar a caneca do Indique Já por indicação registrada",
    afterTheAnswer: "se o conselho não permitir, a página Indique Já sai do site ou fica sem brinde, antes de marcar",
  },
] as const;

export type CouncilQuestion = (typeof councilQuestions)[number]["key"];
