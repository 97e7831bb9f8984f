/**
 * The editor's settings (editor/env.ts): a `.env` copied from `.env.example` gives the documented
 * port and idle time; each malformed value, and each forbidden combination, stops the start naming
 * the variable — through the real `editor/server.ts` too.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import util from "node:util";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildEditor } from "./app.ts";
import { expectedForms, loadEditorEnv } from "./env.ts";
import { anaEmail, anaPassword, makeCheckout, removeCheckouts } from "./testing/checkout.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");
const example = util.parseEnv(fs.readFileSync(path.join(projectRoot, ".env.example"), "utf8")) as Record<
  string,
  string
>;
afterEach(() => {
  vi.useRealTimers();
  removeCheckouts();
});

const refusal = (env: Record<string, string>) => {
  try {
    loadEditorEnv(env);
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
};

describe(".env.example's editor settings", () => {
  it("documents every setting the editor reads (EDITOR_SECURE_COOKIES aside: no longer read)", () => {
    const documented = Object.keys(example).filter((name) => name.startsWith("EDITOR_"));
    expect(documented.toSorted()).toEqual(
      Object.keys(expectedForms)
        .filter((name) => name !== "EDITOR_SECURE_COOKIES")
        .toSorted(),
    );
  });

  it("copied as it is, gives the editor on port 3001 with a 30-minute idle time, publishing the publication build", () => {
    const settings = loadEditorEnv(example);
    expect(settings).toMatchObject({
      port: 3001,
      idleMs: 30 * 60_000,
      trustProxy: false,
      local: false,
      logLevel: "info",
      publishes: "publicacao",
      root: projectRoot,
    });
    expect(settings.host).toBeUndefined();
    expect(settings.deployCommand).toBeUndefined();
    expect(settings.warnings).toEqual([]);
  });

  it("copied as it is, runs an editor whose session lives 29 idle minutes and not 31", async () => {
    const settings = loadEditorEnv(example);
    const checkout = await makeCheckout();
    vi.useFakeTimers({ toFake: ["Date"] });
    const app = await buildEditor({ ...settings, ...checkout, logLevel: "silent" });
    const host = `127.0.0.1:${settings.port}`;
    const login = await app.inject({
      method: "POST",
      url: "/entrar",
      headers: { host, origin: `http://${host}`, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email: anaEmail, senha: anaPassword }).toString(),
    });
    expect(login.statusCode).toBe(303);
    const cookie = String(login.headers["set-cookie"]).split(";")[0]!;
    vi.advanceTimersByTime(29 * 60_000);
    expect((await app.inject({ url: "/publicacoes", headers: { host, cookie } })).statusCode).toBe(200);
    vi.advanceTimersByTime(31 * 60_000);
    expect((await app.inject({ url: "/publicacoes", headers: { host, cookie } })).headers.location).toBe(
      "/entrar?sessao=encerrada",
    );
    await app.close();
  });
});

describe("each editor setting", () => {
  it("reads an empty or blank value as unset", () => {
    expect(loadEditorEnv({ EDITOR_PORT: "", EDITOR_IDLE_MINUTES: " ", EDITOR_HOST: "" })).toMatchObject({
      port: 3001,
      idleMs: 30 * 60_000,
      host: undefined,
    });
  });

  it.each([
    ["EDITOR_PORT", "trinta", "a port number"],
    ["EDITOR_PORT", "65536", "a port number"],
    ["EDITOR_PORT", "-1", "a port number"],
    ["EDITOR_PORT", "30.5", "a port number"],
    ["EDITOR_IDLE_MINUTES", "abc", "a whole number of minutes from 1 to 720"],
    ["EDITOR_IDLE_MINUTES", "0", "a whole number of minutes from 1 to 720"],
    ["EDITOR_IDLE_MINUTES", "721", "a whole number of minutes from 1 to 720"],
    ["EDITOR_IDLE_MINUTES", "1.5", "a whole number of minutes from 1 to 720"],
    ["EDITOR_LOG_LEVEL", "verbose", "fatal, error, warn, info, debug, trace, silent"],
    ["EDITOR_PUBLISHES", "producao", "publicacao"],
    ["EDITOR_HOST", "https://editor.clinica.example", "the editor's host name alone"],
    ["EDITOR_HOST", "editor.clinica.example:443", "the editor's host name alone"],
    ["EDITOR_TRUST_PROXY", "yes", "1 (behind nginx on this machine) or 0"],
    ["EDITOR_LOCAL", "sim", "1 (a developer's own machine: no login) or 0"],
    ["EDITOR_SECURE_COOKIES", "true", "1 or 0"],
    ["EDITOR_DEPLOY_COMMAND", "rsync a b\nrm -rf c", "a shell command on one line"],
    ["EDITOR_ROOT", "/srv/\u0007clinica", "a folder path"],
  ])("refuses %s=%j, naming it and the form it takes", (name, value, form) => {
    const message = refusal({ [name]: value });
    expect(message).toContain(`${name}: expected`);
    expect(message).toContain(form);
  });

  it("takes each well-formed value", () => {
    expect(
      loadEditorEnv({
        EDITOR_PORT: "4001",
        EDITOR_HOST: "Editor.Clinica.example",
        EDITOR_TRUST_PROXY: "1",
        EDITOR_IDLE_MINUTES: "720",
        EDITOR_DEPLOY_COMMAND: "rsync -a build/client/ static:/srv/site/",
        EDITOR_ROOT: "/srv/clinica",
        EDITOR_LOG_LEVEL: "warn",
        EDITOR_PUBLISHES: "demonstracao",
      }),
    ).toMatchObject({
      port: 4001,
      host: "editor.clinica.example",
      trustProxy: true,
      idleMs: 720 * 60_000,
      deployCommand: "rsync -a build/client/ static:/srv/site/",
      root: "/srv/clinica",
      logLevel: "warn",
      publishes: "demonstracao",
      local: false,
    });
    expect(loadEditorEnv({ EDITOR_PORT: "0" }).port).toBe(0);
    expect(loadEditorEnv({ EDITOR_LOCAL: "1" }).local).toBe(true);
  });

  it("refuses EDITOR_HOST unless EDITOR_TRUST_PROXY=1: the editor sits behind the TLS nginx", () => {
    expect(refusal({ EDITOR_HOST: "editor.clinica.example" })).toMatch(
      /EDITOR_HOST is set but EDITOR_TRUST_PROXY is not 1/,
    );
    expect(refusal({ EDITOR_HOST: "editor.clinica.example", EDITOR_TRUST_PROXY: "0" })).toMatch(
      /EDITOR_TRUST_PROXY is not 1/,
    );
  });

  it("refuses local mode (no login) with a host name or a proxy in front", () => {
    expect(refusal({ EDITOR_LOCAL: "1", EDITOR_HOST: "editor.clinica.example", EDITOR_TRUST_PROXY: "1" })).toMatch(
      /EDITOR_LOCAL=1 with EDITOR_HOST/,
    );
    expect(refusal({ EDITOR_LOCAL: "1", EDITOR_TRUST_PROXY: "1" })).toMatch(/EDITOR_LOCAL=1 with EDITOR_TRUST_PROXY/);
  });

  it("warns that EDITOR_SECURE_COOKIES is no longer read, and starts", () => {
    expect(loadEditorEnv({ EDITOR_SECURE_COOKIES: "1" }).warnings).toEqual([
      expect.stringContaining("EDITOR_SECURE_COOKIES is no longer read"),
    ]);
  });
});

describe("npm run editor with a malformed setting", () => {
  it("stops at start, naming the variable, before it listens", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "editor/server.ts"], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, EDITOR_IDLE_MINUTES: "abc", EDITOR_PORT: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    for (const stream of [child.stdout, child.stderr])
      stream.setEncoding("utf8").on("data", (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain(
      "Invalid editor configuration:\n  EDITOR_IDLE_MINUTES: expected a whole number of minutes",
    );
    expect(output).not.toContain("Server listening");
  }, 120_000);
});
