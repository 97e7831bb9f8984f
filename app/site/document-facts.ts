/**
 * The value of every fact a document may name (app/site/document-fact-names.ts), taken from
 * the constant the code itself acts on, so the text follows the code: the clinic's data from
 * site.ts; the lead retention, the warning before an undelivered lead goes and the backups' age
 * from shared/lead/retention.ts; the access log's fields and term from shared/access-log.ts (the
 * server takes the built values from the same build); the device's copy of an unsent lead from
 * site.keptLeads (app/lib/lead/outbox.ts); the values a speed beacon carries from shared/rum.ts
 * (app/lib/rum.ts sends them, server/rum/ counts them). And whether the build has a tag manager,
 * which decides the parts of a document marked "Só com cookies" or "Só sem cookies" in the editor.
 * tests/html/privacy-policy.test.ts reads each claim back from the prerendered page.
 */
import {
  ACCESS_LOG_PATH_DAYS,
  APPLICATION_LOG_DAYS,
  builtAccessLogDays,
  type accessLogFields,
} from "#shared/access-log.ts";
import { CAMPAIGN_PARAMETERS } from "#shared/lead/schema.ts";
import {
  builtLeadRetentionDays,
  LEAD_BACKUP_KEEP_DAYS,
  UNDELIVERED_LEAD_WARNING_DAYS,
} from "#shared/lead/retention.ts";
import { listText } from "#shared/list-text.ts";
import { rumEndpoint, rumMetricNames, type RumMetricName } from "#shared/rum.ts";
import type { DocumentFactName } from "./document-fact-names";
import type {
  DocumentBlock,
  DocumentCondition,
  DocumentPageContent,
  DocumentText,
  DocumentTextPart,
  StoredDocument,
} from "./types";
import { pageByPath } from "./registry";
import { site } from "./site";

const days = (count: number) => `${count} ${count === 1 ? "dia" : "dias"}`;

/** Each field of an access-log line, in words; a field added in shared/access-log.ts must be named here. */
export const accessLogFieldWords: Record<(typeof accessLogFields)[number], string> = {
  ip: "o endereço IP de onde veio o pedido",
  time: "a data e a hora",
  method: "o tipo de pedido (abrir uma página, enviar o formulário)",
  path: "o endereço da página acessada (sem os parâmetros que vêm depois do “?”)",
  status: "o código da resposta do servidor",
};

/** Each value a speed beacon carries, in words; a metric added in shared/rum.ts must be named here. */
export const rumMetricWords: Record<RumMetricName, string> = {
  lcp: "quanto tempo o maior conteúdo da página leva para aparecer (LCP)",
  inp: "quanto tempo a página leva para responder a um toque ou clique (INP)",
  cls: "quanto o conteúdo se desloca na tela enquanto a página carrega (CLS)",
  ttfb: "quanto tempo o servidor leva para começar a responder (TTFB)",
};

/** With a tag manager the site asks for consent; without one it sets no cookie and loads nothing of Google's. */
export const withTagManager = Boolean(site.gtmId);

/**
 * Whether the pages measure their speed for the relay (app/lib/rum.ts): only when leads go to our
 * relay on the site's origin. Decides the parts of a document marked "Só quando mede a velocidade".
 */
export const withSpeedMeasurement = rumEndpoint(site.leadEndpoint) !== null;

/** Pages whose address, beside a name, tells something of the visitor's health. */
const healthRevealingPages = ["/psiquiatra", "/exame-toxicologico"].map((path) => `“${pageByPath(path).label}”`);

const { legal, address } = site;

export const documentFacts: Record<DocumentFactName, string> = {
  "nome-da-clinica": site.name,
  "razao-social": legal.legalName,
  cnpj: legal.cnpj,
  "endereco-completo": `${address.street}, ${address.district}, ${address.city} – ${address.state}, CEP ${address.postalCode}`,
  "nome-do-encarregado": legal.dataProtectionOfficer.name,
  "campos-do-registro-de-acesso": listText(Object.values(accessLogFieldWords)),
  "paginas-que-revelam-saude": listText(healthRevealingPages),
  "prazo-dos-contatos": days(builtLeadRetentionDays()),
  "aviso-de-contato-nao-entregue": days(UNDELIVERED_LEAD_WARNING_DAYS),
  "prazo-das-copias-de-seguranca": days(LEAD_BACKUP_KEEP_DAYS),
  "prazo-do-contato-no-aparelho": days(site.keptLeads.maxAgeDays),
  "prazo-dos-registros-de-acesso": days(builtAccessLogDays()),
  "prazo-do-endereco-nos-registros-de-acesso": days(ACCESS_LOG_PATH_DAYS),
  "prazo-do-registro-de-funcionamento": days(APPLICATION_LOG_DAYS),
  "parametros-de-campanha": listText([...CAMPAIGN_PARAMETERS]),
  "medidas-de-velocidade": listText(rumMetricNames.map((name) => rumMetricWords[name])),
};

const conditions: Record<DocumentCondition, boolean> = { withTagManager, withSpeedMeasurement };

/** A document's text as this build says it: each fact's value written, each marked part kept or left out. */
export function documentText(text: DocumentText): string {
  const part = (item: DocumentTextPart): string => {
    if (typeof item === "string") return item;
    if ("fact" in item) return documentFacts[item.fact];
    return conditions[item.when] === item.shown ? item.text.map(part).join("") : "";
  };
  return typeof text === "string" ? text : text.map(part).join("");
}

/**
 * The document as this build shows it: its texts written (documentText), and a paragraph, list
 * item or table row whose text was all marked for the other kind of build (with or without a tag
 * manager) left out, and so a list left with no item.
 */
export function visibleDocument(content: StoredDocument): DocumentPageContent {
  const visible = (block: DocumentBlock<DocumentText>): DocumentBlock | undefined => {
    if ("paragraph" in block) {
      const paragraph = documentText(block.paragraph);
      return paragraph ? { paragraph } : undefined;
    }
    if ("bullets" in block) {
      const bullets = block.bullets.map(documentText).filter(Boolean);
      return bullets.length > 0 ? { bullets } : undefined;
    }
    if ("table" in block) {
      const { columns, rows, ...table } = block.table;
      return {
        table: {
          ...table,
          columns: columns.map(documentText),
          rows: rows.map((row) => row.map(documentText)).filter((row) => row.some(Boolean)),
        },
      };
    }
    return block;
  };
  return {
    ...content,
    intro: content.intro.map(documentText).filter(Boolean),
    sections: content.sections.map((section) => ({
      ...section,
      heading: documentText(section.heading),
      blocks: section.blocks.map(visible).filter((block) => block !== undefined),
    })),
  };
}
