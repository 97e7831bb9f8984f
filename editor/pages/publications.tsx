/**
 * Every publication, undo and restore, newest first: who, when, what changed by the names she
 * knows; a refused push as a warning of its own; the commit, the files and their diff in
 * "Detalhes". An earlier version can be put back with "Restaurar esta versão" (POST /restaurar,
 * the id in the field `publicacao`), where the publisher says it can (`canRestore`).
 */
import { deployDone, deployRefused, pushDone, pushRefused, type Publication } from "../publisher.ts";
import { ChangeList } from "./changes.tsx";
import { formatWhen, Layout, renderPage } from "./layout.tsx";
import { StaffNoticeText } from "./staff-notice.tsx";

export interface PublicationItem {
  publication: Publication;
  /** The content files' diff of its commit. */
  diff: string;
  /** It can be put back (Publisher.canRestore): not what the site shows now. */
  restorable?: boolean;
}

function heading(publication: Publication, undone?: Publication): string {
  const when = formatWhen(publication.at);
  if (publication.kind === "publicacao") return `Publicação · ${when}`;
  if (publication.kind === "restauracao") return `Versão restaurada · ${when}`;
  return undone ? `Desfeita a publicação de ${formatWhen(undone.at)} · ${when}` : `Publicação desfeita · ${when}`;
}

function PublicationEntry({
  item: { publication: p, diff, restorable },
  root,
  undone,
}: {
  item: PublicationItem;
  root: string;
  undone?: Publication;
}) {
  // A failure is told in one sentence, whatever an older record kept of git's own words.
  const warnings = [p.push && p.push !== pushDone && pushRefused, p.deploy && p.deploy !== deployDone && deployRefused];
  return (
    <article>
      <h2>{heading(p, undone)}</h2>
      <p>
        <strong>Quem:</strong> {p.name}
        {p.undone ? (
          <>
            <br />
            <em>Esta publicação foi desfeita depois.</em>
          </>
        ) : null}
      </p>
      {warnings.map((warning) =>
        warning ? (
          <p key={warning} className="aviso atencao">
            <strong>Atenção:</strong> {warning}
          </p>
        ) : null,
      )}
      <p>
        <strong>O que mudou:</strong>
      </p>
      <ChangeList root={root} files={p.files}>
        <p>
          Registro (commit): <code>{p.commit.slice(0, 12)}</code>
        </p>
        {p.push === pushDone ? <p>{pushDone}</p> : null}
        {p.deploy === deployDone ? <p>{deployDone}</p> : null}
        <details>
          <summary>Ver as diferenças nos arquivos</summary>
          <pre>{diff}</pre>
        </details>
      </ChangeList>
      {restorable ? (
        <form method="post" action="/restaurar">
          <input type="hidden" name="publicacao" value={p.id} />
          <button className="secundario" type="submit">
            Restaurar esta versão
          </button>
        </form>
      ) : null}
    </article>
  );
}

export function PublicationsPage({
  user,
  root,
  items,
}: {
  user: { name: string };
  root: string;
  items: PublicationItem[];
}) {
  const byId = new Map(items.map(({ publication }) => [publication.id, publication]));
  return (
    <Layout title="Publicações" user={user}>
      <h1>Publicações</h1>
      {items.length ? (
        items.map((item) => (
          <PublicationEntry
            key={item.publication.id}
            item={item}
            root={root}
            undone={item.publication.undoes ? byId.get(item.publication.undoes) : undefined}
          />
        ))
      ) : (
        <p>Nenhuma publicação ainda.</p>
      )}
      <h2>O que o editor guarda sobre você</h2>
      <StaffNoticeText />
    </Layout>
  );
}

export function publicationsPage(user: { name: string }, items: PublicationItem[], root: string): string {
  return renderPage(<PublicationsPage user={user} root={root} items={items} />);
}
