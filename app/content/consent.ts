/** The consent banner's words (ANPD cookie guide, 2022: clear purpose, equal choices, easy to change). */
export const consentCopy = {
  heading: "Sua privacidade",
  text: "Usamos cookies de medição e de marketing somente com a sua permissão, para entender como o site é usado e avaliar nossas campanhas. Você pode mudar a sua escolha quando quiser em “Preferências de cookies”, no rodapé.",
  policyLink: { label: "Política de Privacidade", href: "/politica-de-privacidade#cookies" },
  accept: "Aceitar",
  reject: "Rejeitar",
  configure: "Configurar",
  purposesLegend: "Escolha o que permitir",
  purposes: {
    analytics: {
      label: "Medição de audiência",
      description: "Quais páginas são vistas e quais botões de contato são usados (Google Analytics).",
    },
    marketing: {
      label: "Marketing",
      description: "Medir e melhorar os resultados dos nossos anúncios (Google Ads).",
    },
  },
  save: "Salvar escolhas",
} as const;

export type ConsentCopy = typeof consentCopy;
