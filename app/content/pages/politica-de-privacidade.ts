/**
 * Privacy policy (LGPD, Lei 13.709/2018; ANPD Resolution 18/2024 on the encarregado).
 * PLACEHOLDER — the clinic's lawyer and encarregado review this text before going live.
 *
 * Every fact it states comes from the constant the code itself uses, so the text follows the code:
 * the clinic's data from site.ts; the lead retention, the warning before an undelivered lead goes
 * and the backups' age from shared/lead/retention.ts; the access log's fields and term from
 * shared/access-log.ts (the server takes the built values from the same build); the device's copy
 * of an unsent lead from site.keptLeads (app/lib/lead/outbox.ts); the cookie banner only when the
 * build has a tag manager (app/consent/). tests/html/privacy.test.ts reads each claim back from the
 * prerendered page; the tests beside the code hold the behaviour.
 */
import { builtAccessLogDays, type accessLogFields } from "#shared/access-log.ts";
import {
  builtLeadRetentionDays,
  LEAD_BACKUP_KEEP_DAYS,
  UNDELIVERED_LEAD_WARNING_DAYS,
} from "#shared/lead/retention.ts";
import { pageByPath } from "../pages";
import { site } from "../site";
import type { DocumentPageContent, DocumentSection } from "../types";

const { legal, address } = site;
const dpo = legal.dataProtectionOfficer;
const days = (count: number) => `${count} ${count === 1 ? "dia" : "dias"}`;
const list = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`;

/** Each field of an access-log line, in words; a field added in shared/access-log.ts must be named here. */
export const accessLogFieldWords: Record<(typeof accessLogFields)[number], string> = {
  ip: "o endereço IP de onde veio o pedido",
  time: "a data e a hora",
  method: "o tipo de pedido (abrir uma página, enviar o formulário)",
  path: "o endereço pedido, sem os parâmetros que vêm depois do “?”",
  status: "o código da resposta do servidor",
};
const accessLogDays = builtAccessLogDays();
const leadDays = builtLeadRetentionDays();
/** With a tag manager the site asks for consent; without one it sets no cookie and loads nothing of Google's. */
const withTagManager = Boolean(site.gtmId);
/** Pages whose address, beside a name, tells something of the visitor's health. */
const healthRevealingPages = ["/psiquiatra", "/exame-toxicologico"].map((path) => `“${pageByPath(path).label}”`);

const cookiesSection: DocumentSection = withTagManager
  ? {
      id: "cookies",
      heading: "Cookies e medição de audiência",
      paragraphs: [
        "Sem o seu consentimento, este site não grava cookies de medição nem de marketing e não carrega ferramentas do Google. O aviso de cookies oferece as opções Aceitar, Rejeitar e Configurar, com o mesmo destaque, e em Configurar você escolhe separadamente medição de audiência e marketing.",
        "Marketing permite apenas medir os resultados dos nossos anúncios no Google Ads. Mesmo que você aceite, informamos ao Google que os seus dados não podem ser usados para anúncios personalizados: um site de saúde não deve decidir os anúncios que você vê.",
        "Você pode mudar de ideia quando quiser pelo link “Preferências de cookies”, no rodapé de todas as páginas. Se retirar uma permissão, apagamos os cookies do Google gravados por este site e a página recarrega: as ferramentas do Google param na hora e só voltam a funcionar para o que você ainda permitir.",
        "O que o próprio site envia às ferramentas de medição (as páginas vistas, sem os parâmetros do endereço, e os cliques nos botões de contato) nunca inclui o seu nome, o seu telefone nem os parâmetros do endereço da página. As ferramentas configuradas no Google Tag Manager, porém, podem ler o endereço da página que você está vendo, com os seus parâmetros.",
      ],
    }
  : {
      id: "cookies",
      heading: "Cookies",
      paragraphs: [
        "Este site não grava cookies e não carrega ferramentas de medição do Google nem de outras empresas. Por isso ele não mostra aviso de cookies.",
      ],
    };

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
    "Pelo site pedimos apenas o seu nome e o seu telefone, para retornar o seu contato e agendar o seu atendimento. Sintomas, exames e histórico ficam para a consulta, protegidos pelo sigilo médico.",
  ],
  updatedOn: "2026-11-25", // PLACEHOLDER date the reviewed policy takes effect
  sections: [
    {
      id: "controlador",
      heading: "Quem cuida dos seus dados",
      paragraphs: [
        `O controlador dos dados é a ${legal.legalName}, inscrita no CNPJ sob o nº ${legal.cnpj}, com sede na ${address.street}, ${address.district}, ${address.city} – ${address.state}, CEP ${address.postalCode}.`,
        "Para falar com a clínica, use um dos canais abaixo. Para assuntos de privacidade, fale diretamente com o nosso encarregado (veja mais abaixo).",
      ],
      contacts: ["phone", "whatsapp", "email"],
    },
    {
      id: "dados-coletados",
      heading: "Quais dados coletamos",
      bullets: [
        "Formulário de agendamento: o nome e o telefone (com o código do país) que você digita e o endereço da página de onde você enviou, com os parâmetros desse endereço, como a indicação de qual anúncio ou campanha trouxe você até nós.",
        `Registros de acesso: a cada pedido feito ao site, o servidor anota ${list(Object.values(accessLogFieldWords))}. Só isso: nenhum dado do seu navegador, nenhum parâmetro do endereço e nunca o seu nome ou telefone.`,
        ...(withTagManager
          ? [
              "Medição de audiência: quais páginas são vistas e quais botões de contato são usados, por meio do Google Tag Manager e das ferramentas configuradas nele. Só acontece se você permitir no aviso de cookies.",
              "Sua escolha sobre cookies: guardada apenas no seu aparelho, com a data em que você escolheu e a versão do aviso de cookies a que você respondeu.",
            ]
          : []),
        "Conversas por WhatsApp, telefone ou e-mail: o que você decidir nos contar para agendar o atendimento.",
      ],
    },
    {
      id: "dados-de-saude",
      heading: "Informação de saúde no endereço da página",
      paragraphs: [
        `Cada página do site trata de uma especialidade ou de um exame. Por isso o endereço da página de onde você envia o formulário, junto com o seu nome, pode revelar algo sobre a sua saúde: vindo das páginas ${list(healthRevealingPages)}, por exemplo, ele indica o atendimento que você procura. A LGPD chama essa informação de dado pessoal sensível (art. 5º, II) e a protege de forma especial (art. 11).`,
        "Tratamos esse endereço como dado sensível: ele serve apenas para a nossa equipe retornar o seu contato com a orientação certa e agendar o seu atendimento, só a equipe de atendimento tem acesso a ele e ele é apagado nos prazos informados em “Por quanto tempo guardamos”. O formulário não pede nenhuma outra informação de saúde.",
      ],
    },
    {
      id: "finalidades-e-bases-legais",
      heading: "Para que usamos e com qual base legal",
      paragraphs: [
        "Cada dado tem uma finalidade definida e uma base legal prevista na LGPD (art. 7º; para dados de saúde, art. 11):",
      ],
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
            "Página de origem do contato, que pode revelar a especialidade ou o exame procurado",
            "Retornar o seu contato com a orientação certa e agendar o atendimento que você procura",
            // PLACEHOLDER — legal basis for the health information a lead's origin page reveals: the
            // clinic's lawyer confirms art. 11, II, "f" (or chooses another, e.g. specific consent, art. 11, I).
            "Tutela da saúde, em procedimento realizado por profissionais de saúde ou serviços de saúde (art. 11, II, “f”)",
          ],
          [
            "Parâmetros do endereço de origem",
            "Saber quais canais e campanhas trazem pacientes",
            "Legítimo interesse da clínica (art. 7º, IX)",
          ],
          [
            "Registros de acesso",
            "Manter o site seguro e funcionando e cumprir a guarda obrigatória de registros",
            "Obrigação legal (art. 7º, II; Marco Civil da Internet, art. 15) e legítimo interesse (art. 7º, IX)",
          ],
          ...(withTagManager
            ? [
                [
                  "Medição de audiência e cookies",
                  "Entender como o site é usado e medir os resultados dos nossos anúncios",
                  "Consentimento (art. 7º, I), que você pode retirar a qualquer momento",
                ],
              ]
            : []),
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
        "Serviço de automação de atendimento: recebe o nome, o telefone e a página de origem do contato, com os seus parâmetros, para organizar o retorno da nossa equipe.",
        "WhatsApp (Meta): quando você abre a conversa pelo botão do site, a troca de mensagens acontece no WhatsApp e segue também a política de privacidade da Meta.",
        "Empresa de hospedagem: guarda o site, os registros de acesso e os contatos enviados pelo formulário, pelos prazos informados em “Por quanto tempo guardamos”.",
        ...(withTagManager
          ? [
              "Google (Google Tag Manager e ferramentas de medição configuradas nele): somente se você permitir a medição de audiência ou o marketing no aviso de cookies.",
            ]
          : []),
        "Autoridades públicas: quando a lei ou uma ordem judicial exigir.",
      ],
    },
    {
      id: "transferencia-internacional",
      heading: "Transferência internacional",
      paragraphs: [
        `Alguns desses fornecedores, como a Meta (WhatsApp)${withTagManager ? " e o Google" : ""}, podem armazenar ou processar dados em servidores fora do Brasil, principalmente nos Estados Unidos. Nesses casos, a transferência segue o art. 33 da LGPD, com garantias como cláusulas contratuais que exigem um nível de proteção equivalente ao da lei brasileira.`,
      ],
    },
    {
      id: "prazos",
      heading: "Por quanto tempo guardamos",
      bullets: [
        `Contatos enviados pelo formulário: cada contato é apagado automaticamente do nosso servidor ${days(leadDays)} depois de recebido, tenha ou não sido entregue à equipe de atendimento. Se um contato ainda não tiver sido entregue à equipe quando faltarem ${days(UNDELIVERED_LEAD_WARNING_DAYS)} para ser apagado, a equipe recebe um alerta para retornar a você a tempo. O contato apagado é removido do banco de dados; fica anotado apenas o código do contato, quando e por que ele foi apagado.`,
        `Cópias de segurança: as cópias do banco de dados dos contatos são apagadas quando completam ${days(LEAD_BACKUP_KEEP_DAYS)}. Um contato apagado do servidor continua nas cópias feitas antes disso e sai delas em até ${days(LEAD_BACKUP_KEEP_DAYS)}.`,
        `No seu aparelho: o contato que você envia pelo formulário fica guardado no navegador até o servidor da clínica recebê-lo, para não se perder se a conexão falhar. O site tenta enviá-lo de novo sozinho enquanto a página estiver aberta e quando você voltar ao site. Ele é apagado do aparelho assim que o servidor da clínica o recebe (ou o recusa de vez). Se não puder ser enviado em ${days(site.keptLeads.maxAgeDays)}, ele é apagado sem ser enviado na próxima vez que você abrir o site; você também pode apagá-lo limpando os dados de navegação.`,
        "Na equipe de atendimento, o contato é mantido enquanto for necessário para o agendamento. Se você se tornar paciente, seus dados passam a fazer parte do prontuário, que a lei manda guardar por no mínimo 20 anos (Lei nº 13.787/2018).",
        `Registros de acesso: um arquivo por dia, guardado em uma pasta privada do servidor e apagado automaticamente depois de ${days(accessLogDays)} (o Marco Civil da Internet, art. 15, exige a guarda por 6 meses).`,
        ...(withTagManager
          ? [
              "Cookies de medição: pelo prazo definido pela ferramenta do Google (até 2 anos), até você retirar o consentimento ou até você apagar os cookies do navegador.",
              "Sua escolha sobre cookies: no seu aparelho, até você mudá-la ou limpar os dados de navegação. Se mudar o que fazemos com cookies, perguntamos de novo.",
            ]
          : []),
      ],
    },
    cookiesSection,
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
        "Envie o seu pedido por e-mail ao encarregado ou faça-o pessoalmente na recepção da clínica. Para encontrar os contatos que você enviou pelo formulário, basta informar o telefone que você usou. Para proteger você, podemos pedir uma confirmação de identidade antes de responder.",
        "Respondemos em até 15 dias. Se não ficar satisfeito, você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).",
      ],
    },
    {
      id: "seguranca",
      heading: "Como protegemos seus dados",
      paragraphs: [
        "O servidor do site pede ao navegador que use sempre conexão criptografada (HTTPS), os registros de acesso ficam em uma pasta privada do servidor, o acesso aos contatos é restrito às pessoas que precisam deles para atender você, e cada contato é apagado no prazo informado acima.",
        "Se acontecer um incidente de segurança que possa trazer risco ou dano relevante a você, comunicaremos o incidente a você e à ANPD, como manda a lei (art. 48).",
      ],
    },
    {
      id: "encarregado",
      heading: "Encarregado pelo tratamento de dados pessoais",
      paragraphs: [
        `O encarregado pelo tratamento de dados pessoais da clínica é ${dpo.name}. É com essa pessoa que você, a clínica e a ANPD falam sobre qualquer assunto ligado aos seus dados.`,
      ],
      contacts: ["dpo-email"],
    },
    {
      id: "alteracoes",
      heading: "Alterações desta política",
      paragraphs: [
        `Podemos atualizar esta política para refletir mudanças na lei ou nos nossos serviços. A data da última atualização fica no início da página${withTagManager ? "; se mudar o que fazemos com cookies, o aviso de cookies aparece de novo para você escolher" : ""}.`,
      ],
    },
  ],
};
