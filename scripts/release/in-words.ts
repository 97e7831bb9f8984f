/**
 * What went wrong with a build or a switch, in one sentence the staff can act on: the cause named
 * (a full disk, a missing permission, a held lock, git), never a stack or the build tool's timing
 * lines. Used by the editor service and printed by `scripts/build.ts`.
 */
import { LockHeldError } from "./lock.ts";

const byCode: Record<string, string> = {
  ENOSPC: "O disco do servidor está cheio: libere espaço e tente de novo.",
  EDQUOT: "A cota de disco do servidor acabou: libere espaço e tente de novo.",
  EACCES:
    "O serviço não tem permissão para gravar nas pastas do site no servidor: peça ao responsável técnico para conferir as permissões.",
  EPERM:
    "O serviço não tem permissão para gravar nas pastas do site no servidor: peça ao responsável técnico para conferir as permissões.",
  EROFS: "As pastas do site no servidor estão somente para leitura: peça ao responsável técnico para conferir.",
  EXDEV:
    "As pastas do site estão em discos diferentes do servidor e não se pode trocar a versão entre eles: peça ao responsável técnico para conferir (docs/operations.md).",
  EMFILE: "O servidor está com arquivos demais abertos: aguarde um pouco e tente de novo.",
  ENOMEM: "O servidor ficou sem memória: aguarde um pouco e tente de novo.",
};

/** An error raised by git (editor/run.ts `git`): "git commit: …". */
export class GitError extends Error {
  readonly code = "EGIT";
}

export function inWords(error: unknown): string {
  if (error instanceof LockHeldError) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const message = String((error as Error | undefined)?.message ?? error);
  if (code && byCode[code]) return byCode[code];
  if (/ENOSPC|No space left on device/i.test(message)) return byCode.ENOSPC!;
  if (error instanceof GitError || code === "EGIT") {
    if (/index\.lock/.test(message))
      return "O registro de versões (git) está ocupado por outro programa (index.lock): aguarde um pouco e tente de novo; se continuar, peça ao responsável técnico para conferir.";
    return `O registro de versões (git) recusou a operação: ${firstLine(message)}`;
  }
  return `Erro inesperado: ${firstLine(message)}`;
}

/** The same cause read from a build's output (the child's stderr), when one is named there. */
export function causeInOutput(output: string): string | undefined {
  if (/ENOSPC|No space left on device/i.test(output)) return byCode.ENOSPC;
  if (/EACCES|permission denied/i.test(output)) return byCode.EACCES;
  if (/EXDEV/.test(output)) return byCode.EXDEV;
  if (/Outra publicação ou construção está em andamento/.test(output))
    return output
      .split("\n")
      .find((line) => line.includes("Outra publicação ou construção"))
      ?.trim();
  return undefined;
}

function firstLine(text: string): string {
  return (
    text
      .split("\n")
      .map((line) => line.trim())
      .find(Boolean) ?? "sem mensagem"
  );
}
