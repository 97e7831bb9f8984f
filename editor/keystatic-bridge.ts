/**
 * The one bridge between Fastify and Keystatic's API (local mode, `@keystatic/core/api/generic`),
 * on the checkout's content/: Node's request becomes a Fetch Request, Keystatic's answer a reply.
 *
 * One guard on what Keystatic will act on: Keystatic reads its route from the path split on "/",
 * each segment decoded, empty ones dropped (`//update`, `update/` and `%75pdate` all mean
 * `update`). The bridge computes the same list and answers 404 to any path that is not its
 * canonical spelling (editor/keystatic-path.ts), so the write guard below sees exactly what
 * Keystatic will do. Every update body then passes `guardUpdateBody` (cms/request-guard.ts): paths
 * inside the content's folders only, uploads by their bytes and names (cms/upload-rules.ts). Every
 * call goes through the save-conflict check (editor/edit-conflicts.ts), which refuses a save made
 * from an older version than a colleague's.
 *
 * Keystatic (its API and the content schema) is loaded after a first page has been answered, or by
 * the first call to its API: loading it holds the event loop for a second or more on a loaded
 * machine, which the login page must not wait for.
 */
import type { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import type { FastifyInstance } from "fastify";
import { guardUpdateBody, writableRootsOf } from "#cms/request-guard.ts";
import { uploadRulesOf, type UploadRules } from "#cms/upload-rules.ts";
import type { EditConflicts } from "./edit-conflicts.ts";
import { canonicalSegments, keystaticApiPrefix } from "./keystatic-path.ts";

export interface KeystaticBridgeOptions {
  /** The checkout whose content/ and images/ Keystatic reads and writes. */
  root: string;
  /** Called after every write Keystatic accepted (logged without who or from where). */
  onWrite?: () => void;
  editConflicts: EditConflicts;
}

type Api = {
  handler: ReturnType<typeof makeGenericAPIRouteHandler>;
  writableRoots: string[];
  uploadRules: UploadRules;
};

/** Registers `/api/keystatic/*` on raw bodies, and loads Keystatic once the first answer is sent. */
export async function registerKeystaticBridge(app: FastifyInstance, options: KeystaticBridgeOptions): Promise<void> {
  let api: Promise<Api> | undefined;
  const load = () =>
    (api ??= Promise.all([import("@keystatic/core/api/generic"), import("#cms/config.ts")]).then(
      ([{ makeGenericAPIRouteHandler }, { default: config }]) => ({
        handler: makeGenericAPIRouteHandler({ config, localBaseDirectory: options.root }),
        writableRoots: writableRootsOf(config),
        uploadRules: uploadRulesOf(config),
      }),
    ));
  app.addHook("onResponse", async () => {
    if (!api) setImmediate(() => void load());
  });

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 30 * 1024 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.all(`${keystaticApiPrefix}/*`, async (request, reply) => {
      const url = new URL(request.url, `http://${request.headers.host}`);
      const segments = canonicalSegments(url.pathname);
      if (!segments) return reply.code(404).type("text/plain; charset=utf-8").send("Não encontrado.");
      const body = request.body instanceof Buffer ? new Uint8Array(request.body) : undefined;
      const { handler, writableRoots, uploadRules } = await load();
      if (body && segments.join("/") === "update") {
        const verdict = guardUpdateBody(body.buffer as ArrayBuffer, writableRoots, uploadRules);
        if (!verdict.ok) return reply.code(verdict.status).type("text/plain; charset=utf-8").send(verdict.message);
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === "string") headers.set(name, value);
      const result = await options.editConflicts.around(request.editingSession!, request.method, url, body, () =>
        handler(new Request(url, { method: request.method, headers, body })),
      );
      if (request.method !== "GET" && (result.status ?? 200) < 300) options.onWrite?.();
      reply.code(result.status ?? 200);
      for (const [name, value] of new Headers(result.headers as HeadersInit | undefined)) reply.header(name, value);
      return reply.send(result.body ?? "");
    });
  });
}
