/**
 * A new specialty or exam page starts from a template: the fields she must fill before “Criar”
 * is accepted are counted from the schema itself (each field's own rule run on the value a new
 * entry starts with), and are at most five: the name, the short description, the first
 * paragraph, and, on an exam, the menu group; the photo is uploaded (an image field, never a file
 * name) and the content check asks for it.
 */
import type { ComponentSchema } from "@keystatic/core";
import { describe, expect, it } from "vitest";
import { especialidades, exames, reviews } from "./article";

/** The labels (with their parents') of the fields a new entry cannot be saved with as it starts. */
function requiredOfNewEntry(schema: Record<string, ComponentSchema>): string[] {
  const required: string[] = [];
  const walk = (field: ComponentSchema, place: string[]): void => {
    if (field.kind === "object")
      for (const [key, child] of Object.entries(field.fields)) walk(child, [...place, labelOf(child) ?? key]);
    else if (field.kind === "conditional") {
      const chosen = field.discriminant.defaultValue() as string | boolean;
      walk(field.discriminant, place);
      walk((field.values as Record<string, ComponentSchema>)[String(chosen)]!, place);
    } else if (field.kind === "array") {
      // A list starts empty: required only when its own rule asks for items.
      if ((field.validation?.length?.min ?? 0) > 0) required.push(place.join(" › "));
    } else if (field.kind === "form") {
      try {
        // The rule as the form runs it on a new entry (no slug of another entry to clash with).
        field.validate(field.defaultValue(), undefined as never);
      } catch {
        required.push(place.join(" › "));
      }
    }
  };
  walk({ kind: "object", fields: schema } as ComponentSchema, []);
  return required;
}

const labelOf = (field: ComponentSchema): string | undefined =>
  field.kind === "conditional" ? field.discriminant.label : "label" in field ? (field.label as string) : undefined;

describe("a new specialty or exam page", () => {
  it.each([
    ["especialidade", especialidades.schema],
    ["exame", exames.schema],
  ])(
    "(%s) asks for its name, short description and first paragraph only; the rest is prefilled or optional",
    (_, schema) => {
      const required = requiredOfNewEntry(schema);
      expect(required).toEqual([
        "Nome no menu",
        "Busca e compartilhamento › Descrição para o Google",
        "Topo da página › Primeiro parágrafo",
      ]);
    },
  );

  it("on an exam, offers the menu group as a choice (prefilled: no group); five fields in all with the photo", () => {
    const group = exames.schema.group!;
    expect(group.kind === "form" && "options" in group && group.options.map((option) => option.label)).toEqual([
      "Exames (sem grupo)",
      "Cardiologia",
      "Ultrassom especializado",
    ]);
    expect(requiredOfNewEntry(exames.schema).length + ["Grupo no menu Exames", "Foto"].length).toBeLessThanOrEqual(5);
  });

  it("takes its photo by upload, never by a file name she must type", () => {
    for (const schema of [especialidades.schema, exames.schema]) {
      const image = schema.hero.fields.image.fields;
      expect(image.photo.label).toBe("Foto");
      // An upload field: Keystatic stores the file it receives in the site's folder of uploaded photos.
      expect(image.photo.formKind).toBe("asset");
      expect(() => image.name.validate("", undefined as never)).not.toThrow();
    }
  });
});

describe("a page's address", () => {
  const validateAddress = (slug: string) => () =>
    exames.schema.label.validate({ name: "Página", slug }, {
      slugField: { slugs: new Set<string>(), glob: "*" },
    } as never);

  it("is never one the relay, the editor or the build owns: refused in Portuguese when she saves", () => {
    for (const schema of [especialidades.schema, exames.schema])
      expect(() =>
        schema.label.validate({ name: "Rum", slug: "rum" }, { slugField: { slugs: new Set(), glob: "*" } } as never),
      ).toThrow("Este endereço é usado pelo sistema do site");
    for (const slug of ["healthz", "rum", "keystatic", "sitemap.xml", "entrar", "Entrar", "robots.txt", "readyz.html"])
      expect(validateAddress(slug), slug).toThrow("Este endereço é usado pelo sistema do site");
  });

  it("takes any other address, including ones that merely start like a system one", () => {
    for (const slug of ["ultrassom", "rumo-certo", "entrada", "healthz-check", "apis-clinicas"])
      expect(validateAddress(slug), slug).not.toThrow();
  });
});

describe("ratings and testimonials in the editor (legal review N2, N19)", () => {
  it("gives a specialty or exam page no rating of its own", () => {
    expect(especialidades.schema).toHaveProperty("hero");
    expect(especialidades.schema).not.toHaveProperty("rating");
    expect(exames.schema).not.toHaveProperty("rating");
  });

  it("takes a testimonial signed with a first name and an initial only", () => {
    const author = (reviews.element as Extract<ComponentSchema, { kind: "object" }>).fields.author as Extract<
      ComponentSchema,
      { kind: "form" }
    >;
    const accepts = (name: string) => {
      try {
        author.validate(name, undefined as never);
        return true;
      } catch {
        return false;
      }
    };
    expect(["Maria S.", "João P."].filter(accepts)).toEqual(["Maria S.", "João P."]);
    expect(["Maria Souza", "Maria", "Maria S", "M. Souza", ""].filter(accepts)).toEqual([]);
  });
});
