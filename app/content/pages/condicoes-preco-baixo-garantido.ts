/**
 * Written conditions of the 'Preço Baixo Garantido' offer. A published offer binds the clinic
 * (Código de Defesa do Consumidor, arts. 30 and 35), so its limits must be written down.
 * PLACEHOLDER — the whole text is a draft for the clinic and its lawyer to review and adjust
 * before going live (README, "Before going live").
 */
import type { DocumentPageContent } from "../types";

export const content: DocumentPageContent = {
  meta: {
    title: "Condições do Preço Baixo Garantido",
    description:
      "Regras da oferta Preço Baixo Garantido da Clínica Médica Barreiro: quais orçamentos valem, para quais consultas e exames, como pedir e o que não está incluído.",
    keywords: ["preço baixo garantido", "condições", "orçamento", "clínica médica barreiro"],
  },
  mainEntity: { type: "MedicalWebPage", name: "Condições do Preço Baixo Garantido" },
  title: "Condições do Preço Baixo Garantido",
  intro: [
    "Recebeu um orçamento menor em outro lugar para a mesma consulta ou exame? Traga-o para nós: cobrimos a oferta e fazemos um preço melhor, nas condições abaixo. Elas existem para que a promessa seja clara e igual para todos.",
  ],
  updatedOn: "2026-11-23", // PLACEHOLDER date these conditions take effect
  sections: [
    {
      id: "como-funciona",
      heading: "Como funciona",
      bullets: [
        "Envie o orçamento pelo WhatsApp ou apresente-o na recepção antes de agendar.",
        "Conferimos se ele atende às condições desta página e informamos o nosso valor, menor que o do orçamento, antes de você confirmar o agendamento.",
        "O valor combinado vale para o atendimento agendado naquele momento.",
      ],
    },
    {
      id: "orcamentos-aceitos",
      heading: "Quais orçamentos valem",
      bullets: [
        "Orçamento por escrito (impresso, e-mail ou mensagem), com o nome do estabelecimento, a data e o valor.",
        "Emitido nos últimos 15 dias por clínica ou laboratório regularmente registrado, com atendimento em Belo Horizonte ou na região metropolitana.",
        "Para a mesma consulta ou o mesmo exame, nas mesmas condições: forma de pagamento, prazo de resultado e preparo.",
        "Para atendimento particular, pago pelo próprio paciente.",
      ],
    },
    {
      id: "o-que-nao-esta-incluido",
      heading: "O que não está incluído",
      bullets: [
        "Atendimentos por convênio ou plano de saúde.",
        "Preços de promoções por tempo limitado, campanhas, mutirões, pacotes e cartões ou programas de desconto de terceiros.",
        "Procedimentos que a clínica não realiza ou que dependem de avaliação médica prévia para serem indicados.",
        "Atendimentos já realizados: a diferença não é devolvida depois.",
      ],
    },
    {
      id: "duvidas",
      heading: "Dúvidas",
      paragraphs: [
        "Fale com a nossa equipe por um dos canais abaixo. Estas condições podem mudar; vale a versão publicada nesta página na data do seu orçamento.",
      ],
      contacts: ["whatsapp", "phone", "email"],
    },
  ],
};
