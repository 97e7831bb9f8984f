/**
 * The panel and what it starts: the panel page, its actions (preview, publish, undo, and restore
 * from the list of publications), the staff notice's "Entendi", and the list of publications. An action starts the work and answers
 * at once with the panel, which shows the work's steps and reloads itself until the outcome.
 * Also the publication records' term, applied at start and daily (editor/publication-term.ts).
 */
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Account } from "./accounts.ts";
import { siteUrlOfTheBuild } from "#scripts/publication-gate.ts";
import { checklistOf, type Checklist } from "./checklist.ts";
import { panelPage, type PanelMessage } from "./pages/panel.tsx";
import { publicationsPage } from "./pages/publications.tsx";
import { pruneExpiredPublications } from "./publication-term.ts";
import { unexpectedError, type Outcome, type Publisher } from "./publisher.ts";
import { StaffNoticeRecords } from "./staff-notice.ts";

export interface PanelRouteOptions {
  publisher: Publisher;
  /** The checkout, to name the changed entries. */
  root: string;
  /** data/editor/: the records, the notice's readers. */
  dataDir: string;
  /** An HTML reply with the editor's CSP. */
  html: (reply: FastifyReply) => FastifyReply;
}

export function registerPanelRoutes(app: FastifyInstance, { publisher, root, dataDir, html }: PanelRouteOptions): void {
  const staffNotice = new StaffNoticeRecords(dataDir);
  const pruneRecords = () => pruneExpiredPublications(path.join(dataDir, "publications.json"));
  pruneRecords();
  const pruning = setInterval(pruneRecords, 24 * 60 * 60_000).unref();
  app.addHook("onClose", async () => clearInterval(pruning));

  // Who asked for the preview, publish, undo or restore running now (the panel names her while it runs).
  let runningFor: string | undefined;
  // The checklist is read again only when the content, the images, the site's address or the day
  // changed: the panel reloads itself every few seconds while work runs.
  let checklist: { key: string; value: Checklist } | undefined;
  const currentChecklist = (): Checklist => {
    const key = `${publisher.fingerprint()} ${siteUrlOfTheBuild(root)} ${new Date().toISOString().slice(0, 10)}`;
    if (checklist?.key !== key) checklist = { key, value: checklistOf(root) };
    return checklist.value;
  };
  const panel = async (request: FastifyRequest, message?: PanelMessage): Promise<string> => {
    const preview = publisher.previewState();
    const last = publisher.publications()[0];
    const progress = publisher.progress();
    return panelPage({
      user: request.account!,
      root: root,
      changed: await publisher.changedFiles(),
      running: progress && { progress, by: runningFor },
      preview: preview && { ...preview, current: preview.fingerprint === publisher.fingerprint() },
      lastPublication: last,
      canUndo: publisher.canUndo(),
      message,
      demonstration: publisher.publishesDemonstration(),
      checklist: currentChecklist(),
      showStaffNotice: !staffNotice.hasRead(request.account!.email),
    });
  };
  const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
  // The outcome of a preview, publish, undo or restore is shown once, to whoever asked for it, by the panel
  // once the work is done (so reloading it never sends the form again, and a later visit never
  // shows it twice). Meanwhile the panel shows the work's steps and reloads itself.
  const outcomes = new Map<string, PanelMessage>();
  const keep = (email: string, outcome: Outcome, done: string, refused: string) => {
    outcomes.set(
      email,
      outcome.ok
        ? {
            ok: true,
            title: `${done} (em ${seconds(outcome.durationMs)}).`,
            lines: outcome.notes,
            warnings: outcome.warnings,
          }
        : { ok: false, title: outcome.busy ? "Aguarde: o editor está ocupado." : refused, lines: outcome.problems },
    );
    if (outcomes.size > 1000) outcomes.delete(outcomes.keys().next().value!);
  };

  app.get("/", async (request, reply) => {
    const email = request.account!.email;
    const message = outcomes.get(email);
    outcomes.delete(email);
    return html(reply).send(await panel(request, message));
  });

  app.post("/aviso-entendido", async (request, reply) => {
    staffNotice.markRead(request.account!.email);
    return reply.redirect("/", 303);
  });

  /**
   * The panel's actions: the work starts and the POST answers at once with the panel, which
   * shows its steps until the outcome, in Portuguese. A second click while it runs is told so.
   */
  const action = (
    urlPath: string,
    run: (account: Account, body: Record<string, unknown>) => Promise<Outcome>,
    done: string,
    refused: string,
    loggedAs: string,
  ) =>
    app.post(urlPath, async (request, reply) => {
      const account = request.account!;
      // The log names no one (editor/log-options.ts): who published is in the records.
      request.log.info({ event: loggedAs }, `${loggedAs} requested`);
      if (!publisher.progress()) runningFor = account.name;
      const work = run(account, (request.body ?? {}) as Record<string, unknown>);
      void work.then(
        (outcome) => keep(account.email, outcome, done, refused),
        (error: unknown) => {
          app.log.error({ err: error }, `${loggedAs} failed`);
          keep(account.email, { ok: false, problems: [unexpectedError], durationMs: 0 }, done, refused);
        },
      );
      return reply.redirect("/", 303);
    });
  action(
    "/pre-visualizar",
    () => publisher.preview(),
    "Pré-visualização pronta",
    "A pré-visualização não foi montada: o conteúdo tem problemas.",
    "preview",
  );
  action(
    "/publicar",
    (account) => publisher.publish(account),
    "Publicado: o site já mostra as alterações",
    "Nada foi publicado: o site continua como estava.",
    "publish",
  );
  action(
    "/desfazer",
    (account) => publisher.undo(account),
    "Publicação desfeita: o site voltou ao que era antes",
    "Não foi possível desfazer.",
    "undo",
  );
  // "Restaurar esta versão", on the list of publications: the publication's id in the form body.
  action(
    "/restaurar",
    (account, body) => publisher.restore(account, String(body.publicacao ?? "")),
    "Versão restaurada: o site voltou a mostrá-la",
    "Não foi possível restaurar esta versão.",
    "restore",
  );

  app.get("/publicacoes", async (request, reply) => {
    const items = await Promise.all(
      publisher
        .publications()
        .slice(0, 50)
        .map(async (publication) => ({
          publication,
          diff: await publisher.diff(publication.commit),
          restorable: publisher.canRestore(publication.id),
        })),
    );
    return html(reply).send(publicationsPage(request.account!, items, root));
  });
}
