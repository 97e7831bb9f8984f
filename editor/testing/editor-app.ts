/**
 * The real editor service for HTTP tests: a checkout in a temp dir (./checkout.ts) with two
 * accounts, logins and Keystatic API calls as the editor's own page makes them.
 */
import type { FastifyInstance } from "fastify";
import { buildEditor, type EditorOptions } from "../app.ts";
import { Publisher } from "../publisher.ts";
import { accounts, makeCheckout, removeCheckouts } from "./checkout.ts";

export { accounts };

export const host = "127.0.0.1:3001";
export const origin = `http://${host}`;
const cleanups: (() => Promise<void>)[] = [];
/**
 * Closes every editor `testEditor` made and removes its checkout: each test file that makes them
 * calls `afterEach(closeTestEditors)` (a hook registered here, at import, would run for the first
 * file of a worker only, as the workers share one module graph: vitest.config.ts).
 */
export async function closeTestEditors(): Promise<void> {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  removeCheckouts();
}

/** The publisher of an editor under test, unless the test gives its own: its build always fails. */
const failingPublisher = ({ root, dataDir }: { root: string; dataDir: string }) =>
  new Publisher({ root, dataDir }, { build: async () => ({ code: 1, stdout: "", stderr: "" }) });

/**
 * An editor on a fresh checkout holding `files` (relative path → text), closed after the test;
 * `publisherFor` makes its publisher for that checkout (a build of the test's own).
 */
export async function testEditor(
  files: Record<string, string> = {},
  options: Partial<EditorOptions> = {},
  publisherFor: (checkout: { root: string; dataDir: string }) => Publisher = failingPublisher,
) {
  const { root, dataDir, uiDir } = await makeCheckout(files, ["ana", "bruno"]);
  const publisher = publisherFor({ root, dataDir });
  const app = await buildEditor({
    root,
    dataDir,
    uiDir,
    port: 3001,
    publisher,
    logLevel: "silent",
    ...options,
  });
  cleanups.push(() => app.close());
  return { app, root, dataDir };
}

/** The login form's POST, as the editor's own page sends it (`headers` adds to or overrides its headers). */
export const postLogin = (
  app: FastifyInstance,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: "POST",
    url: "/entrar",
    headers: {
      host,
      origin,
      "sec-fetch-site": "same-origin",
      "content-type": "application/x-www-form-urlencoded",
      ...headers,
    },
    payload: new URLSearchParams({ email, senha: password }).toString(),
  });

/** The session cookie (name=value) an answer sets. */
export const cookieOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers["set-cookie"]).split(";")[0]!;

/** Logs `who` in; the session cookie. */
export async function logIn(app: FastifyInstance, who: keyof typeof accounts): Promise<string> {
  const response = await postLogin(app, accounts[who].email, accounts[who].password);
  if (response.statusCode !== 303) throw new Error(`login of ${who} answered ${response.statusCode}`);
  return cookieOf(response);
}

const apiHeaders = (cookie: string) => ({ host, cookie, origin, "sec-fetch-site": "same-origin", "no-cors": "1" });

/** `GET /api/keystatic/<path>` as Keystatic's UI makes it. */
export const keystaticGet = (app: FastifyInstance, cookie: string, apiPath: string) =>
  app.inject({ method: "GET", url: `/api/keystatic/${apiPath}`, headers: apiHeaders(cookie) });

/** The tree as Keystatic's UI reads it: path → git blob sha. */
export async function readTree(app: FastifyInstance, cookie: string): Promise<Map<string, string>> {
  const response = await keystaticGet(app, cookie, "tree");
  if (response.statusCode !== 200) throw new Error(`tree answered ${response.statusCode}`);
  const entries = response.json() as { path: string; sha: string; type?: string }[];
  return new Map(entries.filter((entry) => entry.type !== "tree").map((entry) => [entry.path, entry.sha]));
}

/** A save through Keystatic's API: files added (path → bytes or text) and deleted. */
export const keystaticUpdate = (
  app: FastifyInstance,
  cookie: string,
  additions: Record<string, string | Uint8Array>,
  deletions: string[] = [],
) =>
  app.inject({
    method: "POST",
    url: "/api/keystatic/update",
    headers: { ...apiHeaders(cookie), "content-type": "application/json" },
    payload: JSON.stringify({
      additions: Object.entries(additions).map(([file, contents]) => ({
        path: file,
        contents: Buffer.from(contents).toString("base64"),
      })),
      deletions: deletions.map((file) => ({ path: file })),
    }),
  });
