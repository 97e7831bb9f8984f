/**
 * Accessibility statement (Lei 13.146/2015, art. 63): the standards we hold the site to, its
 * conformance status and where that status comes from, what still falls short, how to report a
 * barrier. The footer links here with the accessibility symbol.
 */
import { site } from "../site";
import type { DocumentPageContent } from "../types";

/**
 * The date of the last evaluation the status below comes from: the day the project's automated
 * accessibility tests (axe-core on every route, keyboard tests; see the section "Como avaliamos") last passed
 * on the published version. Renew it with each evaluation.
 */
export const lastAccessibilityEvaluation = "2026-11-25"; // PLACEHOLDER date of the last evaluation

export const content: DocumentPageContent = {
  meta: {
    title: "Declaração de Acessibilidade",
    description:
      "Acessibilidade do site da Clínica Médica Barreiro: situação de conformidade com a ABNT NBR 17225 e as WCAG 2.2 AA, como avaliamos e como relatar uma barreira.",
    keywords: [
      "acessibilidade",
      "ABNT NBR 17225",
      "WCAG 2.2",
      "declaração de acessibilidade",
      "clínica médica barreiro",
    ],
  },
  mainEntity: { type: "MedicalWebPage", name: "Declaração de Acessibilidade" },
  title: "Declaração de Acessibilidade",
  intro: [
    `A ${site.name} quer que todas as pessoas consigam encontrar informações e agendar atendimento pelo site, inclusive quem usa leitor de tela, navega só pelo teclado, amplia a tela ou tem baixa visão, como pede a Lei Brasileira de Inclusão (Lei nº 13.146/2015, art. 63).`,
  ],
  updatedOn: "2026-11-25", // PLACEHOLDER date of the statement
  conformance: {
    status: "parcialmente conforme",
    standards: "a norma ABNT NBR 17225:2025 e as WCAG 2.2, nível AA",
    evaluatedOn: lastAccessibilityEvaluation,
  },
  sections: [
    {
      id: "padrao",
      heading: "Os padrões que seguimos",
      paragraphs: [
        "Seguimos a norma brasileira ABNT NBR 17225:2025 (Acessibilidade em conteúdo e aplicações web — Requisitos) e as Diretrizes de Acessibilidade para Conteúdo Web (WCAG) 2.2, nível AA, do W3C, em todas as páginas do site.",
      ],
      bullets: [
        "As páginas podem ser usadas pelo teclado, com o foco visível, e têm um link “Pular para o conteúdo” no início.",
        "Títulos, menus, listas e formulários são marcados de forma que os leitores de tela anunciem a estrutura da página.",
        "Imagens informativas têm descrição em texto; as decorativas são ignoradas pelos leitores de tela.",
        "O conteúdo principal aparece completo antes mesmo de o site terminar de carregar e funciona em conexões lentas.",
      ],
    },
    {
      id: "situacao",
      heading: "Situação de conformidade",
      paragraphs: [
        "O site está parcialmente conforme com a ABNT NBR 17225:2025 e com as WCAG 2.2, nível AA: na última avaliação, todas as páginas passaram nos testes automáticos descritos abaixo, mas esses testes não cobrem todos os requisitos, e ainda não fizemos uma auditoria manual completa com leitores de tela e outras tecnologias assistivas. Por isso não declaramos conformidade total.",
        "A data da última avaliação aparece no início desta página e é renovada a cada nova avaliação.",
      ],
    },
    {
      id: "como-testamos",
      heading: "Como avaliamos",
      bullets: [
        "A cada nova versão do site, todas as páginas são abertas em um navegador real e verificadas com a ferramenta automática axe-core; a versão só é aprovada sem nenhuma falha apontada (no código do site, o teste tests/e2e/every-route.test.ts).",
        "Testes automáticos também usam o teclado nos menus do cabeçalho e no formulário de agendamento: abrir e fechar com Enter e Esc, percorrer os itens com Tab e manter o foco dentro do formulário enquanto ele está aberto (testes em tests/e2e, como layout.test.ts e lead-dialog.test.ts).",
        "Ferramentas automáticas encontram só uma parte dos problemas de acessibilidade. Requisitos como a clareza dos textos, a ordem de leitura em todos os leitores de tela e o uso com zoom de 200% ainda dependem de uma avaliação manual, que está nos nossos planos.",
      ],
    },
    {
      id: "limites-conhecidos",
      heading: "Limites conhecidos",
      bullets: [
        "Enquanto a página termina de carregar, o botão de agendamento abre direto a conversa no WhatsApp; o formulário de agendamento fica disponível logo em seguida.",
        "A conversa no WhatsApp e as nossas páginas nas redes sociais são serviços de outras empresas, com a acessibilidade que elas oferecem.",
        "A imagem da campanha do Programa Indique Já, para baixar e compartilhar, contém texto; todo esse texto também está escrito na própria página.",
      ],
    },
    {
      id: "relatar-barreira",
      heading: "Encontrou uma barreira? Conte para nós",
      paragraphs: [
        "Se alguma parte do site estiver difícil de usar, fale com a gente por e-mail, telefone ou WhatsApp. Se puder, diga em qual página estava, o que tentou fazer e qual recurso de acessibilidade usa (por exemplo, o nome do leitor de tela).",
        "Respondemos em até 5 dias úteis e, enquanto corrigimos o problema, ajudamos você a conseguir a informação ou o agendamento por outro caminho.", // PLACEHOLDER response time the clinic commits to
      ],
      contacts: ["email", "phone", "whatsapp"],
    },
  ],
};
