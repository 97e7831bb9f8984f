/**
 * After a publication, undo or restore switched the site: the push (when the checkout has a
 * remote) and the deploy command (EDITOR_DEPLOY_COMMAND). Their outcome is reported in the
 * publication's record, never fatal: the site already shows it.
 */
import type { Publication } from "./publication-records.ts";
import { git, run } from "./run.ts";

export async function afterSwitch(
  root: string,
  publication: Publication,
  notes: string[],
  deployCommand: string | undefined,
): Promise<void> {
  const remotes = (await git(root, ["remote"])).trim();
  if (remotes) {
    const pushed = await run("git", ["push", "--quiet"], { cwd: root, timeoutMs: 120_000 });
    publication.push =
      pushed.code === 0
        ? "Enviada ao repositório remoto."
        : `Não foi possível enviar ao repositório remoto: ${lastLine(pushed.stderr)}`;
    notes.push(publication.push);
  }
  if (deployCommand) {
    const deployed = await run("sh", ["-c", deployCommand], { cwd: root, timeoutMs: 10 * 60_000 });
    publication.deploy =
      deployed.code === 0
        ? "A cópia do site no outro servidor foi atualizada."
        : `A atualização da cópia do site no outro servidor falhou (código ${deployed.code}): ${lastLine(deployed.stderr || deployed.stdout)}`;
    notes.push(publication.deploy);
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
