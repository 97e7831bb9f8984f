/**
 * The consent banner's words (ANPD cookie guide, 2022: clear purpose, equal choices, easy to
 * change). They say exactly what each choice grants in app/consent/rules.ts: "Marketing" measures
 * the clinic's own ads and never allows personalised advertising (app/consent/consent-banner.test.tsx).
 */
export interface ConsentCopy {
  heading: string;
  text: string;
  policyLink: { label: string; href: string };
  accept: string;
  reject: string;
  configure: string;
  purposesLegend: string;
  /** One checkbox per purpose the visitor may grant (app/consent/rules.ts). */
  purposes: Record<"analytics" | "marketing", { label: string; description: string }>;
  save: string;
}

export const consentCopy: ConsentCopy = {
  heading: "Sua privacidade",
  text: "Com a sua permissão, usamos cookies para medir a audiência do site e os resultados dos nossos anúncios, nunca para anúncios personalizados. Você pode mudar a sua escolha quando quiser em “Preferências de cookies”, no rodapé; se retirar uma permissão, a página recarrega para a mudança valer na hora.",
  policyLink: { label: "Política de Privacidade", href: "/politica-de-privacidade#cookies" },
  accept: "Aceitar",
  reject: "Rejeitar",
  configure: "Configurar",
  purposesLegend: "Escolha o que permitir",
  purposes: {
    analytics: {
      label: "Medição de audiência",
      description:
        "Cookies que contam quais páginas são vistas e quais botões de contato são usados (Google Analytics).",
    },
    marketing: {
      label: "Marketing",
      description:
        "Cookies e dados da visita enviados ao Google para medir quais dos nossos anúncios (Google Ads) trazem visitas e contatos. Não autoriza anúncios personalizados: seus dados não são usados para escolher os anúncios que você vê.",
    },
  },
  save: "Salvar escolhas",
};
