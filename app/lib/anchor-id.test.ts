import { describe, expect, it } from "vitest";
import { anchorIdOf } from "./anchor-id";

describe("anchorIdOf", () => {
  it("writes a name as a kebab-case id without accents", () => {
    expect(anchorIdOf("Clínica Geral")).toBe("clinica-geral");
    expect(anchorIdOf("Obstetrícia")).toBe("obstetricia");
    expect(anchorIdOf("Otorrinolaringologia")).toBe("otorrinolaringologia");
  });

  it("joins what is not a letter or digit into single hyphens, none at the ends", () => {
    expect(anchorIdOf("  Exames (Sangue) & Urina  ")).toBe("exames-sangue-urina");
  });
});
