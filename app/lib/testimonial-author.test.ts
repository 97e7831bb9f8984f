import { describe, expect, it } from "vitest";
import { firstNameAndInitial } from "./testimonial-author";

describe("firstNameAndInitial", () => {
  it("keeps a signature already in the form “Maria S.”", () => {
    expect(firstNameAndInitial("Maria S.")).toBe("Maria S.");
    expect(firstNameAndInitial("João P.")).toBe("João P.");
  });

  it("cuts a full name down to the first name and the last surname's initial", () => {
    expect(firstNameAndInitial("Maria da Silva Souza")).toBe("Maria S.");
    expect(firstNameAndInitial("  ana  clara  éboli ")).toBe("ana É.");
  });

  it("shows a lone first name as it is", () => {
    expect(firstNameAndInitial("Maria")).toBe("Maria");
  });
});
