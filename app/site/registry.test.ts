import { describe, expect, it } from "vitest";
import { goLivePaths, specialtyPaths, specPaths } from "#tests/spec-pages.ts";
import routes from "../routes";
import fs from "node:fs";
import path from "node:path";
import {
  examMenuGroups,
  findPage,
  htmlAlias,
  page,
  pages,
  pageUrlPaths,
  prerenderPaths,
  specialtyPages,
} from "./registry";
import { contentModule, contentSource } from "./sources";

describe("page registry", () => {
  it("holds exactly the 26 routes of the spec and the 4 go-live pages, once each", () => {
    expect(pages.map((page) => page.path).sort()).toEqual([...specPaths, ...goLivePaths].sort());
    expect(new Set(pages.map((page) => page.content)).size).toBe(pages.length);
  });

  it("lists the 13 specialties for the Especialidades menu", () => {
    expect(specialtyPages.map((page) => page.path).sort()).toEqual([...specialtyPaths].sort());
  });

  it("groups the Exames menu: single exams, then Cardiologia and Ultrassom especializado", () => {
    const groups = examMenuGroups();
    expect(groups.map((group) => group.label)).toEqual([null, "Cardiologia", "Ultrassom especializado"]);
    expect(groups[0]!.pages.map((page) => page.path)).toEqual([
      "/exames-laboratoriais",
      "/exames-imagem",
      "/ultrassom",
      "/risco-cirurgico",
      "/exame-toxicologico",
    ]);
    expect(groups[1]!.pages.map((page) => page.path)).toEqual([
      "/ecg-eletrocardiograma",
      "/ecocardiograma",
      "/exame-ergometrico",
    ]);
    expect(groups[2]!.pages.map((page) => page.path)).toEqual(["/ultrassom-morfologico", "/ultrassom-arterial"]);
  });

  it("prerenders every page, every .html alias and the not-found page", () => {
    const paths = prerenderPaths();
    expect(paths).toHaveLength(30 + 29 + 1);
    for (const path of specPaths) expect(paths).toContain(path);
    expect(paths).toContain("/psiquiatra.html");
    expect(paths).not.toContain("/.html");
    expect(paths).toContain("/404");
    // Prerendering "/" writes index.html; prerendering "/index.html" too would collide with it.
    expect(paths).not.toContain("/index.html");
  });

  it("answers every page at its clean path and alias, and the home page at /index.html", () => {
    const urlPaths = pageUrlPaths();
    expect(urlPaths).toHaveLength(30 + 29 + 1);
    expect(urlPaths).toContain("/psiquiatra.html");
    expect(urlPaths.at(-1)).toBe("/index.html");
  });

  it("finds pages by clean path or alias, and nothing else", () => {
    expect(findPage("/psiquiatra")?.path).toBe("/psiquiatra");
    expect(findPage("/psiquiatra.html")?.path).toBe("/psiquiatra");
    expect(findPage("/")?.path).toBe("/");
    expect(findPage("/.html")).toBeUndefined();
    expect(findPage("/foo.html")).toBeUndefined();
    expect(findPage("/psiquiatra/x")).toBeUndefined();
    expect(htmlAlias("/")).toBeNull();
  });

  it("derives the route table: each page twice (clean and alias) through the page route, ids = paths, then the splat", () => {
    const table = routes as { path?: string; index?: boolean; file: string; id?: string }[];
    expect(table).toHaveLength(1 + 29 * 2 + 1);
    expect(table.at(-1)).toMatchObject({ path: "*", file: "routes/not-found.tsx" });
    expect(table[0]).toMatchObject({ index: true, file: "routes/page.tsx", id: "/" });
    const psychiatry = table.filter((route) => route.id?.startsWith("/psiquiatra"));
    expect(psychiatry).toMatchObject([
      { path: "psiquiatra", file: "routes/page.tsx", id: "/psiquiatra" },
      { path: "psiquiatra.html", file: "routes/page.tsx", id: "/psiquiatra.html" },
    ]);
    expect(new Set(table.map((route) => route.id)).size).toBe(table.length);
  });

  it("has a view module, a content module and the file an editor changes for every page", () => {
    for (const page of pages) {
      expect(fs.existsSync(path.join(import.meta.dirname, "../views", `${page.view}.tsx`)), page.view).toBe(true);
      expect(fs.existsSync(path.join(import.meta.dirname, "../..", `${contentModule(page)}.ts`)), page.content).toBe(
        true,
      );
      expect(fs.existsSync(path.join(import.meta.dirname, "../..", contentSource(page))), page.content).toBe(true);
    }
  });

  it("takes every specialty and exam page from the editor's collections, in their menu order", () => {
    const articles = pages.filter((page) => page.view === "article");
    expect(articles.map(contentSource)).toEqual(
      articles.map((page) =>
        page.nav.menu === "especialidades"
          ? `content/especialidades${page.path}.yaml`
          : `content/exames${page.path}.yaml`,
      ),
    );
    expect(articles.every((page) => contentModule(page) === `generated/pages${page.path}`)).toBe(true);
  });

  it("takes the pages with their own layout from the editor's “Páginas” (content/paginas/), the documents still from modules", () => {
    const sourceOf = (path: string) => contentSource(pages.find((page) => page.path === path)!);
    expect(["/", "/especialidades", "/indique-ja", "/corpo-clinico"].map(sourceOf)).toEqual([
      "content/paginas/inicio.yaml",
      "content/paginas/especialidades.yaml",
      "content/paginas/indique-ja.yaml",
      "content/paginas/corpo-clinico.yaml",
    ]);
    expect(contentSource({ content: "not-found" })).toBe("content/paginas/nao-encontrada.yaml");
    expect(contentModule(pages.find((page) => page.path === "/")!)).toBe("generated/pages/home");
    expect(sourceOf("/politica-de-privacidade")).toBe("content/documentos/politica-de-privacidade.mdoc");
  });

  it("lays every specialty and exam page out with the one article view", () => {
    for (const page of pages.filter((entry) => entry.nav.menu === "especialidades" || entry.nav.menu === "exames"))
      expect(page.view, page.path).toBe("article");
  });

  it("pairs a page only with a view that takes its content: another pairing does not compile", () => {
    expect(page("indique-ja", "indique-ja", "Programa Indique Já", { menu: "top" })).toMatchObject({
      path: "/indique-ja",
      view: "indique-ja",
    });
    expect(page("home", "home", "Início", { menu: "none" }).path).toBe("/");
    // @ts-expect-error: the referral programme's content is not a document's (npm run typecheck fails without the error)
    page("indique-ja", "document", "Programa Indique Já", { menu: "top" });
    // @ts-expect-error: the not-found page's content fits no view of the registry
    page("not-found", "document", "404", { menu: "none" });
  });
});
