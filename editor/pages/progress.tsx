/**
 * A preview, publish, undo or restore while it runs: what it is, who started it, how long ago, and its
 * steps, the current one marked. The panel reloads itself meanwhile (a meta refresh, no script),
 * so the outcome replaces this box as soon as there is one.
 */
import type { Progress, Step } from "../publisher.ts";
import { formatDuration } from "./layout.tsx";

const titles: Record<Progress["kind"], string> = {
  preview: "Montando a pré-visualização…",
  publish: "Publicando…",
  undo: "Desfazendo a última publicação…",
  restore: "Restaurando uma versão anterior…",
};

const stepWords: Record<Step, string> = {
  checking: "Conferindo o conteúdo",
  building: "Montando o site",
  "going-live": "Colocando no ar",
  recording: "Registrando a publicação",
};

/** The steps each kind of work goes through, in order. */
export const stepsOf: Record<Progress["kind"], Step[]> = {
  preview: ["checking", "building"],
  publish: ["checking", "building", "going-live", "recording"],
  undo: ["going-live", "recording"],
  restore: ["going-live", "recording"],
};

/** How often the panel reloads while something runs. */
export const refreshSeconds = 3;

export function RunningWork({ progress, by, now }: { progress: Progress; by?: string; now: number }) {
  const steps = stepsOf[progress.kind];
  const current = steps.indexOf(progress.step);
  return (
    <div className="aviso info" role="status">
      <strong>{titles[progress.kind]}</strong>
      <p>
        {by
          ? `Começou a pedido de ${by}, há ${formatDuration(now - progress.since)}.`
          : `Começou há ${formatDuration(now - progress.since)}.`}{" "}
        Esta página se atualiza sozinha até terminar; pode continuar editando o conteúdo em outra aba.
      </p>
      <ol className="passos">
        {steps.map((step, index) => (
          <li
            key={step}
            className={index < current ? "feito" : index > current ? "depois" : undefined}
            aria-current={index === current ? "step" : undefined}
          >
            {index < current ? "✓ " : index === current ? "→ " : "· "}
            {stepWords[step]}
            {index < current ? " (feito)" : index === current ? " (agora)" : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
