/**
 * The facts a text may name, kept once ({{exames}}, {{clinica}}, {{especialidades}},
 * {{pagamento}}, {{convenios}}, {{jejum:Glicose,Colesterol}}, {{preparo:exercise}}), and the one walk that writes
 * them into every string of an entry: a field the schema gains is covered without a word here.
 */
import type { Entry } from "@keystatic/core/reader";
import { listText } from "#shared/list-text.ts";
import { healthPlansSentence } from "#app/lib/health-plans.ts";
import { editorPlace } from "./places";
import type { clinica } from "#cms/clinic.ts";
import type { laboratorio } from "#cms/settings.ts";

export type Laboratory = Entry<typeof laboratorio>;

/** Facts that depend on the rest of the content: known once every collection has been read. */
export interface ContentFacts {
  /** The clinic's settings (content/clinica.yaml): {{clinica}}, {{exames}}, {{pagamento}}, {{convenios}}. */
  clinic?: Pick<Entry<typeof clinica>, "name" | "examCount" | "paymentAccepted" | "healthPlans">;
  /** How many specialty pages the site has (content/especialidades/). */
  specialtyCount?: number;
  /** The laboratory's preparation (content/laboratorio.yaml): {{jejum:…}}, {{preparo:…}}. */
  lab?: Laboratory;
}

/**
 * The fasting hours of `exams` (named as in the laboratory's table), for running text; consecutive
 * exams with the same hours share them: ["Glicose", "Colesterol", "Triglicerídeos"] →
 * "glicose (8 a 12 horas) e colesterol e triglicerídeos (12 horas)".
 */
export function fastingHoursText(lab: Laboratory, exams: readonly string[], where = ""): string {
  const groups: { names: string[]; hours: string }[] = [];
  for (const exam of exams) {
    const hours = lab.fastingTable.rows.find((row) => row.exam === exam)?.fasting;
    if (hours === undefined)
      throw new Error(`${where}: “${exam}” não está na tabela de jejum (content/laboratorio.yaml).`);
    const name = exam.toLocaleLowerCase("pt-BR");
    const last = groups.at(-1);
    if (last?.hours === hours) last.names.push(name);
    else groups.push({ names: [name], hours });
  }
  return listText(groups.map(({ names, hours }) => `${listText(names)} (${hours})`));
}

/** "Colesterol" → "colesterol", "TSH" stays: a word in lower case inside a sentence, an acronym as it is. */
const inSentence = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLocaleLowerCase("pt-BR") + text.slice(1) : text;

/**
 * The fasting table as answers, one line per exam, consecutive exams with the same fasting on one
 * line: "Glicose: 8 horas de jejum", "Colesterol e triglicerídeos: jejum só se o médico pedir
 * (então 12 horas)". Made from the table's own cells, so the answers and the table cannot disagree.
 */
export function fastingAnswers(rows: readonly { exam: string; fasting: string }[]): string[] {
  const groups: { names: string[]; fasting: string }[] = [];
  for (const { exam, fasting } of rows) {
    const last = groups.at(-1);
    if (last?.fasting === fasting) last.names.push(inSentence(exam));
    else groups.push({ names: [exam], fasting });
  }
  return groups.map(({ names, fasting }) => `${listText(names)}: ${inSentence(fasting)}`);
}

/** "dinheiro, cartão de crédito, cartão de débito e convênio": the forms of payment of content/clinica.yaml, as a sentence lists them. */
const paymentText = (paymentAccepted: readonly string[]) =>
  paymentAccepted
    .join(", ")
    .toLowerCase()
    .replace(/, ([^,]*)$/, " e $1");

/** A fact named in a text, `{{name}}` or `{{name:argument}}`, and its value. */
export function resolveFacts(text: string, where: string, facts: ContentFacts = {}): string {
  return text.replace(/\{\{([a-z]+)(?::([^}]*))?\}\}/g, (token, name: string, argument?: string) => {
    const { clinic, lab } = facts;
    if (name === "exames" && argument === undefined && clinic) return String(clinic.examCount);
    if (name === "clinica" && argument === undefined && clinic) return clinic.name;
    if (name === "pagamento" && argument === undefined && clinic) return paymentText(clinic.paymentAccepted);
    if (name === "convenios" && argument === undefined && clinic) return healthPlansSentence(clinic.healthPlans);
    if (name === "especialidades" && argument === undefined && facts.specialtyCount !== undefined)
      return String(facts.specialtyCount);
    if (name === "jejum" && argument && lab)
      return fastingHoursText(
        lab,
        argument.split(",").map((exam) => exam.trim()),
        where,
      );
    if (name === "preparo" && (argument === "exercise" || argument === "alcohol") && lab)
      return lab.collectionRules[argument];
    throw new Error(
      `${where}: “${token}” não é um fato conhecido ({{exames}}, {{clinica}}, {{especialidades}}, {{pagamento}}, {{convenios}}, {{jejum:Exame,Exame}}, {{preparo:exercise}}, {{preparo:alcohol}}).`,
    );
  });
}

/** `where`'s field `key`, as the content check says it: "faq[2].answer". */
const fieldOf = (where: string, key: string | number) =>
  typeof key === "number" ? `${where}[${key}]` : where.endsWith(" ›") ? `${where} ${key}` : `${where}.${key}`;

/**
 * `value` with the facts of every string written, however deep: the one place facts are resolved.
 * `file` is the entry's file; a problem names its place as the editor shows it
 * (scripts/content/places.ts): “Ultrassom › Perguntas frequentes › 3ª › Resposta: …”.
 */
export function withFacts<Value>(value: Value, file: string, facts: ContentFacts): Value {
  const resolve = (text: string, where: string) => {
    try {
      return resolveFacts(text, where, facts);
    } catch (error) {
      const message = (error as Error).message;
      if (!message.startsWith(`${where}: `)) throw error;
      const field = where.slice(`${file} › `.length);
      throw new Error(`${editorPlace(file, field)}: ${message.slice(where.length + 2)}`, { cause: error });
    }
  };
  const walk = (item: unknown, where: string): unknown => {
    if (typeof item === "string") return item.includes("{{") ? resolve(item, where) : item;
    if (Array.isArray(item)) return item.map((element, index) => walk(element, fieldOf(where, index)));
    if (item !== null && typeof item === "object")
      return Object.fromEntries(Object.entries(item).map(([key, field]) => [key, walk(field, fieldOf(where, key))]));
    return item;
  };
  return walk(value, `${file} ›`) as Value;
}
