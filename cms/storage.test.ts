import { describe, expect, it } from "vitest";
import { contentBranchPrefix, editorStorage } from "./storage";

describe("where the editor saves", () => {
  it("saves to the checkout's files unless told otherwise", () => {
    expect(editorStorage({})).toEqual({ storage: { kind: "local" } });
    expect(editorStorage({ KEYSTATIC_STORAGE: "" })).toEqual({ storage: { kind: "local" } });
  });

  it("in GitHub mode, commits to conteudo/ branches of the named repository, never the published branch", () => {
    expect(editorStorage({ KEYSTATIC_STORAGE: "github", KEYSTATIC_GITHUB_REPO: "clinica/site" })).toEqual({
      storage: { kind: "github", repo: "clinica/site", branchPrefix: "conteudo/" },
    });
    expect(contentBranchPrefix).toBe("conteudo/");
    expect(() => editorStorage({ KEYSTATIC_STORAGE: "github" })).toThrow(/KEYSTATIC_GITHUB_REPO: "" is not/);
    expect(() =>
      editorStorage({ KEYSTATIC_STORAGE: "github", KEYSTATIC_GITHUB_REPO: "https://github.com/x/y" }),
    ).toThrow(/owner\/name/);
  });

  it("in Keystatic Cloud, needs the project and refuses an unknown mode", () => {
    expect(editorStorage({ KEYSTATIC_STORAGE: "cloud", KEYSTATIC_CLOUD_PROJECT: "clinica/site" })).toEqual({
      storage: { kind: "cloud" },
      cloudProject: "clinica/site",
    });
    expect(() => editorStorage({ KEYSTATIC_STORAGE: "cloud" })).toThrow(/KEYSTATIC_CLOUD_PROJECT/);
    expect(() => editorStorage({ KEYSTATIC_STORAGE: "s3" })).toThrow(
      'KEYSTATIC_STORAGE: "s3" is not local, github or cloud.',
    );
  });
});
