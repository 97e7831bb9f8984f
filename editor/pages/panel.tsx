/**
 * The panel: what she saved and has not published, the three steps (edit, preview, publish), what
 * the clinic must still do to publish for real (./checklist.tsx), undo, the mode the editor runs
 * in, and the outcome of what she last asked for. While a preview,
 * publish or undo runs, its steps are shown, its buttons are disabled and the page reloads itself.
 */
import type { Checklist } from "../checklist.ts";
import type { ChangedFile, Progress, Publication } from "../publisher.ts";
import { ChangeList } from "./changes.tsx";
import { ChecklistSection, itemsLeft } from "./checklist.tsx";
import { formatWhen, Layout, renderPage } from "./layout.tsx";
import { refreshSeconds, RunningWork } from "./progress.tsx";
import { StaffNotice } from "./staff-notice.tsx";

/** The outcome of her last action, shown once, on the panel the POST redirected to. */
export interface PanelMessage {
  ok: boolean;
  title: string;
  /** The problems of a refusal, or notes on a success. */
  lines: string[];
  /** Something that went wrong after the site went live (a refused push): its own warning. */
  warnings?: string[];
}

export interface PanelState {
  user: { name: string };
  /** The checkout, to name the changed entries as the editor does. */
  root: string;
  changed: ChangedFile[];
  /** A preview, publish or undo running now, and who asked for it. */
  running?: { progress: Progress; by?: string };
  preview?: { ok: boolean; at: string; problems: string[]; current: boolean; demonstration?: boolean };
  lastPublication?: Publication;
  canUndo: boolean;
  message?: PanelMessage;
  /** EDITOR_PUBLISHES=demonstracao: the published site shows example data. */
  demonstration: boolean;
  /** What is left before the site can be published for real: the publication gate's items. */
  checklist: Checklist;
  /** She has not read the staff notice yet. */
  showStaffNotice?: boolean;
  now?: number;
}

/**
 * Each problem once, and how many there are. The publication gate's lines are on the list “Para
 * publicar de verdade” already, grouped and linked: said there, counted here, never a second wall.
 */
function Problems({ lines, listed }: { lines: string[]; listed: ReadonlySet<string> }) {
  const unique = [...new Set(lines)];
  const onTheList = unique.filter((line) => listed.has(line)).length;
  const rest = unique.filter((line) => !listed.has(line));
  return (
    <>
      {onTheList > 0 ? (
        <p>
          Para publicar de verdade, {itemsLeft(onTheList)}: <a href="#para-publicar">veja a lista abaixo</a>, cada item
          com o lugar onde se corrige.
        </p>
      ) : null}
      {rest.length > 1 ? <p>{rest.length} itens para corrigir:</p> : null}
      {rest.length > 0 ? (
        <ul className="problemas">
          {rest.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function Outcome({ message, listed }: { message: PanelMessage; listed: ReadonlySet<string> }) {
  return (
    <>
      <div className={`aviso ${message.ok ? "ok" : "erro"}`} role={message.ok ? "status" : "alert"}>
        <strong>{message.title}</strong>
        {message.ok ? (
          message.lines.length ? (
            <ul>
              {message.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null
        ) : (
          <Problems lines={message.lines} listed={listed} />
        )}
      </div>
      {(message.warnings ?? []).map((warning) => (
        <p key={warning} className="aviso atencao">
          <strong>Atenção:</strong> {warning}
        </p>
      ))}
    </>
  );
}

function Mode({ demonstration, checklist }: { demonstration: boolean; checklist: Checklist }) {
  const left = checklist.unreadable ? undefined : checklist.count;
  return demonstration ? (
    <p className="aviso atencao">
      <strong>Modo demonstração: o site publicado mostra dados de exemplo.</strong> Cada página publicada leva um aviso
      de demonstração e fica fora do Google.
    </p>
  ) : (
    <p className="aviso info">
      <strong>Modo publicação:</strong> o site só é publicado quando não restam dados de exemplo.{" "}
      {left === undefined ? (
        <a href="#para-publicar">Veja “Para publicar de verdade”.</a>
      ) : left > 0 ? (
        <>
          Para publicar de verdade, {itemsLeft(left)}: <a href="#para-publicar">veja a lista</a>. Enquanto isso, a
          pré-visualização funciona, como demonstração.
        </>
      ) : (
        "Nada falta: o site pode ser publicado de verdade."
      )}
    </p>
  );
}

function Preview({
  preview,
  running,
  listed,
}: {
  preview: PanelState["preview"];
  running: boolean;
  listed: ReadonlySet<string>;
}) {
  return (
    <>
      <h2>2. Pré-visualizar</h2>
      <p>Monta o site inteiro com o conteúdo salvo, só para a equipe ver (leva um a dois minutos).</p>
      <form method="post" action="/pre-visualizar">
        <button type="submit" disabled={running}>
          Pré-visualizar
        </button>
      </form>
      {!preview ? (
        <p>Nenhuma pré-visualização feita ainda.</p>
      ) : preview.ok ? (
        <p>
          Pré-visualização de {formatWhen(preview.at)}
          {preview.demonstration ? " (demonstração: cada página leva o aviso de dados de exemplo)" : ""}
          {preview.current ? "" : " (o conteúdo mudou depois dela)"}:{" "}
          <a className="botao secundario" href="/pre-visualizar/">
            Abrir a pré-visualização
          </a>
        </p>
      ) : (
        <div className="aviso erro">
          <strong>A última pré-visualização ({formatWhen(preview.at)}) encontrou problemas:</strong>
          <Problems lines={preview.problems} listed={listed} />
        </div>
      )}
    </>
  );
}

const lastKindWords: Record<Publication["kind"], string> = {
  publicacao: "publicação",
  desfazer: "publicação desfeita",
  restauracao: "versão restaurada",
};

function Undo({ last, canUndo, running }: { last?: Publication; canUndo: boolean; running: boolean }) {
  return (
    <>
      <h2>Desfazer</h2>
      {last ? (
        <p>
          Última: {lastKindWords[last.kind]} por {last.name} em {formatWhen(last.at)}.
        </p>
      ) : (
        <p>Nenhuma publicação feita pelo editor ainda.</p>
      )}
      {canUndo ? (
        <form method="post" action="/desfazer">
          <button className="secundario" type="submit" disabled={running}>
            Desfazer a última publicação
          </button>
        </form>
      ) : null}
      <p>
        <a href="/publicacoes">Ver todas as publicações</a>
      </p>
    </>
  );
}

export function PanelPage(state: PanelState) {
  const running = !!state.running;
  const nothingToPublish = state.changed.length === 0;
  const listed = new Set(state.checklist.groups.flatMap(({ items }) => items.map(({ message }) => message)));
  return (
    <Layout title="Painel" user={state.user} refreshSeconds={running ? refreshSeconds : undefined}>
      <h1>Olá, {state.user.name}</h1>
      {state.running ? (
        <RunningWork progress={state.running.progress} by={state.running.by} now={state.now ?? Date.now()} />
      ) : null}
      {state.message ? <Outcome message={state.message} listed={listed} /> : null}
      <Mode demonstration={state.demonstration} checklist={state.checklist} />
      {state.showStaffNotice ? <StaffNotice /> : null}
      <h2>1. Editar</h2>
      <p>
        <a className="botao" href="/keystatic">
          Editar o conteúdo
        </a>
      </p>
      <h2>Alterações salvas e ainda não publicadas</h2>
      {nothingToPublish ? (
        <p>Nenhuma: o site publicado já mostra todo o conteúdo salvo.</p>
      ) : (
        <ChangeList root={state.root} files={state.changed} />
      )}
      <Preview preview={state.preview} running={running} listed={listed} />
      <h2>3. Publicar</h2>
      <p>
        Confere o conteúdo, monta o site e o coloca no ar. Se algo estiver errado, nada muda no site e aparece aqui o
        motivo.
      </p>
      <form method="post" action="/publicar">
        <button type="submit" disabled={running || nothingToPublish}>
          Publicar
        </button>
      </form>
      {nothingToPublish && !running ? <p>Não há alterações para publicar.</p> : null}
      <ChecklistSection checklist={state.checklist} demonstration={state.demonstration} />
      <Undo last={state.lastPublication} canUndo={state.canUndo} running={running} />
      <h2>Sua conta</h2>
      <p>Esqueceu de sair em outro computador ou celular? Este botão encerra a sua entrada em todos eles.</p>
      <form method="post" action="/sair-de-todos">
        <button className="secundario" type="submit">
          Sair de todos os aparelhos
        </button>
      </form>
    </Layout>
  );
}

export function panelPage(state: PanelState): string {
  return renderPage(<PanelPage {...state} />);
}
