/**
 * A publish, an undo and a restore killed (SIGKILL) at each step of their switch, with the real
 * editor process on a copy of the project (its own git repository, the production build with
 * its relay): after each kill, `node build/relay/index.js` starts and answers 200 on every page of
 * the build it serves, and the editor started again shows one consistent state: the records, git
 * HEAD and the `build` link agree, nothing half-made is left, and undo and restore are offered only
 * when possible (docs/decisions/045). The editor stops at a step through its test-only setting
 * (EDITOR_TEST_PAUSE_AT, with NODE_ENV=test); its "build" is a copy of the live release
 * (EDITOR_TEST_BUILD): the switch is what is tested here, tests/e2e/editor-service.test.ts
 * publishes a real build.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject } from "#tests/project-copy.ts";
import { loadBudget } from "#tests/e2e/load-budget.ts";
import { nodeStartMs } from "#scripts/testing/start-budget.ts";
import type { Publication } from "./publication-records.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");
/**
 * A test's time: up to five node starts (editors, a relay) and a publication, which take seconds
 * alone and many times that on a loaded machine: a multiple of one bare node start measured as the
 * file is collected (tests/e2e/load-budget.ts's rule), at least the two minutes these tests had.
 */
const testBudget = loadBudget(nodeStartMs(), { pageFactor: 2400, floorMs: 120_000, ceilingMs: 600_000 }).pageMs;
const email = "ana@clinica.example";
const password = "senha-da-ana-2026";
let copy = "";
let initialHead = "";
const running = new Set<ChildProcess>();

interface Started {
  child: ChildProcess;
  url: string;
  lines: string[];
  waitFor(pattern: RegExp): Promise<RegExpExecArray>;
}

/** `node <args>` in the copy; resolves once a line matches `ready`. */
function start(args: string[], env: Record<string, string>, ready: RegExp): Promise<Started> {
  const child = spawn(process.execPath, args, {
    cwd: copy,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  const lines: string[] = [];
  const waiters: { pattern: RegExp; resolve: (match: RegExpExecArray) => void }[] = [];
  for (const stream of [child.stdout!, child.stderr!])
    readline.createInterface({ input: stream }).on("line", (line) => {
      lines.push(line);
      for (const waiter of [...waiters]) {
        const match = waiter.pattern.exec(line);
        if (match) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(match);
        }
      }
    });
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const seen = lines.map((line) => pattern.exec(line)).find(Boolean);
      if (seen) return resolve(seen);
      waiters.push({ pattern, resolve });
      child.once("exit", (code, signal) =>
        reject(new Error(`${args.join(" ")} exited (${code ?? signal}) before ${pattern}:\n${lines.join("\n")}`)),
      );
    });
  return waitFor(ready).then((match) => ({ child, url: match[1]!, lines, waitFor }));
}

/**
 * What `npm run editor` runs: editor/start.mjs, which runs the service compiled ahead
 * (build-editor-server/, copied from the build) with plain node, and its sources through tsx when
 * that is older than them. This file starts it about 21 times (46 before the editor started after
 * a kill was left to the next test, and `prepare` started one only to publish): compiled, each
 * start to "editor ready" took 0.9-1.3 s on two loaded cores, against 2.7-6.5 s through tsx; its
 * CPU, 1.3-1.5 CPU-s alone, was most of this file's.
 */
const startEditor = (pauseAt?: string) =>
  start(
    ["editor/start.mjs"],
    {
      NODE_ENV: "test",
      EDITOR_PORT: "0",
      EDITOR_PUBLISHES: "demonstracao",
      EDITOR_TEST_BUILD: "copia-do-site",
      ...(pauseAt ? { EDITOR_TEST_PAUSE_AT: pauseAt } : {}),
    },
    /editor ready at (http:\/\/127\.0\.0\.1:\d+)/,
  );

function stop(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

async function login(editor: string): Promise<string> {
  const response = await fetch(`${editor}/entrar`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: editor, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, senha: password }).toString(),
  });
  expect(response.status).toBe(303);
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

/** A POST from the editor's own page, as the staff's browser sends it. */
function post(editor: string, cookie: string, urlPath: string, form: Record<string, string> = {}) {
  return fetch(`${editor}${urlPath}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: editor, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
}

const page = async (editor: string, cookie: string, urlPath: string) =>
  (await fetch(`${editor}${urlPath}`, { headers: { cookie } })).text();

const git = (...args: string[]) => spawnSync("git", args, { cwd: copy, encoding: "utf8" }).stdout.trim();
const records = (): Publication[] => {
  try {
    return JSON.parse(fs.readFileSync(path.join(copy, "data/editor/publications.json"), "utf8")) as Publication[];
  } catch {
    return [];
  }
};
let edits = 0;
const edit = () => fs.appendFileSync(path.join(copy, "content/clinica.yaml"), `# edição de teste ${++edits}\n`, "utf8");

/** The relay started on the `build` as it is: it starts, and every page of that build answers 200. */
async function expectSiteWhole(): Promise<void> {
  const relay = await start(
    ["build/relay/index.js"],
    { HOST: "127.0.0.1", PORT: "0", DATABASE_PATH: path.join(copy, "data/leads.sqlite") },
    /site ready at (http:\/\/localhost:\d+)/,
  );
  try {
    const pages = JSON.parse(fs.readFileSync(path.join(copy, "build/pages.json"), "utf8")) as string[];
    expect(pages.length).toBeGreaterThan(10);
    const statuses = await Promise.all(
      pages.map(async (urlPath) => [urlPath, (await fetch(`${relay.url}${urlPath}`)).status] as const),
    );
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
  } finally {
    await stop(relay.child);
  }
}

/** The editor started again: one state, which its panel and list of publications offer actions on. */
async function expectConsistent(editor: string, cookie: string, repairLines: string[]): Promise<void> {
  expect(fs.existsSync(path.join(copy, ".build.next")), repairLines.join("\n")).toBe(false);
  expect(fs.existsSync(path.join(copy, "data/editor/switch.json"))).toBe(false);
  expect(fs.existsSync(path.join(copy, ".build.lock"))).toBe(false);
  expect(fs.readdirSync(path.join(copy, "releases")).filter((name) => name.startsWith("."))).toEqual([]);
  const [last, ...earlier] = records();
  if (last) {
    expect(git("rev-parse", "HEAD")).toBe(last.commit);
    expect(fs.readlinkSync(path.join(copy, "build"))).toBe(`releases/${last.release}`);
  } else expect(git("rev-parse", "HEAD")).toBe(initialHead);
  const canUndo = !!last && last.kind !== "desfazer" && !last.undone;
  expect((await page(editor, cookie, "/")).includes('action="/desfazer"')).toBe(canUndo);
  const restoreForms = (await page(editor, cookie, "/publicacoes")).split('action="/restaurar"').length - 1;
  expect(restoreForms).toBe(Math.min(earlier.length, 49));
}

/**
 * The editor started again after a kill, once it has shown a consistent state, is left running
 * for the next test when that test stops at the step it was started for (EDITOR_TEST_PAUSE_AT is
 * read only when a switch reaches a step, never at start): that test's publish, undo or restore
 * runs on it instead of on an editor started once more just for it. Each test still kills an
 * editor at its step and starts one again after the kill; only the start between the two tests,
 * whose repair found nothing left to repair, is saved. When `prepare` must publish first, the
 * editor left is stopped, and the test starts its own after the publication, as before.
 */
let handedOn: { editor: Started; cookie: string; pauseAt: string } | undefined;

async function dropHandedOn(): Promise<void> {
  const left = handedOn;
  handedOn = undefined;
  if (left) await stop(left.editor.child);
}

/** An editor that stops at `step`, logged in: the one the test before left for it, else a new one. */
async function editorPausedAt(step: string): Promise<{ editor: Started; cookie: string }> {
  if (handedOn?.pauseAt === step && handedOn.editor.child.exitCode === null) {
    const { editor, cookie } = handedOn;
    handedOn = undefined;
    return { editor, cookie };
  }
  await dropHandedOn();
  const editor = await startEditor(step);
  return { editor, cookie: await login(editor.url) };
}

/**
 * Runs `action` on an editor that stops at `step`, kills it there, and checks what is left; the
 * editor started again is left for the next test when `nextStep` names the step that test stops at.
 */
async function killAt(
  step: string,
  action: (editor: string, cookie: string) => Promise<Response>,
  nextStep: string | undefined,
): Promise<void> {
  const paused = await editorPausedAt(step);
  void action(paused.editor.url, paused.cookie).catch(() => undefined);
  await paused.editor.waitFor(new RegExp(`^EDITOR_TEST_PAUSED ${step}$`));
  await stop(paused.editor.child, "SIGKILL");
  // The plain build/ of before becomes a link in two renames, once per checkout: between them
  // only the repair at the next start (of the editor or of a build) puts the site back.
  const migrating = step.startsWith("legacy-");
  if (!migrating) await expectSiteWhole();
  const again = await startEditor(nextStep);
  try {
    if (migrating) await expectSiteWhole();
    const againCookie = await login(again.url);
    await expectConsistent(again.url, againCookie, again.lines);
    if (nextStep) handedOn = { editor: again, cookie: againCookie, pauseAt: nextStep };
    else await stop(again.child);
  } catch (error) {
    await stop(again.child);
    throw error;
  }
}

/** Whether the state an undo or a restore needs takes a publication first (read from git and the records). */
function needsPublish(needs: "undo" | "restore"): boolean {
  if (git("status", "--porcelain", "content").length > 0) return true;
  const [last, ...earlier] = records();
  if (needs === "undo") return !last || last.kind === "desfazer" || !!last.undone;
  return earlier.length === 0;
}

/**
 * With an editor that runs to the end (its steps never stop it): the state an undo or a restore
 * needs, published when it is not there yet. When it is, no editor is started for nothing.
 */
async function prepare(needs: "undo" | "restore"): Promise<void> {
  if (needsPublish(needs)) {
    // The editor left for this test stops at a step every publish passes: not this one.
    await dropHandedOn();
    const editor = await startEditor();
    try {
      const cookie = await login(editor.url);
      const publish = async () => {
        edit();
        expect((await post(editor.url, cookie, "/publicar")).status).toBe(303);
        // The POST answers at once; the panel shows the outcome once the publication is done.
        await expect
          .poll(() => page(editor.url, cookie, "/"), { timeout: testBudget / 2, interval: 100 })
          .toContain("Publicado: o site já mostra as alterações");
      };
      if (git("status", "--porcelain", "content").length > 0) await publish();
      if (needsPublish(needs)) await publish();
    } finally {
      await stop(editor.child);
    }
  }
  expect(needsPublish(needs)).toBe(false);
  expect(git("status", "--porcelain", "content")).toBe("");
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(projectRoot, "build/relay/index.js")))
    throw new Error("Run `npm run build` first: the relay and the pages are the build's.");
  copy = copyProject("kill-during-switch-", {
    generated: ["generated", "build", "build-editor", "build-editor-server"],
    gitAuthor: { name: "Dev", email: "dev@x.example" },
  });
  initialHead = git("rev-parse", "HEAD");
  const added = spawnSync(process.execPath, ["--import", "tsx", "editor/cli.ts", "add", email, "Ana Souza"], {
    cwd: copy,
    input: `${password}\n`,
    encoding: "utf8",
  });
  expect(added.status, added.stderr).toBe(0);
}, testBudget);

afterAll(async () => {
  await Promise.all([...running].map((child) => stop(child, "SIGKILL")));
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

const stepsOfPublish = [
  "legacy-link-made",
  "legacy-moved",
  "release-ready",
  "journal-written",
  "committed",
  "link-made",
  "switched",
  "recorded",
];
const stepsOfSwitch = ["journal-written", "committed", "link-made", "switched", "recorded"];

/** The tests in their order, each with the step the next one stops at (the editor it may be left). */
const cases = [
  ...stepsOfPublish.map((step) => ({ action: "publish" as const, step })),
  ...stepsOfSwitch.map((step) => ({ action: "undo" as const, step })),
  ...stepsOfSwitch.map((step) => ({ action: "restore" as const, step })),
].map((one, index, all) => ({ ...one, nextStep: all[index + 1]?.step }));

describe("killed at each step of a switch", () => {
  for (const { step, nextStep } of cases.filter((one) => one.action === "publish"))
    it(`publish, killed at ${step}: the site whole, the editor consistent`, { timeout: testBudget }, async () => {
      edit();
      await killAt(step, (url, cookie) => post(url, cookie, "/publicar"), nextStep);
      if (step === "switched" || step === "recorded") expect(records()[0]?.kind).toBe("publicacao");
    });

  for (const { step, nextStep } of cases.filter((one) => one.action === "undo"))
    it(`undo, killed at ${step}: the site whole, the editor consistent`, { timeout: testBudget }, async () => {
      await prepare("undo");
      const before = records()[0]!;
      await killAt(step, (url, cookie) => post(url, cookie, "/desfazer"), nextStep);
      const last = records()[0]!;
      if (step === "switched" || step === "recorded")
        expect(last).toMatchObject({ kind: "desfazer", undoes: before.id });
      else expect(last.id).toBe(before.id);
      expect(git("status", "--porcelain", "content")).toBe("");
    });

  for (const { step, nextStep } of cases.filter((one) => one.action === "restore"))
    it(`restore, killed at ${step}: the site whole, the editor consistent`, { timeout: testBudget }, async () => {
      await prepare("restore");
      const chosen = records()[1]!;
      await killAt(step, (url, cookie) => post(url, cookie, "/restaurar", { publicacao: chosen.id }), nextStep);
      if (step === "switched" || step === "recorded")
        expect(records()[0]).toMatchObject({ kind: "restauracao", restores: chosen.id, release: chosen.release });
      expect(git("status", "--porcelain", "content")).toBe("");
    });
});
