import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { islandsEntryPlaceholder } from "#app/lib/head.ts";
import { clientEntryUrl, dropUnreachableScripts, moduleGraph, withIslandsEntry } from "./link-client-entry";

let clientDir: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
  fs.writeFileSync(path.join(clientDir, file), text);
};
const assets = () => fs.readdirSync(path.join(clientDir, "assets")).sort();

beforeEach(() => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "client-entry-"));
});
afterEach(() => fs.rmSync(clientDir, { recursive: true, force: true }));

const page = (scripts: string) =>
  `<html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Olá</main>${scripts}</body></html>`;
const starter = (entry: string) => `<script data-entry="${entry}">start()</script>`;
const placeholder = starter(islandsEntryPlaceholder);

describe("the islands entry in every page (postbuild)", () => {
  it("reads the client entry's URL from React Router's manifest", () => {
    write(
      "assets/manifest-1a2b3c4d.js",
      'window.__reactRouterManifest={"entry":{"module":"/assets/entry.client-AbC_12-x.js","imports":[]},"routes":{}};',
    );
    expect(clientEntryUrl(clientDir)).toBe("/assets/entry.client-AbC_12-x.js");
  });

  it("stops the build when the manifest is missing or reads otherwise", () => {
    write("assets/other.js", "");
    expect(() => clientEntryUrl(clientDir)).toThrow(/one React Router manifest/);
    write("assets/manifest-1a2b3c4d.js", 'window.__reactRouterManifest={"routes":{}};');
    expect(() => clientEntryUrl(clientDir)).toThrow(/No client entry/);
  });

  it("writes the entry's URL in place of the placeholder, and nothing else changes", () => {
    expect(withIslandsEntry(page(placeholder), "/assets/entry.client-1.js")).toBe(
      page(starter("/assets/entry.client-1.js")),
    );
  });

  it("refuses a page without the placeholder, with it twice, or naming React Router's runtime", () => {
    expect(() => withIslandsEntry(page(""), "/assets/e.js")).toThrow(/placeholder once/);
    expect(() => withIslandsEntry(page(placeholder + placeholder), "/assets/e.js")).toThrow(/placeholder once/);
    expect(() =>
      withIslandsEntry(page(`<script>window.__reactRouterContext = {};</script>${placeholder}`), "/assets/e.js"),
    ).toThrow(/React Router/);
    expect(() =>
      withIslandsEntry(page(`<link rel="modulepreload" href="/assets/root.js"/>${placeholder}`), "/assets/e.js"),
    ).toThrow(/React Router/);
  });
});

describe("scripts the entry can never load (postbuild)", () => {
  beforeEach(() => {
    write("assets/entry.client-1.js", 'import{a}from"./site-2.js";const d=()=>import(`./island-3.js`);');
    write("assets/site-2.js", "export const a=1;");
    write("assets/island-3.js", "import{r}from'./react-4.js';export const x=r;");
    write("assets/react-4.js", "export const r=1;");
    write("assets/root-5.js", 'import{a}from"./site-2.js";import"./router-6.js";');
    write("assets/router-6.js", "window.__reactRouterContext;");
    write("assets/app-7.css", "body{}");
  });

  it("follows static imports and import() in either quote, however deep", () => {
    expect([...moduleGraph(clientDir, ["/assets/entry.client-1.js"], { dynamic: false })]).toEqual([
      "/assets/entry.client-1.js",
      "/assets/site-2.js",
    ]);
    expect([...moduleGraph(clientDir, ["/assets/entry.client-1.js"], { dynamic: true })].sort()).toEqual([
      "/assets/entry.client-1.js",
      "/assets/island-3.js",
      "/assets/react-4.js",
      "/assets/site-2.js",
    ]);
  });

  it("deletes the router's runtime and the route modules, keeps what the entry loads and every other file", () => {
    expect(dropUnreachableScripts(clientDir, "/assets/entry.client-1.js")).toBe(2);
    expect(assets()).toEqual(["app-7.css", "entry.client-1.js", "island-3.js", "react-4.js", "site-2.js"]);
  });
});
