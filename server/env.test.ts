/**
 * Every setting of .env.example: empty is unset, so the file copied as it is starts the server;
 * a malformed value stops the start with a message naming the variable and the form it takes,
 * never the value (a database URL carries a password).
 */
import fs from "node:fs";
import path from "node:path";
import util from "node:util";
import Fastify from "fastify";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { baseUrlOf, spawnServer, type ChildServer } from "./testing/child-server";
import { expectedForms, loadEnv, parseTrustProxy, type SettingName } from "./env";
import { projectRoot, removeTempDirs, tempDir } from "./testing/leads";
import { writePublicSettings } from "./public-settings";
import { redactUrls } from "./redact-url";
import { copyBuildRecords } from "./static-site";

const exampleText = fs.readFileSync(path.join(projectRoot, ".env.example"), "utf8");
const example = util.parseEnv(exampleText) as Record<string, string>;
const exampleNames = Object.keys(example);

/** A value each setting cannot take. */
const malformed: Record<SettingName, string> = {
  PORT: "trinta",
  PUBLICATION_BUILD: "sim",
  HOST: "não é host",
  LOG_LEVEL: "verbose",
  CLIENT_DIR: "build/\nclient",
  DATABASE_PATH: "data/\tleads.sqlite",
  DATABASE_URL: "mysql://user:segredo@db/clinica",
  LEAD_RETENTION_DAYS: "0",
  ACCESS_LOG_DAYS: "30",
  ACCESS_LOG_DIR: "data/\u0007access",
  LEAD_DELETION_LOG: "data/\u001bdeletions.log",
  LEAD_CLAIM_LEASE_SECONDS: "5",
  AUTOMATION_ID: "agenda/../x",
  AUTOMATION_WEBHOOK_URL: "n8n.local/hook",
  LEAD_RATE_LIMIT_PER_MINUTE: "-1",
  RUM_RATE_LIMIT_PER_MINUTE: "1.5",
  LEAD_ALLOWED_ORIGINS: "https://www.example.com.br/pagina",
  TRUST_PROXY: "0.0.0.0/0",
  VITE_LEAD_ENDPOINT: "javascript:alert(1)",
  VITE_GTM_ID: "UA-1234",
  VITE_SITE_URL: "http://www.clinicamedicabarreiro.com.br",
  VITE_RISCO_CIRURGICO_WHATSAPP_URL: "javascript:alert(1)",
  VITE_RISCO_CIRURGICO_PHONE_URL: "tel:ligue-já",
  VITE_RISCO_CIRURGICO_PHONE_DISPLAY: "<b>31</b>",
  VITE_DEMO_WHATSAPP_NUMBER: "31 97777-1234",
  // One of the content's examples (shared/example-values.ts): refused with its own reason.
  VITE_DEMO_PHONE_NUMBER: "+55 (31) 3333-0000",
  METRICS_PORT: "70000",
  METRICS_HOST: "http://127.0.0.1",
  LEAD_ALERT_AFTER_MINUTES: "quinze",
  LEAD_ALERT_CHECK_SECONDS: "0",
  ALERT_WEBHOOK_URL: "ftp://hooks.example.com/x",
};

let server: ChildServer | undefined;
afterEach(() => {
  if (server?.child.exitCode === null) server.child.kill("SIGKILL");
  server = undefined;
});
afterAll(removeTempDirs);

describe(".env.example", () => {
  it("documents every setting the server reads, and nothing else but the editor service's (EDITOR_*)", () => {
    const serverNames = exampleNames.filter((name) => !name.startsWith("EDITOR_"));
    expect(serverNames.toSorted()).toEqual(Object.keys(expectedForms).toSorted());
  });

  it("copied as it is, loads: empty values are unset, and the server listens on loopback", () => {
    const env = loadEnv(example);
    expect(env.HOST).toBe("127.0.0.1");
    expect(env.AUTOMATION_WEBHOOK_URL).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.METRICS_PORT).toBeUndefined();
    expect(env.TRUST_PROXY).toBe(false);
  });

  it("copied to .env, starts the server (`cp .env.example .env && npm start`)", async () => {
    const cwd = tempDir("env-example-");
    fs.writeFileSync(path.join(cwd, ".env"), exampleText);
    // A build made with that .env: the real pages, the public settings it records.
    fs.mkdirSync(path.join(cwd, "build"));
    fs.symlinkSync(path.join(projectRoot, "build/client"), path.join(cwd, "build/client"));
    writePublicSettings(path.join(cwd, "build"), example);
    copyBuildRecords(path.join(projectRoot, "build"), path.join(cwd, "build"));
    // PORT 0 instead of the example's 3000, which another process may hold; the rest from .env.
    server = spawnServer({ PORT: "0" }, cwd);
    const response = await fetch(`${await baseUrlOf(server)}/`);
    expect(response.status).toBe(200);
    expect(fs.existsSync(path.join(cwd, "data/leads.sqlite"))).toBe(true);
  });
});

describe("every setting", () => {
  it("empty is unset: the same settings as none at all", () => {
    const allEmpty = Object.fromEntries(exampleNames.map((name) => [name, ""]));
    const allBlank = Object.fromEntries(exampleNames.map((name) => [name, "  "]));
    expect(loadEnv(allEmpty)).toEqual(loadEnv({}));
    expect(loadEnv(allBlank)).toEqual(loadEnv({}));
  });

  it.each(Object.entries(malformed))("%s malformed stops the start, named, with the form it takes", (name, value) => {
    let message = "";
    try {
      loadEnv({ [name]: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(new RegExp(`^  ${name}: `, "m"));
    // Either the form it takes, or a rule's own reason naming the variable.
    if (!message.includes(expectedForms[name as SettingName])) expect(message).toMatch(new RegExp(`${name}[:=]`));
    // Only these two quote what was given, to point at the entry of a list.
    if (name !== "TRUST_PROXY" && name !== "LEAD_ALLOWED_ORIGINS" && value.length > 3)
      expect(message).not.toContain(value);
  });

  it("names every malformed setting at once", () => {
    let message = "";
    try {
      loadEnv(malformed);
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of Object.keys(malformed)) expect(message).toContain(`  ${name}: `);
  });
});

describe("a demonstration's booking numbers", () => {
  it("take a number of the operator's with + and the country code, and refuse one of the content's examples", () => {
    const env = loadEnv({ VITE_DEMO_WHATSAPP_NUMBER: "+55 31 98765-4321", VITE_DEMO_PHONE_NUMBER: "+553134567890" });
    expect(env.VITE_DEMO_WHATSAPP_NUMBER).toBe("+55 31 98765-4321");
    expect(env.VITE_DEMO_PHONE_NUMBER).toBe("+553134567890");
    expect(() => loadEnv({ VITE_DEMO_WHATSAPP_NUMBER: "+55 31 99999-0000" })).toThrow(
      "VITE_DEMO_WHATSAPP_NUMBER: this is one of the content's example numbers",
    );
    expect(() => loadEnv({ VITE_DEMO_PHONE_NUMBER: "+55 31 3456" })).toThrow(
      `VITE_DEMO_PHONE_NUMBER: expected ${expectedForms.VITE_DEMO_PHONE_NUMBER}`,
    );
  });
});

describe("webhook URLs", () => {
  it("refuse a user and password at start, naming the variable and never the password", () => {
    for (const name of ["AUTOMATION_WEBHOOK_URL", "ALERT_WEBHOOK_URL"])
      for (const url of [
        "https://n8n:segredo@automacao.example.com/webhook/x",
        "http://n8n:segredo@127.0.0.1:5678/x",
      ]) {
        let message = "";
        try {
          loadEnv({ [name]: url });
        } catch (error) {
          message = (error as Error).message;
        }
        expect(message).toContain(`${name}: no user or password in the URL`);
        expect(message).not.toContain("segredo");
      }
  });

  it("are cut to scheme and host wherever they are quoted", () => {
    expect(
      redactUrls("network error: fetch failed for http://n8n:segredo@127.0.0.1:5678/webhook/abc?token=x: ECONNREFUSED"),
    ).toBe("network error: fetch failed for http://127.0.0.1:5678/…: ECONNREFUSED");
    expect(redactUrls("redirect to https://outro.example.com not followed")).toBe(
      "redirect to https://outro.example.com not followed",
    );
  });
});

describe("TRUST_PROXY", () => {
  it("refuses ranges wider than /8 (IPv4) or /32 (IPv6) and the private-network names, with the reason", () => {
    for (const [value, reason] of [
      ["0.0.0.0/0", /"0.0.0.0\/0" is wider than \/8 \(IPv4\)/],
      ["0.0.0.0/1,128.0.0.0/1", /"0.0.0.0\/1" is wider than \/8.*"128.0.0.0\/1" is wider than \/8/],
      ["10.0.0.0/7", /"10.0.0.0\/7" is wider than \/8/],
      ["::/0", /"::\/0" is wider than \/32 \(IPv6\)/],
      ["2001:db8::/31", /is wider than \/32/],
      ["::ffff:0.0.0.0/96", /is wider than \/8 \(IPv4\)/],
      ["uniquelocal", /"uniquelocal" trusts every machine of a private network/],
      ["linklocal", /"linklocal" trusts every machine/],
      ["10.0.0.0/abc", /is not an IP address or CIDR range/],
    ] as const)
      expect(() => loadEnv({ TRUST_PROXY: value }), value).toThrow(reason);
  });

  it("takes a proxy, a /8 or /32 at widest, and Fastify compiles whatever it takes without crashing", () => {
    const accepted = ["127.0.0.1", "10.0.0.0/8", "2001:db8::/32", "::1", "loopback", "192.168.1.0/24, fd00::/64"];
    for (const value of accepted) {
      const parsed = parseTrustProxy(value);
      expect(Array.isArray(parsed), value).toBe(true);
      expect(() => Fastify({ trustProxy: parsed as string[] }), value).not.toThrow();
    }
  });
});
