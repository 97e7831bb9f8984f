/** Accessibility statement: the standard we hold the site to, how we test it, what still falls short. */
import { site } from "../site";
import type { DocumentPageContent } from "../types";

export const content: DocumentPageContent = {
  meta: {
    title: "Declaração de Acessibilidade",
    description:
      "O compromisso da Clínica Médica Barreiro com um site acessível a todos: padrão WCAG 2.2 AA, como testamos, limites conhecidos e como relatar uma barreira.",
    keywords: ["acessibilidade", "WCAG 2.2", "declaração de acessibilidade", "clínica médica barreiro"],
  },
  mainEntity: { type: "MedicalWebPage", name: "Declaração de Acessibilidade" },
  title: "Declaração de Acessibilidade",
  intro: [
    `A ${site.name} quer que todas as pessoas consigam encontrar informações e agendar atendimento pelo site, inclusive quem usa leitor de tela, navega só pelo teclado, amplia a tela ou tem baixa visão, como pede a Lei Brasileira de Inclusão (Lei nº 13.146/2015, art. 63).`,
  ],
  updatedOn: "2026-11-23", // PLACEHOLDER date of the statement
  sections: [
    {
      id: "padrao",
      heading: "O padrão que seguimos",
      paragraphs: [
        "Nosso objetivo é atender às Diretrizes de Acessibilidade para Conteúdo Web (WCAG) 2.2, nível AA, do W3C, em todas as páginas do site.",
      ],
      bullets: [
        "Todas as páginas funcionam por teclado, com o foco sempre visível, e têm um link “Pular para o conteúdo” no início.",
        "Títulos, menus, listas e formulários são marcados de forma que os leitores de tela anunciem a estrutura da página.",
        "Imagens informativas têm descrição em texto; as decorativas são ignoradas pelos leitores de tela.",
        "Textos e botões têm contraste suficiente e o conteúdo continua legível com o zoom do navegador em 200%.",
        "O conteúdo principal aparece completo mesmo antes de o site terminar de carregar e funciona com conexões lentas.",
      ],
    },
    {
      id: "como-testamos",
      heading: "Como testamos",
      bullets: [
        "A cada nova versão, todas as páginas passam por uma verificação automática com a ferramenta axe-core em um navegador real, e a versão só é publicada sem nenhuma falha apontada.",
        "Testes automáticos percorrem com o teclado os menus, o formulário de agendamento e o aviso de cookies.",
        "Cada página é auditada com o Lighthouse, com a meta de nota 100 em acessibilidade.",
      ],
    },
    {
      id: "limites-conhecidos",
      heading: "Limites conhecidos",
      bullets: [
        "Enquanto a página termina de carregar, o botão de agendamento abre direto a conversa no WhatsApp; o formulário de agendamento fica disponível logo em seguida.",
        "A conversa no WhatsApp e as nossas páginas nas redes sociais são serviços de outras empresas, com a acessibilidade que elas oferecem.",
        "A imagem da campanha do Programa Indique Já, para baixar e compartilhar, contém texto; todo esse texto também está escrito na própria página.",
        "Ferramentas automáticas não encontram todos os problemas. Por isso a sua ajuda, nos contando o que não funcionou, é muito importante.",
      ],
    },
    {
      id: "relatar-barreira",
      heading: "Encontrou uma barreira? Conte para nós",
      paragraphs: [
        "Se alguma parte do site estiver difícil de usar, fale com a gente por e-mail, telefone ou WhatsApp. Diga, se puder, a página, o que você tentou fazer e qual recurso de acessibilidade usa (por exemplo, o nome do leitor de tela).",
        "Respondemos em até 5 dias úteis e, enquanto corrigimos o problema, ajudamos você a conseguir a informação ou o agendamento por outro caminho.", // PLACEHOLDER response time the clinic commits to
      ],
      contacts: ["email", "phone", "whatsapp"],
    },
  ],
};
