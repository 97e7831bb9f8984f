/**
 * Texts the site shows on many pages, one file each, kept once: the laboratory's preparation for
 * blood tests (content/laboratorio.yaml, under "Clínica": the fasting table of
 * /exames-laboratoriais and /endocrinologista and the rules a text names with {{jejum:…}} and
 * {{preparo:…}}), and the cookie banner's words (content/aviso-de-cookies.yaml, under
 * "Documentos", shown only when the site has a Google Tag Manager). Field keys are the names the
 * pages use (app/site/types.ts: TableBlock, ConsentCopy).
 */
import { fields, singleton } from "@keystatic/core";
import { CONSENT_SUMMARY_MAX_LENGTH } from "#shared/content-rules.ts";
import { text, textList } from "./article";

export const laboratorio = singleton({
  label: "Preparo para exames de sangue",
  path: "content/laboratorio",
  format: { data: "yaml" },
  schema: {
    fastingTable: fields.object(
      {
        caption: text("Título da tabela"),
        examHeading: text("Título da coluna dos exames"),
        fastingHeading: text("Título da coluna do jejum"),
        rows: fields.array(
          fields.object({
            exam: text("Exame", "Como os textos o citam em {{jejum:…}} (ex.: Glicose)."),
            fasting: text(
              "Jejum",
              "Ex.: 8 horas de jejum. O resumo acima da tabela diz “Exame: jejum”, e junta numa linha exames seguidos com o mesmo jejum.",
            ),
          }),
          {
            label: "Exames",
            description: "Cada exame aparece na tabela das páginas Exames Laboratoriais e Endocrinologista.",
            itemLabel: (item) => `${item.fields.exam.value || "Exame"}: ${item.fields.fasting.value || "?"}`,
            validation: { length: { min: 1 } },
          },
        ),
        notes: textList(
          "Observações abaixo da tabela",
          "Observação",
          "Exceções e cuidados que valem para a tabela (ex.: quando o jejum depende do pedido médico).",
        ),
      },
      { label: "Tempo de jejum por exame" },
    ),
    collectionRules: fields.object(
      {
        exercise: text("Exercícios antes da coleta", "Os textos a citam como {{preparo:exercise}}.", {
          multiline: true,
        }),
        alcohol: text("Bebidas alcoólicas antes da coleta", "Os textos a citam como {{preparo:alcohol}}.", {
          multiline: true,
        }),
      },
      { label: "O que evitar antes de qualquer coleta de sangue" },
    ),
    summary: fields.object(
      {
        heading: text("Título", "Ex.: Jejum para exames de sangue."),
        care: text(
          "Cuidado que vem com as respostas",
          "Aparece sempre abaixo das respostas (ex.: Siga a orientação do seu pedido médico: ele pode pedir outro tempo de jejum ou dispensar o jejum. Durante o jejum, você pode beber água.). Confirme o texto com o(a) médico(a) responsável.",
          { multiline: true },
        ),
        whilePending: text(
          "Aviso enquanto a tabela não foi conferida",
          "Aparece abaixo do cuidado até o preparo ser conferido; não fale da tabela, que ainda não aparece (ex.: Confirme o preparo com a nossa equipe antes da coleta.).",
          { multiline: true },
        ),
        tableLink: text(
          "Link para a tabela",
          "Aparece depois que o preparo foi conferido e leva ao trecho da página com a tabela (ex.: Ver a tabela de jejum e os cuidados antes da coleta).",
        ),
      },
      {
        label: "Resumo do jejum no topo das páginas",
        description:
          "As páginas marcadas com “Responder o jejum no topo da página” (Exames Laboratoriais) mostram, nas primeiras telas, uma linha por exame feita da tabela acima, com estes textos.",
      },
    ),
    confirmedByDoctor: fields.checkbox({
      label: "Preparo conferido pelo(a) médico(a) responsável",
      description:
        "Marque só depois que o(a) responsável técnico(a) do laboratório conferir os tempos de jejum e as observações. Enquanto desmarcado, as páginas mostram o aviso abaixo no lugar da tabela, e o site não é publicado.",
      defaultValue: false,
    }),
    pendingNotice: text(
      "Aviso enquanto a tabela não foi conferida",
      "Aparece no lugar da tabela de jejum até o preparo ser conferido.",
      { multiline: true },
    ),
  },
});

const purpose = (label: string) =>
  fields.object(
    {
      label: text("Nome da opção"),
      description: text("O que a opção permite", undefined, { multiline: true }),
    },
    { label },
  );

export const avisoDeCookies = singleton({
  label: "Aviso de cookies",
  path: "content/aviso-de-cookies",
  format: { data: "yaml" },
  schema: {
    heading: text("Título do aviso"),
    summary: fields.text({
      label: "Texto curto do aviso",
      description: `Uma frase de até ${CONSENT_SUMMARY_MAX_LENGTH} letras: é o que aparece no pé da tela, com o título, o link e os três botões, sem cobrir a página (ex.: Usamos cookies para medir visitas e anúncios, só se você deixar.).`,
      validation: { length: { min: 20, max: CONSENT_SUMMARY_MAX_LENGTH } },
    }),
    text: text(
      "Texto completo (em Configurar)",
      "Diga para que servem os cookies e como mudar a escolha depois (guia de cookies da ANPD). Aparece no topo das opções, em Configurar e em “Preferências de cookies”.",
      { multiline: true },
    ),
    policyLink: fields.object(
      {
        label: text("Texto do link"),
        href: text("Endereço", "Ex.: /politica-de-privacidade#cookies."),
      },
      { label: "Link para a Política de Privacidade" },
    ),
    accept: text("Botão Aceitar"),
    reject: text("Botão Rejeitar", "Com o mesmo destaque de Aceitar."),
    configure: text("Botão Configurar"),
    purposesLegend: text("Título das opções (em Configurar)"),
    purposes: fields.object(
      { analytics: purpose("Medição de audiência"), marketing: purpose("Marketing") },
      { label: "Opções" },
    ),
    save: text("Botão que salva as opções"),
    back: text("Botão que fecha as opções sem salvar"),
  },
});
