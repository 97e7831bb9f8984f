import { ModalDialog } from "#app/components/ui/modal-dialog.tsx";
import { LEAD_DIALOG_ID } from "#app/lib/lead/dialog-frame.ts";
import { LeadForm } from "./lead-form.hydrated";

/**
 * The lead dialog (docs/product.md#the-lead-dialog), prerendered closed in every page
 * (docs/decisions/042): the small entry opens it natively on a trigger's tap, with that trigger's
 * redirect (app/lib/lead/dialog-frame.ts), before React has arrived; the subject line holds the
 * page's subject from the build (the frame rewrites it only if a trigger asks for another). React, fetched on the first intent to book, hydrates only the form inside it
 * (`data-island="lead-form"`, app/islands/lead-dialog-island.tsx): the same component rendered here.
 */
export function LeadDialog({
  subject,
}: {
  /** What the page books ("Especialidade: Cardiologia"), if it books one thing. */ subject?: string;
}) {
  return (
    <ModalDialog
      id={LEAD_DIALOG_ID}
      titleId="lead-dialog-title"
      descriptionId="lead-dialog-description"
      data-testid="lead-dialog"
    >
      <h2 id="lead-dialog-title" className="pr-10 text-2xl font-bold text-slate-900">
        Agendamento
      </h2>
      {/* The spec's subtitle, then the same in plain words (decision 058). */}
      <div id="lead-dialog-description" className="mt-1 text-slate-700">
        <p>Insira seus dados para um atendimento mais otimizado</p>
        <p data-testid="lead-dialog-plain">
          Deixe seu nome e telefone: nossa equipe entra em contato para marcar o seu horário.
        </p>
      </div>
      <p
        data-testid="lead-dialog-subject"
        data-lead-dialog-subject=""
        hidden={!subject}
        className="mt-2 font-semibold text-sky-900"
      >
        {subject}
      </p>
      <div data-island="lead-form">
        <LeadForm />
      </div>
      {/* A submit made before the form's code arrived is held, not lost: said here until the form
          takes it (app/lib/lead/dialog-frame.ts, app/inline/lead-dialog-early.ts, docs/decisions/050). */}
      <p data-lead-dialog-wait="" role="status" hidden className="mt-3 text-center font-semibold text-slate-800">
        Carregando…
      </p>
    </ModalDialog>
  );
}
