import { describe, expect, it } from "vitest";
import routes from "../routes";
import fs from "node:fs";
import path from "node:path";
import { examMenuGroups, findPage, htmlAlias, pages, prerenderPaths, specialtyPages } from "./pages";

const specPaths = [
  "/", "/especialidades", "/psiquiatra", "/urologista", "/ultrassom", "/indique-ja", "/exames-laboratoriais", "/exames-imagem",
  "/oftalmologista", "/cardiologista", "/ginecologista", "/dermatologista", "/clinico-geral", "/psicologo",
  "/otorrinolaringologista", "/endocrinologista", "/neurologista", "/angiologista", "/obstetra", "/risco-cirurgico",
  "/ecg-eletrocardiograma", "/ecocardiograma", "/exame-ergometrico", "/exame-toxicologico", "/ultrassom-morfologico", "/ultrassom-arterial",
];

describe("page registry", () => {
  it("holds exactly the 26 routes of the spec, once each", () => {
    expect(pages.map((page) => page.path).sort()).toEqual([...specPaths].sort());
    expect(new Set(pages.map((page) => page.view)).size).toBe(pages.length);
  });

  it("lists the 13 specialties for the Especialidades menu", () => {
    expect(specialtyPages.map((page) => page.path).sort()).toEqual([
      "/angiologista", "/cardiologista", "/clinico-geral", "/dermatologista", "/endocrinologista", "/ginecologista", "/neurologista",
      "/obstetra", "/oftalmologista", "/otorrinolaringologista", "/psicologo", "/psiquiatra", "/urologista",
    ]);
  });

  it("groups the Exames menu: single exams, then Cardiologia and Ultrassom especializado", () => {
    const groups = examMenuGroups();
    expect(groups.map((group) => group.label)).toEqual([null, "Cardiologia", "Ultrassom especializado"]);
    expect(groups[0]!.pages.map((page) => page.path)).toEqual(["/exames-laboratoriais", "/exames-imagem", "/ultrassom", "/risco-cirurgico", "/exame-toxicologico"]);
    expect(groups[1]!.pages.map((page) => page.path)).toEqual(["/ecg-eletrocardiograma", "/ecocardiograma", "/exame-ergometrico"]);
    expect(groups[2]!.pages.map((page) => page.path)).toEqual(["/ultrassom-morfologico", "/ultrassom-arterial"]);
  });

  it("prerenders every page, every .html alias and the not-found page", () => {
    const paths = prerenderPaths();
    expect(paths).toHaveLength(26 + 25 + 1);
    for (const path of specPaths) expect(paths).toContain(path);
    expect(paths).toContain("/psiquiatra.html");
    expect(paths).not.toContain("/.html");
    expect(paths).toContain("/404");
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
    expect(table).toHaveLength(1 + 25 * 2 + 1);
    expect(table.at(-1)).toMatchObject({ path: "*", file: "routes/not-found.tsx" });
    expect(table[0]).toMatchObject({ index: true, file: "routes/page.tsx", id: "/" });
    const psychiatry = table.filter((route) => route.id?.startsWith("/psiquiatra"));
    expect(psychiatry).toMatchObject([
      { path: "psiquiatra", file: "routes/page.tsx", id: "/psiquiatra" },
      { path: "psiquiatra.html", file: "routes/page.tsx", id: "/psiquiatra.html" },
    ]);
    expect(new Set(table.map((route) => route.id)).size).toBe(table.length);
  });

  it("has a view module for every page", () => {
    for (const page of pages) expect(fs.existsSync(path.join(import.meta.dirname, "..", page.view)), page.view).toBe(true);
  });
});
