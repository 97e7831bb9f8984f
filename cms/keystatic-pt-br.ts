/**
 * Keystatic in Portuguese: its interface (buttons, dialogs, toasts, the built-in validation
 * messages) is English written into its code, and its `locale: "pt-BR"` (cms/config.ts) reaches
 * only a table of about 27 words. So, when the editor's page is bundled (editor/build-ui.ts, the
 * editor service's UI built ahead), this Vite plugin rewrites the
 * English of Keystatic's browser code to Portuguese: node_modules is never modified, and an
 * upgrade of Keystatic that moves a string fails cms/keystatic-pt-br.test.ts, which names it.
 *
 * Two kinds of rewrite:
 * - `phrases`: a string literal ("…" or '…') holding exactly the English text becomes the
 *   Portuguese one (a label, a button, a toast, an aria-label);
 * - `patches`: the code around a sentence built from pieces (a validation message such as
 *   `${label} must not be empty`, "Restored draft from <time>", "3 entries").
 *
 * What stays English, on purpose or out of reach, is listed in `notTranslated`
 * (docs/tests-and-content.md repeats it).
 */
import crypto from "node:crypto";
import type { Plugin } from "vite";

/** Keystatic's version whose code these texts were taken from. */
export const KEYSTATIC_VERSION = "0.6.9";

/** English literal (as written in Keystatic's code) → Portuguese. */
export const phrases: Readonly<Record<string, string>> = {
  // Entries, lists, saving
  Save: "Salvar",
  Create: "Criar",
  Cancel: "Cancelar",
  Done: "Concluir",
  Add: "Adicionar",
  Edit: "Editar",
  Remove: "Remover",
  Reset: "Desfazer alterações",
  "Reset changes": "Desfazer alterações",
  Unsaved: "Não salvo",
  Changed: "Alterado",
  "Edit item": "Editar item",
  "Add item": "Adicionar item",
  "Empty list": "Lista vazia",
  "Add the first item to see it here.": "Adicione o primeiro item para vê-lo aqui.",
  "Contains invalid fields. Please edit.": "Há campos a corrigir. Abra para editar.",
  "Entry created": "Item criado",
  "Entry pasted": "Item colado",
  "Entry not found.": "Item não encontrado.",
  "Entry not found in clipboard": "Nenhum item copiado foi encontrado.",
  "Failed to read clipboard": "Não foi possível ler o que foi copiado.",
  "Failed to paste because clipboard access was denied":
    "Não foi possível colar: o navegador não permitiu o acesso ao que foi copiado.",
  "Copy entry": "Copiar item",
  "Paste entry": "Colar item",
  "Delete entry": "Excluir item",
  "Delete entry\\u2026": "Excluir item…",
  "Duplicate entry\\u2026": "Duplicar item…",
  "Save and duplicate entry": "Salvar e duplicar item",
  "Save and duplicate": "Salvar e duplicar",
  "You have unsaved changes. Save this entry to duplicate it.":
    "Há alterações não salvas. Salve este item para duplicá-lo.",
  "Are you sure? This action cannot be undone.": "Tem certeza? Não será possível desfazer.",
  "Yes, delete": "Sim, excluir",
  "Creating entry": "Criando o item",
  "Saving changes": "Salvando as alterações",
  "Loading Entries": "Carregando os itens",
  "Loading Item": "Carregando o item",
  "Empty collection": "Nenhum item ainda",
  "There aren't any entries yet.": "Ainda não há itens.",
  "Create the first entry": "Crie o primeiro",
  "to see it here.": "para vê-lo aqui.",
  "No results": "Nenhum resultado",
  "No results\\u2026": "Nenhum resultado…",
  "No items selected\\u2026": "Nenhum item selecionado…",
  "Unable to load collection": "Não foi possível carregar a lista",
  "Not found": "Não encontrado",
  "This page could not be found.": "Esta página não foi encontrada.",
  Status: "Situação",
  Dashboard: "Painel",
  Regenerate: "Gerar de novo",
  // The list's column of identifiers, and a slug field's label when it has none of its own.
  Slug: "Identificador",
  Preview: "Prévia",
  Content: "Conteúdo",
  "show search": "mostrar a busca",
  "Other changes have been made to this entry since the draft. You may want to discard the draft changes.":
    "Este item mudou depois do rascunho. Talvez seja melhor descartar o rascunho.",
  // Files and images
  "Choose file": "Escolher arquivo",
  Download: "Baixar",
  Upload: "Enviar",
  "Uploading\\u2026": "Enviando…",
  "Uploading image…": "Enviando a imagem…",
  "Image uploaded": "Imagem enviada",
  Filename: "Nome do arquivo",
  "File name": "Nome do arquivo",
  "Alt text": "Descrição da imagem",
  "This text will be used by screen readers and search engines.": "Lida por leitores de tela e mecanismos de busca.",
  "Image details": "Detalhes da imagem",
  "Edit Image Options": "Opções da imagem",
  "Remove Image": "Remover a imagem",
  "Image URL": "Endereço da imagem",
  "Image URL is required.": "Informe o endereço da imagem.",
  "Awaiting URL to display image preview and information\\u2026":
    "Aguardando o endereço para mostrar a imagem e seus dados…",
  Image: "Imagem",
  Width: "Largura",
  Height: "Altura",
  "Constrain proportions": "Manter as proporções",
  Title: "Título",
  // The document editor (the documents' text)
  "Text block": "Tipo de texto",
  Paragraph: "Parágrafo",
  "Formatting options": "Opções de formatação",
  "Text formatting": "Formatação do texto",
  "Clear formatting": "Limpar a formatação",
  Bold: "Negrito",
  Italic: "Itálico",
  Strikethrough: "Tachado",
  Underline: "Sublinhado",
  Subscript: "Subscrito",
  Superscript: "Sobrescrito",
  Lists: "Listas",
  "Bullet List": "Lista com marcadores",
  "Bullet list": "Lista com marcadores",
  "Numbered List": "Lista numerada",
  "Numbered list": "Lista numerada",
  "Ordered list": "Lista numerada",
  "Insert an ordered list": "Inserir uma lista numerada",
  "Insert an unordered list": "Inserir uma lista com marcadores",
  Blocks: "Blocos",
  "Insert block": "Inserir bloco",
  "Insert menu": "Menu de inserção",
  Insert: "Inserir",
  Options: "Opções",
  Quote: "Citação",
  Blockquote: "Citação",
  "Insert a quote or citation": "Inserir uma citação",
  Divider: "Divisória",
  "A horizontal line to separate content": "Uma linha horizontal para separar o conteúdo",
  Table: "Tabela",
  "Insert a table": "Inserir uma tabela",
  "Insert an image": "Inserir uma imagem",
  "Header row": "Linha de cabeçalho",
  "Cell options": "Opções da célula",
  "Select Column": "Selecionar a coluna",
  "Select Row": "Selecionar a linha",
  "Select Table": "Selecionar a tabela",
  "Delete column": "Excluir a coluna",
  "Delete row": "Excluir a linha",
  "Insert column right": "Inserir coluna à direita",
  "Insert row below": "Inserir linha abaixo",
  "Text Alignment": "Alinhamento do texto",
  "Align Start": "Alinhar à esquerda",
  "Align Center": "Centralizar",
  "Align End": "Alinhar à direita",
  Unlink: "Remover o link",
  Text: "Texto",
  "Code block": "Bloco de código",
  "Display code with syntax highlighting": "Mostrar código com destaque de sintaxe",
  "Plain text": "Texto simples",
  Language: "Linguagem",
  Layout: "Colunas",
  Layouts: "Colunas",
  "Use this for a top level heading": "Para o título principal",
  "Use this for key sections": "Para as seções principais",
  "Use this for sub-sections": "Para as subseções",
  "Use this for deep headings": "Para títulos de nível mais baixo",
  "Use this for grouping list items": "Para agrupar itens de uma lista",
  "Use this for low-level headings": "Para títulos de nível mais baixo",
  // The app's frame
  "Open app navigation": "Abrir a navegação",
  "User menu": "Menu do usuário",
  "Log out": "Sair",
  Light: "Claro",
  Dark: "Escuro",
  System: "Do sistema",
  "Checking\\u2026": "Verificando…",
};

/** Code around sentences built from pieces: [what Keystatic writes, what it becomes]. */
export const patches: readonly (readonly [RegExp, string])[] = [
  // Built-in validation messages (text, slug, date, number, URL, select, image fields).
  [/`\$\{(\w+)\} must not be empty`/g, "`Preencha “${$1}”.`"],
  [/`\$\{(\w+)\} must be at least \$\{(\w+)\} characters long`/g, "`“${$1}” deve ter no mínimo ${$2} caracteres.`"],
  [/`\$\{(\w+)\} must be no longer than \$\{(\w+)\} characters`/g, "`“${$1}” deve ter no máximo ${$2} caracteres.`"],
  [/`\$\{(\w+)\} must match the pattern \$\{[\w.]+\}`/g, "`“${$1}” não está no formato pedido.`"],
  [/`\$\{(\w+)\} must not be \.\.`/g, "`“${$1}” não pode ser “..”.`"],
  [/`\$\{(\w+)\} must not be \.`/g, "`“${$1}” não pode ser “.”.`"],
  [/`\$\{(\w+)\} must not contain \.\.`/g, "`“${$1}” não pode conter “..”.`"],
  [/`\$\{(\w+)\} must not contain slashes`/g, "`“${$1}” não pode conter barras.`"],
  [/`\$\{(\w+)\} must not start or end with spaces`/g, "`“${$1}” não pode começar nem terminar com espaço.`"],
  [/`\$\{(\w+)\} must be unique`/g, "`“${$1}” já existe: escolha outro.`"],
  [/`\$\{([\w.]+)\} is required`/g, "`Preencha “${$1}”.`"],
  [/`\$\{(\w+)\} is not a valid date`/g, "`“${$1}” não é uma data válida.`"],
  [/`\$\{(\w+)\} is not a valid datetime`/g, "`“${$1}” não é uma data e hora válidas.`"],
  [
    /`\$\{(\w+)\} must be after \$\{(\w+)\.toLocaleDateString\(\)\}`/g,
    "`“${$1}” deve ser depois de ${$2.toLocaleDateString('pt-BR')}.`",
  ],
  [
    /`\$\{(\w+)\} must be no later than \$\{(\w+)\.toLocaleDateString\(\)\}`/g,
    "`“${$1}” não pode passar de ${$2.toLocaleDateString('pt-BR')}.`",
  ],
  [
    /`\$\{(\w+)\} must be after \$\{(\w+)\.toISOString\(\)\}`/g,
    "`“${$1}” deve ser depois de ${$2.toLocaleString('pt-BR')}.`",
  ],
  [
    /`\$\{(\w+)\} must be no later than \$\{(\w+)\.toISOString\(\)\}`/g,
    "`“${$1}” não pode passar de ${$2.toLocaleString('pt-BR')}.`",
  ],
  [/`\$\{(\w+)\} must be a number`/g, "`“${$1}” deve ser um número.`"],
  [/`\$\{(\w+)\} must be a whole number`/g, "`“${$1}” deve ser um número inteiro.`"],
  [/`\$\{(\w+)\} must be at least \$\{([\w.]+)\}`/g, "`“${$1}” deve ser no mínimo ${$2}.`"],
  [/`\$\{(\w+)\} must be at most \$\{([\w.]+)\}`/g, "`“${$1}” deve ser no máximo ${$2}.`"],
  [/`\$\{(\w+)\} must be a multiple of \$\{(\w+)\}`/g, "`“${$1}” deve ser múltiplo de ${$2}.`"],
  [/`\$\{(\w+)\} is not a valid URL`/g, "`“${$1}” não é um endereço válido.`"],
  [/\[props\.label, " is required"\]/g, '["Preencha “", props.label, "”."]'],
  // "Restored draft from há 9 segundos." → "Rascunho restaurado, de há 9 segundos."
  [/"Restored draft from "/g, '"Rascunho restaurado, de "'],
  // The dashboard's counts: "3 entries".
  [/singular: 'entry',(\s*)plural: 'entries'/g, "singular: 'item',$1plural: 'itens'"],
  // The theme menu's name (its items are phrases).
  [/"aria-label": "theme"/g, '"aria-label": "tema"'],
  // The document editor's empty-text hint.
  [
    /placeholder: "Start writing or press \\"\/\\" for commands\.\.\."/g,
    'placeholder: "Escreva, ou digite \\"/\\" para os comandos..."',
  ],
  [/`Heading \$\{level\}`/g, "`Título ${level}`"],
  [/'Heading '/g, "'Título '"],
  [/`No items matching "\$\{(\w+)\}" were found\.`/g, '`Nenhum item corresponde a "${$1}".`'],
  [/`Updating \$\{([\w.]+)\}`/g, "`Atualizando ${$1}`"],
  // Keystatic's own pt-BR table calls a single page "solteiro" (an unmarried person).
  [/"singleton": `solteiro`/g, '"singleton": `página`'],
  [/"singletons": `Solteiros`/g, '"singletons": `Páginas`'],
];

/**
 * English the staff may still meet, and why: GitHub and Keystatic Cloud modes' set-up screens
 * (the clinic uses the local editor service), developer errors thrown for a broken schema, the
 * code-block language names (JavaScript, Python…, names), and strings of @keystar/ui, Keystatic's
 * component library, which has its own pt-BR translations (the native date field follows the
 * browser's language).
 */
export const notTranslated = [
  "GitHub and Keystatic Cloud set-up and login screens (“Create GitHub App”, “Log in with GitHub”, “Fork Repo”…)",
  "Branch and pull-request words of Keystatic's own pt-BR table (“branch”, “Criar pull request”): GitHub mode only",
  "Errors thrown for a developer's mistake in the schema (“fields.blocks must have at least one entry”…)",
  "Code-block language names (JavaScript, Python…)",
] as const;

/** Keystatic's code for the browser: not its server, React-server or worker builds. */
export function isKeystaticBrowserCode(id: string): boolean {
  const file = id.split("?", 1)[0]!.replaceAll("\\", "/");
  return (
    /\/node_modules\/@keystatic\/core\/dist\/[^/]+\.js$/.test(file) &&
    !/\.(node|react-server|worker)\.js$|\.node\.react-server\.js$/.test(file)
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const phrasePatterns = Object.entries(phrases).map(
  ([english, portuguese]) => [english, new RegExp(`(["'])${escapeRegExp(english)}\\1`, "g"), portuguese] as const,
);

/** `code` with Keystatic's English in Portuguese, and which phrases and patches it used. */
export function translateKeystatic(code: string): { code: string; used: Set<string> } {
  const used = new Set<string>();
  let text = code;
  for (const [english, pattern, portuguese] of phrasePatterns)
    text = text.replace(pattern, (_match, quote: string) => {
      used.add(english);
      return `${quote}${portuguese}${quote}`;
    });
  for (const [pattern, replacement] of patches)
    text = text.replace(pattern, (...match) => {
      used.add(pattern.source);
      return match[0].replace(new RegExp(pattern.source), replacement);
    });
  return { code: text, used };
}

/** A digest of the table: in the plugin's name, so a changed table makes Vite pre-bundle Keystatic again. */
const tableDigest = crypto
  .createHash("sha256")
  .update(JSON.stringify([phrases, patches.map(([pattern, replacement]) => [pattern.source, replacement])]))
  .digest("hex")
  .slice(0, 8);

/**
 * The Vite plugin: rewrites Keystatic's browser code as it is bundled, both in a build and in the
 * dev server's pre-bundling of dependencies (which does not run the build's plugins).
 */
export function keystaticInPortuguese(): Plugin {
  const transform = (code: string, id: string) =>
    isKeystaticBrowserCode(id) ? { code: translateKeystatic(code).code, map: null } : null;
  return {
    name: `keystatic-pt-br-${tableDigest}`,
    enforce: "pre",
    config: () => ({
      optimizeDeps: { rolldownOptions: { plugins: [{ name: "keystatic-pt-br", transform }] } },
    }),
    transform,
  };
}
