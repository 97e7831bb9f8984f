/**
 * After a publication, undo or restore switched the site: the push (when the checkout has a
 * remote) and the deploy command (EDITOR_DEPLOY_COMMAND). Their outcome is reported in the
 * publication's record, never fatal: the site already shows it. A failure is one sentence for the
 * staff (a warning of its own on the panel); git's or the command's own words go to the log, for
 * whoever runs the machine.
 */
import type { Publication } from "./publication-records.ts";
import { git, run } from "./run.ts";

export const pushDone = "Enviada ao repositório remoto.";
export const deployDone = "A cópia do site no outro servidor foi atualizada.";

/** A refused push, in her words: the site is live; only the copy kept elsewhere missed it. */
export const pushRefused =
  "O site foi atualizado, mas a cópia de segurança do conteúdo (o repositório remoto) não recebeu esta publicação: avise quem cuida do computador do site.";

export const deployRefused =
  "O site deste computador foi atualizado, mas a cópia do site no outro servidor não: avise quem cuida do computador do site.";

export interface AfterSwitchReport {
  notes: string[];
  warnings: string[];
}

export async function afterSwitch(
  root: string,
  publication: Publication,
  report: AfterSwitchReport,
  deployCommand: string | undefined,
  log?: (message: string) => void,
): Promise<void> {
  const remotes = (await git(root, ["remote"])).trim();
  if (remotes) {
    const pushed = await run("git", ["push", "--quiet"], { cwd: root, timeoutMs: 120_000 });
    if (pushed.code === 0) {
      publication.push = pushDone;
      report.notes.push(pushDone);
    } else {
      log?.(`git push refused: ${lastLine(pushed.stderr)}`);
      publication.push = pushRefused;
      report.warnings.push(pushRefused);
    }
  }
  if (deployCommand) {
    const deployed = await run("sh", ["-c", deployCommand], { cwd: root, timeoutMs: 10 * 60_000 });
    if (deployed.code === 0) {
      publication.deploy = deployDone;
      report.notes.push(deployDone);
    } else {
      log?.(`deploy command failed (${deployed.code}): ${lastLine(deployed.stderr || deployed.stdout)}`);
      publication.deploy = deployRefused;
      report.warnings.push(deployRefused);
    }
  }
}

function lastLine(text: string): string {
  return (
    text
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean)
      .at(-1) ?? "sem mensagem"
  );
}
