/** The rules of what a save may add are read from the schema itself (cms/config.ts). */
import { describe, expect, it } from "vitest";
import keystaticConfig from "./config";
import { additionRefusal, uploadRulesOf } from "./upload-rules";

const rules = uploadRulesOf(keystaticConfig);
const text = (value: string) => new TextEncoder().encode(value);

describe("the upload rules of the schema", () => {
  it("know the image fields' folder and each collection's and singleton's file extension", () => {
    expect(rules.imageDirectories).toEqual(["images/enviadas"]);
    expect(rules.contentExtensions.get("content/equipe")).toBe("yaml");
    expect(rules.contentExtensions.get("content/exames")).toBe("yaml");
    expect(rules.contentExtensions.get("content/clinica")).toBe("yaml");
    expect(rules.contentExtensions.get("content/documentos/politica-de-privacidade")).toBe("mdoc");
  });

  it("take the documents' Markdoc as .mdoc and nothing else", () => {
    expect(additionRefusal("content/documentos/politica-de-privacidade.mdoc", text("---\n---\n"), rules)).toBe(
      undefined,
    );
    expect(additionRefusal("content/documentos/politica-de-privacidade.yaml", text("a: 1\n"), rules)).toBe(
      "O arquivo “politica-de-privacidade.yaml” não é um arquivo de conteúdo do site (.mdoc): nada foi salvo.",
    );
  });
});
