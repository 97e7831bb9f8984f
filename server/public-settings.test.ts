/**
 * One source of the public settings: the build records what its pages were given, and the server
 * takes those values from the build and refuses to start when its own environment contradicts them.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { accessLogDays, DEFAULT_ACCESS_LOG_DAYS, MIN_ACCESS_LOG_DAYS } from "#shared/access-log.ts";
import { DEFAULT_LEAD_RETENTION_DAYS, leadRetentionDays } from "#shared/lead/retention.ts";
import { pickPublicEnv } from "#shared/public-env.ts";
import { baseUrlOf, spawnServer, type ChildServer } from "./testing/child-server";
import { loadEnv } from "./env";
import {
  publicSettingsFrom,
  readPublicSettings,
  settleWithBuild,
  writePublicSettings,
  type PublicSettings,
} from "./public-settings";
import { copyBuildRecords } from "./static-site";

const clientDir = path.resolve(import.meta.dirname, "../build/client");
const tempDirs: string[] = [];
const servers: ChildServer[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-settings-"));
  tempDirs.push(dir);
  return dir;
}

/** A build dir whose pages are the real build's and whose public settings are these. */
function buildWith(settings: Record<string, string>): string {
  const buildDir = tempDir();
  fs.symlinkSync(clientDir, path.join(buildDir, "client"));
  copyBuildRecords(path.dirname(clientDir), buildDir);
  writePublicSettings(buildDir, settings);
  return buildDir;
}

afterEach(() => {
  for (const server of servers.splice(0)) if (server.child.exitCode === null) server.child.kill("SIGKILL");
});
afterAll(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the build's public settings", () => {
  it("records every public variable, empty as unset, and the automation id with its default", () => {
    const buildDir = tempDir();
    const written = writePublicSettings(buildDir, {
      VITE_LEAD_ENDPOINT: "https://automacao.example/webhook/x",
      VITE_GTM_ID: "",
      DATABASE_PATH: "/not/public",
    });
    const read = readPublicSettings(buildDir);
    expect(read).toEqual(written);
    expect(read.AUTOMATION_ID).toBe("agendamento");
    expect(read.VITE_LEAD_ENDPOINT).toBe("https://automacao.example/webhook/x");
    expect(read.VITE_GTM_ID).toBeNull();
    expect(read.VITE_SITE_URL).toBeNull();
    expect(read.LEAD_RETENTION_DAYS).toBe(DEFAULT_LEAD_RETENTION_DAYS);
    expect(read.ACCESS_LOG_DAYS).toBe(DEFAULT_ACCESS_LOG_DAYS);
    expect(JSON.stringify(read)).not.toContain("DATABASE_PATH");
  });

  it("records the lead retention the privacy policy states: a set value, empty as the default, 0 refused", () => {
    const retention = (value: string) =>
      writePublicSettings(tempDir(), { LEAD_RETENTION_DAYS: value }).LEAD_RETENTION_DAYS;
    expect(retention("30")).toBe(30);
    expect(retention("")).toBe(DEFAULT_LEAD_RETENTION_DAYS);
    expect(() => retention("0")).toThrow(/LEAD_RETENTION_DAYS: expected a whole number of days, at least 1/);
    expect(() => retention("-1")).toThrow(/LEAD_RETENTION_DAYS/);
  });

  it("records the access log's term the privacy policy states: at least 6 months", () => {
    const term = (value: string) => writePublicSettings(tempDir(), { ACCESS_LOG_DAYS: value }).ACCESS_LOG_DAYS;
    expect(term("200")).toBe(200);
    expect(term("")).toBe(DEFAULT_ACCESS_LOG_DAYS);
    expect(() => term(String(MIN_ACCESS_LOG_DAYS - 1))).toThrow(
      /ACCESS_LOG_DAYS: expected a whole number of days, at least 183/,
    );
    for (const value of ["", "183", "400"])
      expect(publicSettingsFrom({ ACCESS_LOG_DAYS: value }).ACCESS_LOG_DAYS, value).toBe(
        accessLogDays(pickPublicEnv({ ACCESS_LOG_DAYS: value })),
      );
    expect(() => accessLogDays({ ACCESS_LOG_DAYS: "90" })).toThrow(/ACCESS_LOG_DAYS/);
  });

  it("reads the lead retention as the pages do", () => {
    for (const value of ["", "1", "30", "090"])
      expect(publicSettingsFrom({ LEAD_RETENTION_DAYS: value }).LEAD_RETENTION_DAYS, value).toBe(
        leadRetentionDays(pickPublicEnv({ LEAD_RETENTION_DAYS: value })),
      );
    // 0 is refused by both, in the same words' sense: every lead has a term.
    expect(() => publicSettingsFrom({ LEAD_RETENTION_DAYS: "0" })).toThrow(
      /LEAD_RETENTION_DAYS: expected a whole number of days, at least 1/,
    );
    expect(() => leadRetentionDays({ LEAD_RETENTION_DAYS: "0" })).toThrow(/LEAD_RETENTION_DAYS: "0" .* at least 1/);
    expect(() => leadRetentionDays({ LEAD_RETENTION_DAYS: "dez" })).toThrow(/LEAD_RETENTION_DAYS/);
  });

  it("is written by `npm run build` beside the client dir", () => {
    const read = readPublicSettings(path.dirname(clientDir));
    expect(read.AUTOMATION_ID).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Number.isInteger(read.LEAD_RETENTION_DAYS)).toBe(true);
  });

  it("refuses a build without settings, saying to build", () => {
    expect(() => readPublicSettings(tempDir())).toThrow(/npm run build/);
  });

  it("refuses an invalid automation id at build time", () => {
    expect(() => writePublicSettings(tempDir(), { AUTOMATION_ID: "a/b" })).toThrow(/AUTOMATION_ID/);
  });
});

describe("settling the server's settings with the build", () => {
  const built: PublicSettings = publicSettingsFrom({
    AUTOMATION_ID: "leads-7",
    VITE_LEAD_ENDPOINT: "https://automacao.example/webhook/leads-7",
    VITE_SITE_URL: "https://clinica.example",
    LEAD_RETENTION_DAYS: "30",
  });

  it("takes the build's values when the environment sets none", () => {
    const settled = settleWithBuild(loadEnv({}), {}, built);
    expect(settled.LEAD_RETENTION_DAYS).toBe(30);
    expect(settled.AUTOMATION_ID).toBe("leads-7");
    expect(settled.VITE_LEAD_ENDPOINT).toBe("https://automacao.example/webhook/leads-7");
    expect(settled.VITE_SITE_URL).toBe("https://clinica.example");
    expect(settled.VITE_GTM_ID).toBeUndefined();
  });

  it("accepts the same values repeated, and an empty value as unset", () => {
    const source = { AUTOMATION_ID: "leads-7", VITE_SITE_URL: "https://clinica.example", VITE_GTM_ID: "" };
    expect(settleWithBuild(loadEnv(source), source, built).AUTOMATION_ID).toBe("leads-7");
    for (const LEAD_RETENTION_DAYS of ["30", "030", ""]) {
      const retention = { LEAD_RETENTION_DAYS };
      expect(settleWithBuild(loadEnv(retention), retention, built).LEAD_RETENTION_DAYS).toBe(30);
    }
  });

  it("accepts the automation id's default repeated when the build left it unset", () => {
    const source = { AUTOMATION_ID: "agendamento" };
    expect(settleWithBuild(loadEnv(source), source, publicSettingsFrom({})).AUTOMATION_ID).toBe("agendamento");
  });

  it("names each variable that differs, with both values", () => {
    const source = {
      AUTOMATION_ID: "outro",
      VITE_GTM_ID: "GTM-ABC1234",
      VITE_SITE_URL: "https://clinica.example",
      LEAD_RETENTION_DAYS: "10",
    };
    let message = "";
    try {
      settleWithBuild(loadEnv(source), source, built);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('AUTOMATION_ID: "outro" at start, but the pages were built with "leads-7"');
    expect(message).toContain('VITE_GTM_ID: "GTM-ABC1234" at start, but the pages were built with it unset');
    expect(message).toContain('LEAD_RETENTION_DAYS: "10" at start, but the pages were built with "30"');
    expect(message).not.toContain("VITE_SITE_URL:");
  });
});

// Each test starts the server under tsx: seconds on a busy machine.
describe("the server started on a build", { timeout: 60_000 }, () => {
  it("refuses to start, naming the variable, when its environment contradicts the build", async () => {
    const server = spawnServer({
      CLIENT_DIR: path.join(buildWith({ AUTOMATION_ID: "do-build" }), "client"),
      DATABASE_PATH: path.join(tempDir(), "leads.sqlite"),
      AUTOMATION_ID: "agendamento",
      VITE_LEAD_ENDPOINT: "https://automacao.example/webhook/agendamento",
      LEAD_RETENTION_DAYS: String(DEFAULT_LEAD_RETENTION_DAYS + 1),
    });
    servers.push(server);
    const [code] = await server.exited;
    expect(code).toBe(1);
    expect(server.stderr()).toContain(
      'AUTOMATION_ID: "agendamento" at start, but the pages were built with "do-build"',
    );
    expect(server.stderr()).toContain("VITE_LEAD_ENDPOINT: ");
    expect(server.stderr()).toContain(
      `LEAD_RETENTION_DAYS: "${DEFAULT_LEAD_RETENTION_DAYS + 1}" at start, but the pages were built with "${DEFAULT_LEAD_RETENTION_DAYS}"`,
    );
    expect(server.lines.some((line) => line.includes("site ready"))).toBe(false);
  });

  it("refuses a publication build that keeps its leads without an alert channel, as the privacy policy needs one", async () => {
    const publication = path.join(buildWith({ PUBLICATION_BUILD: "1" }), "client");
    const refused = spawnServer({ CLIENT_DIR: publication, DATABASE_PATH: path.join(tempDir(), "leads.sqlite") });
    servers.push(refused);
    expect((await refused.exited)[0]).toBe(1);
    expect(refused.stderr()).toContain(
      "ALERT_WEBHOOK_URL: not set, and this is a publication build that keeps its leads.",
    );
    expect(fs.existsSync(path.join(path.dirname(publication), "leads.sqlite"))).toBe(false);
    // With the channel set it starts; a demonstration build or external leads never needed one.
    const started = spawnServer({
      CLIENT_DIR: publication,
      DATABASE_PATH: path.join(tempDir(), "leads.sqlite"),
      ALERT_WEBHOOK_URL: "https://alertas.example/clinica",
    });
    servers.push(started);
    expect((await fetch(`${await baseUrlOf(started)}/`)).status).toBe(200);
    const needNoChannel: Record<string, string>[] = [
      {},
      { PUBLICATION_BUILD: "1", VITE_LEAD_ENDPOINT: "https://automacao.example/webhook/x" },
    ];
    for (const settings of needNoChannel) {
      const server = spawnServer({
        CLIENT_DIR: path.join(buildWith(settings), "client"),
        DATABASE_PATH: path.join(tempDir(), "leads.sqlite"),
      });
      servers.push(server);
      expect((await fetch(`${await baseUrlOf(server)}/`)).status).toBe(200);
    }
  });

  it("with no public variable set, serves the lead route and CSP the build was made with", async () => {
    const externalEndpoint = "https://automacao.example/webhook/do-build";
    const server = spawnServer({
      CLIENT_DIR: path.join(buildWith({ AUTOMATION_ID: "do-build", VITE_LEAD_ENDPOINT: externalEndpoint }), "client"),
      DATABASE_PATH: path.join(tempDir(), "leads.sqlite"),
    });
    servers.push(server);
    const baseUrl = await baseUrlOf(server);
    const post = (automationId: string) =>
      fetch(`${baseUrl}/webhook/${automationId}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
    // The build's route validates the lead (400); the server's own default is not a route.
    expect((await post("do-build")).status).toBe(400);
    expect((await post("agendamento")).status).toBe(404);
    const page = await fetch(`${baseUrl}/`);
    expect(page.headers.get("content-security-policy")).toMatch(/connect-src 'self' https:\/\/automacao\.example/);
    server.child.kill("SIGTERM");
    expect((await server.exited)[0]).toBe(0);
  });
});
