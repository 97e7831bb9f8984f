/**
 * Where the editor saves. Local mode (the default): the files of this checkout, for `npm run editor`
 * on the staff's or the developer's computer. GitHub mode: every save is a commit on a branch
 * `conteudo/…` of the site's repository, through a GitHub App the clinic installs; the change
 * reaches the site only through a pull request, after the same checks as any other change (the
 * docs/editar-o-site.md, "Editando em produção"). Keystatic Cloud is the hosted alternative to running the
 * editor's server.
 *
 *   KEYSTATIC_STORAGE=local | github | cloud
 *   KEYSTATIC_GITHUB_REPO=owner/name         (github)
 *   KEYSTATIC_CLOUD_PROJECT=team/project     (cloud)
 */
export type EditorStorage =
  { kind: "local" } | { kind: "github"; repo: `${string}/${string}`; branchPrefix: string } | { kind: "cloud" };

export interface EditorStorageSettings {
  storage: EditorStorage;
  /** Keystatic Cloud's project, for `config({ cloud })`. */
  cloudProject?: string;
}

/** The branch prefix of the editor's changes: they never land on the published branch directly. */
export const contentBranchPrefix = "conteudo/";

const ownerAndName = /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/;

export function editorStorage(env: Record<string, string | undefined>): EditorStorageSettings {
  const kind = env.KEYSTATIC_STORAGE?.trim() || "local";
  if (kind === "local") return { storage: { kind: "local" } };
  if (kind === "github") {
    const repo = env.KEYSTATIC_GITHUB_REPO?.trim() ?? "";
    if (!ownerAndName.test(repo))
      throw new Error(
        `KEYSTATIC_GITHUB_REPO: "${repo}" is not a GitHub repository as owner/name (KEYSTATIC_STORAGE=github needs it).`,
      );
    return { storage: { kind: "github", repo: repo as `${string}/${string}`, branchPrefix: contentBranchPrefix } };
  }
  if (kind === "cloud") {
    const project = env.KEYSTATIC_CLOUD_PROJECT?.trim() ?? "";
    if (!ownerAndName.test(project))
      throw new Error(`KEYSTATIC_CLOUD_PROJECT: "${project}" is not a Keystatic Cloud project as team/project.`);
    return { storage: { kind: "cloud" }, cloudProject: project };
  }
  throw new Error(`KEYSTATIC_STORAGE: "${kind}" is not local, github or cloud.`);
}
