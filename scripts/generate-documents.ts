/**
 * The documents (content/documentos/<slug>.mdoc, cms/documents.ts) as the document view takes them
 * (app/site/types.ts, DocumentPageContent): the Markdoc the editor writes, read into headed
 * sections of paragraphs, lists, tables and contact lists, in the order written. A text that names
 * a fact (“Dado do site”) or is marked “Só com cookies” / “Só sem cookies” is kept as its parts, data
 * the view writes out for the build it is part of (app/site/document-facts.ts, visibleDocument).
 * Anything else the Markdoc holds (a level-3 title, a nested list, a table without its title) is a
 * problem named with its file, in Portuguese.
 */
import type { Node } from "@markdoc/markdoc";
import type { Entry } from "@keystatic/core/reader";
import { documentFactLabels } from "#app/site/document-fact-names.ts";
import type {
  ContactChannel,
  DocumentBlock,
  DocumentText,
  DocumentTextPart,
  DocumentSection,
  StoredDocument,
} from "#app/site/types.ts";
import { contactChannels as contactChannelOptions, type documentos } from "#cms/documents.ts";
import { editorPlace } from "./content/places";
import { resolved } from "./content/resolve";

type DocumentKey = keyof typeof documentos;
type DocumentEntry = Omit<Entry<(typeof documentos)[DocumentKey]>, "texto"> & {
  conformance?: Entry<(typeof documentos)["acessibilidade"]>["conformance"];
};

const contactChannels: readonly ContactChannel[] = contactChannelOptions.map(({ value }) => value);
const isFact = (name: unknown): name is keyof typeof documentFactLabels =>
  typeof name === "string" && Object.hasOwn(documentFactLabels, name);

/**
 * The marks that make a text depend on the build: the condition (app/site/document-facts.ts) and
 * whether the text shows when it holds (true) or when it does not (false).
 */
const conditionMarks = {
  "com-cookies": ["withTagManager", true],
  "sem-cookies": ["withTagManager", false],
  "com-medicao": ["withSpeedMeasurement", true],
} as const;

const isConditionMark = (node: Node | undefined): node is Node =>
  node?.type === "tag" && node.tag !== undefined && Object.hasOwn(conditionMarks, node.tag);
const isFactTag = (node: Node | undefined): node is Node => node?.type === "tag" && node.tag === "dado";

/** A mark of the same condition holding `children` (a node of our own, read like the parser's). */
const markWith = (like: Node, children: Node[]): Node =>
  Object.assign(Object.create(Object.getPrototypeOf(like) as object) as Node, like, { children });

/**
 * The editor cannot keep a fact inside a mark: saving "{% com-medicao %}mede {% dado /%}.{% /com-medicao %}"
 * writes the mark on each side of the fact and leaves the fact outside. Read back, a fact that
 * sits between two marks of one condition, or between such a mark and the edge of its text, is
 * inside that mark again, and the marks around it are one; without this the fact's value would
 * show in the build the mark leaves it out of.
 */
function withFactsInTheirMarks(nodes: readonly Node[]): Node[] {
  const kept = nodes.filter((node) => !(node.type === "text" && node.attributes.content === ""));
  const out: Node[] = [];
  for (const [index, node] of kept.entries()) {
    const last = out.at(-1);
    const beforeLast = out.at(-2);
    if (isConditionMark(node) && isConditionMark(last) && last.tag === node.tag)
      out[out.length - 1] = markWith(last, [...last.children, ...node.children]);
    else if (isConditionMark(node) && isFactTag(last) && isConditionMark(beforeLast) && beforeLast.tag === node.tag)
      out.splice(-2, 2, markWith(beforeLast, [...beforeLast.children, last, ...node.children]));
    else if (isConditionMark(node) && isFactTag(last) && out.length === 1)
      out.splice(-1, 1, markWith(node, [last, ...node.children]));
    else if (isFactTag(node) && isConditionMark(last) && index === kept.length - 1)
      out[out.length - 1] = markWith(last, [...last.children, node]);
    else out.push(node);
  }
  return out;
}

/** A text's words, facts and marks as their names: for a problem's message. */
const plainText = (text: DocumentText): string =>
  typeof text === "string"
    ? text
    : text
        .map((part) => (typeof part === "string" ? part : "fact" in part ? `{${part.fact}}` : plainText(part.text)))
        .join("");

export class DocumentReader {
  constructor(private readonly file: string) {}

  private problem(words: string): Error {
    // Named as the editor shows it: “Política de Privacidade › Texto: …” (scripts/content/places.ts; the text
    // field, Markdoc, carries no label of its own there).
    return new Error(`${editorPlace(this.file, "")} › Texto: ${words}`);
  }

  /** The inline content of a paragraph, item, cell or title, as its parts (adjacent texts joined). */
  private inline(nodes: readonly Node[]): DocumentTextPart[] {
    const parts: DocumentTextPart[] = [];
    const add = (part: DocumentTextPart) => {
      const last = parts.at(-1);
      if (typeof part === "string" && typeof last === "string") parts[parts.length - 1] = last + part;
      else parts.push(part);
    };
    for (const node of withFactsInTheirMarks(nodes)) {
      if (node.type === "text") add(String(node.attributes.content ?? ""));
      else if (node.type === "softbreak" || node.type === "hardbreak") add(" ");
      else if (node.type === "inline") this.inline(node.children).forEach(add);
      else if (node.type === "tag" && node.tag === "dado") {
        const name: unknown = node.attributes.nome;
        if (!isFact(name)) throw this.problem(`“${String(name)}” não é um dado do site que o texto possa citar.`);
        add({ fact: name });
      } else if (node.type === "tag" && node.tag !== undefined && Object.hasOwn(conditionMarks, node.tag)) {
        const [condition, shown] = conditionMarks[node.tag as keyof typeof conditionMarks];
        add({ when: condition, shown, text: this.inline(node.children) });
      } else
        throw this.problem(
          `${node.tag ?? node.type} não é aceito dentro de um texto (só texto, dados do site e as marcas “Só com…” e “Só sem…”).`,
        );
    }
    return parts;
  }

  /** A text of the page: the string itself when plain, else its parts. */
  text(nodes: readonly Node[], { trim = false } = {}): DocumentText {
    const parts = this.inline(nodes);
    if (trim && typeof parts[0] === "string") parts[0] = parts[0].trimStart();
    if (trim && typeof parts.at(-1) === "string") parts[parts.length - 1] = (parts.at(-1) as string).trimEnd();
    const kept = parts.filter((part) => part !== "");
    if (kept.length === 0) return "";
    return kept.length === 1 && typeof kept[0] === "string" ? kept[0] : kept;
  }

  private table(wrapper: Node): DocumentBlock<DocumentText> {
    const caption: unknown = wrapper.attributes.titulo;
    const table = wrapper.children.find((child) => child.type === "tag" && child.tag === "table")?.children[0];
    if (typeof caption !== "string" || !caption.trim() || !table || table.type !== "table")
      throw this.problem("“Tabela com título” precisa de um título e de uma tabela.");
    const rows = (part: string) =>
      table.children
        .filter((child) => child.type === part)
        .flatMap((child) => child.children)
        .map((row) => row.children.map((cell) => this.text(cell.children, { trim: true })));
    const [columns] = rows("thead");
    if (!columns) throw this.problem(`a tabela “${caption}” não tem cabeçalho.`);
    return { table: { caption, columns, rows: rows("tbody") } };
  }

  private block(node: Node): DocumentBlock<DocumentText> {
    if (node.type === "paragraph") return { paragraph: this.text(node.children) };
    if (node.type === "list" && !node.attributes.ordered)
      return {
        bullets: node.children.map((item) => {
          if (item.children.some((child) => child.type === "list"))
            throw this.problem("uma lista dentro de outra não é aceita; use uma lista só.");
          // A list with blank lines between items holds each item's text in a paragraph.
          const [paragraph, ...more] = item.children.filter((child) => child.type === "paragraph");
          if (more.length > 0) throw this.problem("cada item de lista tem um parágrafo só.");
          return this.text(paragraph ? paragraph.children : item.children);
        }),
      };
    if (node.type === "tag" && node.tag === "tabela") return this.table(node);
    if (node.type === "tag" && node.tag === "contatos") {
      const channels: unknown = node.attributes.canais;
      if (
        !Array.isArray(channels) ||
        channels.length === 0 ||
        !channels.every((channel) => contactChannels.includes(channel as ContactChannel))
      )
        throw this.problem(`“Contatos” precisa de um ou mais canais entre ${contactChannels.join(", ")}.`);
      return { contacts: channels as ContactChannel[] };
    }
    if (node.type === "tag" && node.tag === "table")
      throw this.problem("uma tabela precisa estar em “Tabela com título” (o título é lido pelos leitores de tela).");
    throw this.problem(
      `${node.tag ?? node.type} não é aceito num documento (títulos, parágrafos, listas, tabelas e contatos).`,
    );
  }

  /** The introduction (paragraphs before the first title) and the sections, one per level-2 title. */
  body(document: Node): Pick<StoredDocument, "intro" | "sections"> {
    const intro: DocumentText[] = [];
    const sections: DocumentSection<DocumentText>[] = [];
    for (const node of document.children) {
      if (node.type === "heading") {
        const id: unknown = node.attributes.id;
        if (node.attributes.level !== 2) throw this.problem("use só títulos de nível 2.");
        if (typeof id !== "string" || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id))
          throw this.problem(
            `o título “${plainText(this.text(node.children, { trim: true }))}” precisa de uma âncora (letras minúsculas, números e hífens).`,
          );
        if (sections.some((section) => section.id === id)) throw this.problem(`duas seções com a âncora “${id}”.`);
        sections.push({ id, heading: this.text(node.children, { trim: true }), blocks: [] });
      } else if (sections.length > 0) sections.at(-1)!.blocks.push(this.block(node));
      else if (node.type === "paragraph") intro.push(this.text(node.children));
      else throw this.problem("antes do primeiro título vêm só parágrafos (a introdução).");
    }
    if (sections.length === 0) throw this.problem("o documento precisa de ao menos um título.");
    return { intro, sections };
  }
}

/** A document's content: its fields as read, its title its main entity, and its body read from the Markdoc node. */
export function documentFrom(
  file: string,
  { updatedOn, conformance, ...fields }: DocumentEntry,
  node: Node,
): StoredDocument {
  if (!updatedOn || (conformance && !conformance.evaluatedOn))
    throw new Error(`${file}: a data da última atualização (e a da avaliação) é obrigatória.`);
  return {
    ...resolved(fields),
    mainEntity: { type: "MedicalWebPage", name: fields.title },
    ...new DocumentReader(file).body(node),
    updatedOn,
    ...(conformance ? { conformance: { ...conformance, evaluatedOn: conformance.evaluatedOn } } : {}),
  };
}
