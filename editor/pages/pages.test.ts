/** The editor's pages escape whatever they are given, and speak of entries by their names. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import type { Checklist } from "../checklist.ts";
import { pushRefused, type Publication } from "../publisher.ts";
import { loginPage } from "./login.tsx";
import { displayNameOf } from "./names.ts";
import { panelPage } from "./panel.tsx";
import { publicationsPage } from "./publications.tsx";
import { StaffNoticeText } from "./staff-notice.tsx";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function checkout(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-pages-"));
  dirs.push(root);
  fs.mkdirSync(path.join(root, "content/exames"), { recursive: true });
  fs.mkdirSync(path.join(root, "content/equipe"), { recursive: true });
  fs.writeFileSync(path.join(root, "content/exames/holter-24-horas.yaml"), "label: Holter 24 horas\norder: 3\n");
  fs.writeFileSync(path.join(root, "content/equipe/cardiologia.yaml"), "name: Ana Lima\n");
  return root;
}

const hostile = `<img src=x onerror="alert(1)">`;

const publication = (overrides: Partial<Publication> = {}): Publication => ({
  id: "0755d8b20e1f",
  kind: "publicacao",
  at: "2026-12-01T13:32:00.000Z",
  email: "ana@clinica.example",
  name: "Ana Souza",
  commit: "0755d8b20e1f0755d8b20e1f0755d8b20e1f0755",
  summary: "Exame › holter-24-horas",
  files: [
    { status: "A", path: "content/exames/holter-24-horas.yaml" },
    { status: "A", path: "images/enviadas/holter-24-horas/hero/image/photo.jpg" },
  ],
  durationMs: 1000,
  ...overrides,
});

const noItems: Checklist = { count: 0, groups: [] };

describe("the editor's pages", () => {
  it("escape every text they are given", () => {
    const login = loginPage(hostile, `"><script>x</script>`);
    expect(login).not.toContain("<img src=x");
    expect(login).not.toContain("<script>x");
    expect(login).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    const panel = panelPage({
      user: { name: hostile },
      root: checkout(),
      changed: [{ status: "M", path: `content/${hostile}.yaml` }],
      canUndo: false,
      demonstration: false,
      message: { ok: false, title: hostile, lines: [hostile] },
      checklist: { count: 1, groups: [{ who: "recepção", items: [{ message: hostile, href: "/keystatic" }] }] },
    });
    expect(panel).not.toContain("<img src=x");
  });

  it("name entries as the editor shows them, not by their file's slug", () => {
    const root = checkout();
    expect(displayNameOf(root, "content/exames/holter-24-horas.yaml")).toBe("Exame › Holter 24 horas");
    expect(displayNameOf(root, "content/equipe/cardiologia.yaml")).toBe("Corpo clínico › Ana Lima");
    expect(displayNameOf(root, "images/enviadas/holter-24-horas/hero/image/photo.jpg")).toBe(
      "Foto da página Holter 24 horas",
    );
    expect(displayNameOf(root, "content/clinica.yaml")).toBe("Dados da clínica");
    // A file that is gone keeps the publisher's label.
    expect(displayNameOf(root, "content/exames/apagado.yaml")).toBe("Exame › apagado");
  });

  it("list publications by names, a refused push as one sentence, the commit and files in Detalhes", () => {
    const root = checkout();
    const page = publicationsPage(
      { name: "Ana Souza" },
      [
        {
          publication: publication({
            id: "b",
            push: "Não foi possível enviar ao repositório remoto: error: failed to push some refs to 'x'",
          }),
          diff: "+label: Holter 24 horas",
        },
        { publication: publication({ id: "a" }), diff: "", restorable: true },
      ],
      root,
    );
    expect(page).toContain("<li>Exame › Holter 24 horas (novo)</li>");
    expect(page).toContain("<li>Foto da página Holter 24 horas (novo)</li>");
    expect(page).toContain(`<strong>Atenção:</strong> ${pushRefused}`);
    expect(page).not.toContain("failed to push");
    const details = page.slice(page.indexOf("<details><summary>Detalhes</summary>"));
    expect(details).toContain("<code>0755d8b20e1f</code>");
    expect(details).toContain("<code>content/exames/holter-24-horas.yaml</code>");
    expect(page.slice(0, page.indexOf("<details>"))).not.toContain("0755d8b20e1f");
    // The live version cannot be restored; the earlier one can.
    expect(page.match(/Restaurar esta versão/g)).toHaveLength(1);
    expect(page).toContain('<input type="hidden" name="publicacao" value="a"/>');
  });

  it("name a restore as one, and offer the restore only where the publisher allows it", () => {
    const root = checkout();
    const restored = publication({ id: "c", kind: "restauracao", restores: "a", summary: "restaura a versão" });
    const page = publicationsPage(
      { name: "Ana Souza" },
      [
        { publication: restored, diff: "", restorable: false },
        { publication: publication({ id: "a", kind: "desfazer", undoes: "z" }), diff: "", restorable: true },
      ],
      root,
    );
    expect(page).toContain("<h2>Versão restaurada · 01/12/2026, 10:32</h2>");
    expect(page.match(/Restaurar esta versão/g)).toHaveLength(1);
    expect(page).toContain('<input type="hidden" name="publicacao" value="a"/>');
    const panel = panelPage({
      user: { name: "Ana" },
      root,
      changed: [],
      canUndo: true,
      demonstration: false,
      lastPublication: restored,
      checklist: noItems,
    });
    expect(panel).toContain("Última: versão restaurada por Ana Souza");
    expect(panel).toContain('action="/desfazer"');
  });

  it("show a refusal's problems once each, with their count", () => {
    const panel = panelPage({
      user: { name: "Ana" },
      root: checkout(),
      changed: [],
      canUndo: false,
      demonstration: true,
      message: { ok: false, title: "Nada foi publicado: o site continua como estava.", lines: ["a", "b", "a"] },
      checklist: noItems,
    });
    expect(panel).toContain("2 itens para corrigir:");
    expect(panel.match(/<li>a<\/li>/g)).toHaveLength(1);
    expect(panel).toContain("Modo demonstração: o site publicado mostra dados de exemplo.");
  });

  it("count the publication gate's lines of a refusal and list them once, on the checklist, linked", () => {
    const checklist: Checklist = {
      count: 3,
      groups: [
        {
          who: "recepção",
          items: [
            { message: "Dados da clínica › CNPJ: dado de exemplo.", href: "/keystatic/singleton/clinica" },
            { message: "Dados da clínica › Telefone: dado de exemplo.", href: "/keystatic/singleton/clinica" },
          ],
        },
        { who: "quem administra o servidor", items: [{ message: "Endereço do site: falta." }] },
      ],
    };
    const panel = panelPage({
      user: { name: "Ana" },
      root: checkout(),
      changed: [],
      canUndo: false,
      demonstration: false,
      message: {
        ok: false,
        title: "Nada foi publicado: o site continua como estava.",
        lines: ["Dados da clínica › CNPJ: dado de exemplo.", "Endereço do site: falta.", "Outro problema."],
      },
      checklist,
    });
    expect(panel).toContain("Para publicar de verdade, faltam 2 itens:");
    expect(panel).toContain("<li>Outro problema.</li>");
    expect(panel).toContain("Para publicar de verdade, faltam 3 itens</h2>");
    // Each of the gate's lines once on the page: on the checklist, not in the refusal too.
    expect(panel.match(/CNPJ: dado de exemplo/g)).toHaveLength(1);
    expect(panel).toContain('<a href="/keystatic/singleton/clinica">Dados da clínica › CNPJ: dado de exemplo.</a>');
    expect(panel).toContain("Endereço do site: falta. <em>Fora do editor: peça a quem administra o servidor.</em>");
    expect(panel.indexOf("Recepção (2)")).toBeLessThan(panel.indexOf("Quem administra o servidor (1)"));
  });

  it("say one item in the singular, and that the site can be published when none is left", () => {
    const state = { user: { name: "Ana" }, root: checkout(), changed: [], canUndo: false, demonstration: false };
    const one = panelPage({
      ...state,
      checklist: { count: 1, groups: [{ who: "advogado", items: [{ message: "Política: falta." }] }] },
    });
    expect(one).toContain("Para publicar de verdade, falta 1 item</h2>");
    expect(one).toContain("Advogado (1)");
    const none = panelPage({ ...state, checklist: noItems });
    expect(none).toContain("Nada falta: o site pode ser publicado de verdade");
    expect(none).not.toContain("faltam");
  });
});

describe("the staff notice", () => {
  it("says in the staff guide what it says on the panel, line by line", () => {
    const guide = fs.readFileSync(path.join(import.meta.dirname, "../../docs/editar-o-site.md"), "utf8");
    const section = guide.slice(guide.indexOf("## 8. O que o editor guarda sobre você"), guide.indexOf("## 9."));
    const plain = (text: string) => text.replace(/\*\*/g, "").replace(/\s+/g, " ").trim();
    const lines = [...renderToStaticMarkup(createElement(StaffNoticeText)).matchAll(/<li>(.*?)<\/li>/g)].map(
      ([, line]) => plain(line!.replace(/<[^>]+>/g, "")),
    );
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(plain(section)).toContain(line);
  });
});
