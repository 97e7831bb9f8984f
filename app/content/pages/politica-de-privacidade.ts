/**
 * Privacy policy (LGPD, Lei 13.709/2018; ANPD Resolution 18/2024 on the encarregado).
 * PLACEHOLDER — the clinic's lawyer and encarregado review this text before going live; the
 * clinic's own data comes from site.ts, the relay's retention is the LEAD_RETENTION_DAYS this
 * build was made with (the server takes the same value from the build), and the device's from
 * app/lib/lead/kept-leads.ts.
 */
import { builtLeadRetentionDays } from "#shared/lead/retention.ts";
import { site } from "../site";
import type { DocumentPageContent } from "../types";

const { legal, address } = site;
const dpo = legal.dataProtectionOfficer;
const days = (count: number) => `${count} ${count === 1 ? "dia" : "dias"}`;

/** What the policy says about the relay's copy of a lead, for LEAD_RETENTION_DAYS (0: kept until a deletion request). */
export function leadRetentionWording(retentionDays: number): { term: string; security: string } {
  return retentionDays === 0
    ? {
        term: "Contatos enviados pelo formulário: depois de entregues à equipe da clínica, ficam guardados no nosso servidor até que você peça a eliminação (veja “Como exercer seus direitos”).",
        security: "os contatos do formulário são apagados do servidor quando você pedir",
      }
    : {
        term: `Contatos enviados pelo formulário: ficam no nosso servidor por até ${days(retentionDays)} depois de entregues à equipe da clínica e então são apagados automaticamente.`,
        security: "os contatos do formulário são apagados do servidor no prazo informado acima",
      };
}

const leadRetention = leadRetentionWording(builtLeadRetentionDays());

export const content: DocumentPageContent = {
  meta: {
    title: "Política de Privacidade",
    description:
      "Como a Clínica Médica Barreiro trata seus dados pessoais: o que coletamos pelo site, para quê, com quem compartilhamos, por quanto tempo e como exercer seus direitos.",
    keywords: ["política de privacidade", "LGPD", "proteção de dados", "clínica médica barreiro"],
  },
  mainEntity: { type: "MedicalWebPage", name: "Política de Privacidade" },
  title: "Política de Privacidade",
  intro: [
    `Esta política explica, em linguagem simples, como a ${site.name} cuida dos dados pessoais de quem visita este site ou entra em contato conosco por ele, de acordo com a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).`,
    "Pelo site pedimos apenas o necessário para retornar o seu contato e agendar o seu atendimento. Não pedimos informações sobre a sua saúde: sintomas, exames e histórico são tratados na consulta, com sigilo médico.",
  ],
  updatedOn: "2026-11-23", // PLACEHOLDER date the reviewed policy takes effect
  sections: [
    {
      id: "controlador",
      heading: "Quem cuida dos seus dados",
      paragraphs: [
        `O controlador dos dados é ${legal.legalName}, inscrita no CNPJ sob o nº ${legal.cnpj}, com sede na ${address.street}, ${address.district}, ${address.city} – ${address.state}, CEP ${address.postalCode}.`,
        "Para falar com a clínica, use um dos canais abaixo. Para assuntos de privacidade, fale diretamente com o nosso encarregado (veja mais abaixo).",
      ],
      contacts: ["phone", "whatsapp", "email"],
    },
    {
      id: "dados-coletados",
      heading: "Quais dados coletamos",
      bullets: [
        "Formulário de agendamento: o nome e o telefone (com o código do país) que você digita, o endereço da página de onde enviou e os parâmetros desse endereço, como a indicação de qual anúncio ou campanha trouxe você até nós.",
        "Registros técnicos de acesso: endereço IP, data e hora, página pedida e dados do navegador, gerados automaticamente pelo servidor a cada visita.",
        "Medição de audiência: quais páginas são vistas e quais botões de contato são usados, por meio do Google Tag Manager e das ferramentas configuradas nele. Só acontece se você aceitar no aviso de cookies.",
        "Sua escolha sobre cookies: guardada apenas no seu aparelho, com a data e a versão desta política.",
        "Conversas por WhatsApp, telefone ou e-mail: o que você decidir nos contar para agendar o atendimento.",
      ],
      paragraphs: [
        "Não coletamos dados sensíveis pelo site. Por favor, não escreva informações de saúde no formulário: elas serão pedidas, se necessário, durante o atendimento.",
      ],
    },
    {
      id: "finalidades-e-bases-legais",
      heading: "Para que usamos e com qual base legal",
      paragraphs: ["Cada dado tem uma finalidade definida e uma base legal prevista no art. 7º da LGPD:"],
      table: {
        caption: "Finalidade e base legal de cada dado",
        columns: ["Dado", "Finalidade", "Base legal (LGPD)"],
        rows: [
          [
            "Nome e telefone do formulário",
            "Retornar o seu contato e agendar consulta ou exame, como você pediu",
            "Procedimentos preliminares a um contrato, a pedido do titular (art. 7º, V)",
          ],
          [
            "Página e parâmetros de origem",
            "Saber quais canais e campanhas trazem pacientes, sem identificar você nos relatórios",
            "Legítimo interesse da clínica (art. 7º, IX)",
          ],
          [
            "Registros técnicos de acesso",
            "Manter o site seguro e funcionando e cumprir a guarda obrigatória de registros",
            "Obrigação legal (art. 7º, II; Marco Civil da Internet, art. 15) e legítimo interesse (art. 7º, IX)",
          ],
          [
            "Medição de audiência e cookies",
            "Entender como o site é usado e medir os resultados das campanhas",
            "Consentimento (art. 7º, I), que você pode retirar a qualquer momento",
          ],
        ],
      },
    },
    {
      id: "compartilhamento",
      heading: "Com quem compartilhamos",
      paragraphs: [
        "Não vendemos nem alugamos seus dados. Eles são compartilhados apenas com quem nos ajuda a atender você, e somente o necessário:",
      ],
      bullets: [
        "Serviço de automação de atendimento: recebe o nome, o telefone e a origem do contato do formulário para organizar o retorno da nossa equipe.",
        "WhatsApp (Meta): quando você abre a conversa pelo botão do site, a troca de mensagens acontece no WhatsApp e segue também a política de privacidade da Meta.",
        "Empresa de hospedagem: guarda o site, os registros técnicos e os contatos enviados pelo formulário, pelos prazos informados em “Por quanto tempo guardamos”.",
        "Google (Google Tag Manager e ferramentas de medição configuradas nele): somente se você aceitar os cookies de medição ou de marketing.",
        "Autoridades públicas: quando a lei ou uma ordem judicial exigir.",
      ],
    },
    {
      id: "transferencia-internacional",
      heading: "Transferência internacional",
      paragraphs: [
        "Alguns desses fornecedores, como a Meta (WhatsApp) e o Google, podem armazenar ou processar dados em servidores fora do Brasil, principalmente nos Estados Unidos. Nesses casos, a transferência segue o art. 33 da LGPD, com garantias como cláusulas contratuais que exigem um nível de proteção equivalente ao da lei brasileira.",
      ],
    },
    {
      id: "prazos",
      heading: "Por quanto tempo guardamos",
      bullets: [
        leadRetention.term,
        `No seu aparelho: o contato que você envia pelo formulário é guardado no navegador antes do envio, para não se perder se a conexão falhar, e o site tenta enviá-lo de novo sozinho. Ele é apagado do aparelho assim que o servidor da clínica o recebe (ou o recusa de vez) e, de qualquer forma, depois de ${days(site.keptLeads.maxAgeDays)}.`,
        "Na equipe de atendimento, o contato é mantido enquanto for necessário para o agendamento. Se você se tornar paciente, seus dados passam a fazer parte do prontuário, que a lei manda guardar por no mínimo 20 anos (Lei nº 13.787/2018).",
        "Registros técnicos de acesso: 6 meses, como exige o Marco Civil da Internet (art. 15).",
        "Cookies de medição: até 2 anos, conforme a configuração da ferramenta, ou até você retirar o consentimento ou apagar os cookies do navegador.",
        "Sua escolha sobre cookies: no seu aparelho, até você mudá-la ou limpar os dados do navegador. Se esta política mudar, perguntamos de novo.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies e medição de audiência",
      paragraphs: [
        "Sem o seu consentimento, este site não grava cookies de medição nem de marketing e não carrega ferramentas do Google. O aviso de cookies oferece as opções Aceitar, Rejeitar e Configurar, com o mesmo destaque, e em Configurar você escolhe separadamente medição e marketing.",
        "Você pode mudar de ideia quando quiser pelo link “Preferências de cookies”, no rodapé de todas as páginas. Ao retirar o consentimento, as ferramentas deixam de gravar dados a partir daquele momento.",
        "Nos dados de medição nunca enviamos seu nome, telefone ou os parâmetros do endereço da página.",
      ],
    },
    {
      id: "seus-direitos",
      heading: "Seus direitos",
      paragraphs: ["A LGPD (art. 18) garante a você, a qualquer momento e sem custo, o direito de:"],
      bullets: [
        "confirmar se tratamos dados seus e acessar esses dados;",
        "corrigir dados incompletos, inexatos ou desatualizados;",
        "pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desacordo com a lei;",
        "pedir a portabilidade dos dados a outro fornecedor de serviço;",
        "pedir a eliminação dos dados tratados com o seu consentimento, exceto quando a lei exigir a guarda (como o prontuário);",
        "saber com quais entidades públicas e privadas compartilhamos seus dados;",
        "saber que pode não dar o consentimento e quais são as consequências disso;",
        "retirar o consentimento;",
        "se opor a um tratamento feito sem consentimento que descumpra a lei.",
      ],
    },
    {
      id: "como-exercer",
      heading: "Como exercer seus direitos",
      paragraphs: [
        "Envie o seu pedido por e-mail ao encarregado ou faça-o pessoalmente na recepção da clínica. Para proteger você, podemos pedir uma confirmação de identidade antes de responder.",
        "Respondemos em até 15 dias. Se não ficar satisfeito, você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).",
      ],
    },
    {
      id: "seguranca",
      heading: "Como protegemos seus dados",
      paragraphs: [
        `O site só funciona com conexão criptografada (HTTPS), o acesso aos dados é restrito às pessoas que precisam deles para atender você, e ${leadRetention.security}. Se acontecer um incidente de segurança que possa trazer risco ou dano relevante a você, comunicaremos a você e à ANPD, como manda a lei.`,
      ],
    },
    {
      id: "encarregado",
      heading: "Encarregado pelo tratamento de dados (DPO)",
      paragraphs: [
        `O encarregado pelo tratamento de dados pessoais da clínica é ${dpo.name}, o canal entre você, a clínica e a ANPD para qualquer assunto sobre os seus dados.`,
      ],
      contacts: ["dpo-email"],
    },
    {
      id: "alteracoes",
      heading: "Alterações desta política",
      paragraphs: [
        "Podemos atualizar esta política para refletir mudanças na lei ou nos nossos serviços. A data da última atualização fica no início da página; se a mudança afetar o uso de cookies, o aviso de cookies aparece de novo para você escolher.",
      ],
    },
  ],
};
