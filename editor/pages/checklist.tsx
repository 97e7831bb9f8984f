/**
 * The panel's list of what the clinic must still do before the site is published for real: the
 * publication gate's lines (editor/checklist.ts), grouped by who must act, each a link to the
 * entry of the editor where it is fixed; what is not content says who does it, outside the editor.
 * Native <details> fold the long groups: no script on the panel (its CSP).
 */
import type { Actor } from "#scripts/publication/item.ts";
import type { Checklist } from "../checklist.ts";

/** Who acts, as a heading, and what that group is. */
const groupWords: Record<Actor, { title: string; about: string }> = {
  recepção: { title: "Recepção", about: "Dados que a recepção corrige no editor, com os papéis da clínica." },
  "cada médico": {
    title: "Cada médico",
    about: "Os dados de cada profissional e as revisões das páginas: cada um informa ou confere os seus.",
  },
  "médico responsável pelo laboratório": {
    title: "Médico responsável pelo laboratório",
    about: "Só o(a) médico(a) responsável pelo laboratório confere e marca.",
  },
  advogado: { title: "Advogado", about: "Textos legais que o advogado da clínica completa ou aprova." },
  conselho: { title: "Conselho (CRM-MG)", about: "Respostas do CRM-MG, por escrito, às perguntas da clínica." },
  "quem administra o servidor": {
    title: "Quem administra o servidor",
    about: "Configurações e imagens do servidor: não se corrigem no editor.",
  },
};

/** What to do with an item that has no place in the editor. */
const outsideTheEditor: Record<Actor, string> = {
  recepção: "Fora do editor: peça a quem administra o site.",
  "cada médico": "Fora do editor: peça a quem administra o site.",
  "médico responsável pelo laboratório": "Fora do editor: peça a quem administra o site.",
  advogado: "Fora do editor: leve ao advogado da clínica.",
  conselho: "Fora do editor: depende da resposta do CRM-MG por escrito.",
  "quem administra o servidor": "Fora do editor: peça a quem administra o servidor.",
};

/** “faltam 3 itens”, “falta 1 item”. */
export const itemsLeft = (count: number) => (count === 1 ? "falta 1 item" : `faltam ${count} itens`);

export function ChecklistSection({ checklist, demonstration }: { checklist: Checklist; demonstration: boolean }) {
  if (checklist.unreadable)
    return (
      <section aria-labelledby="para-publicar">
        <h2 id="para-publicar">Para publicar de verdade</h2>
        <p className="aviso erro">
          A lista do que falta não pôde ser montada: um arquivo do conteúdo não pôde ser lido. Clique em Pré-visualizar:
          o painel mostra qual é e o que corrigir.
        </p>
      </section>
    );
  if (checklist.count === 0)
    return (
      <section aria-labelledby="para-publicar">
        <h2 id="para-publicar">Para publicar de verdade</h2>
        <p className="aviso ok">
          Nada falta: o site pode ser publicado de verdade, sem o aviso de demonstração
          {demonstration ? " (peça a quem administra o servidor que desligue o modo demonstração)" : ""}.
        </p>
      </section>
    );
  return (
    <section aria-labelledby="para-publicar">
      <h2 id="para-publicar">Para publicar de verdade, {itemsLeft(checklist.count)}</h2>
      <p>
        Enquanto houver itens aqui, a pré-visualização mostra o site como demonstração (com o aviso de dados de exemplo)
        {demonstration ? "" : " e o botão Publicar não coloca o site no ar"}. Cada item leva à página do editor onde ele
        se corrige; o nome do campo está no próprio item. Depois de salvar, volte ao painel: a lista se atualiza.
      </p>
      {checklist.groups.map(({ who, items }) => (
        <details key={who} open={who === "recepção"}>
          <summary>
            <strong>
              {groupWords[who].title} ({items.length})
            </strong>
          </summary>
          <p>{groupWords[who].about}</p>
          <ul className="problemas">
            {items.map(({ message, href }) => (
              <li key={message}>
                {href ? (
                  <a href={href}>{message}</a>
                ) : (
                  <>
                    {message} <em>{outsideTheEditor[who]}</em>
                  </>
                )}
              </li>
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}
