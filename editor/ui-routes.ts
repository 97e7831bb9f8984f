/**
 * Keystatic's admin UI, built ahead (editor/build-ui.ts into build-editor/): its files under
 * /_editor-ui/ through @fastify/static (no dot-file such as its .stamp, nothing outside the
 * folder), and its one page for every /keystatic path. Until it is built, a page says so.
 */
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

export interface UiRoutesOptions {
  /** The built UI (build-editor/). */
  uiDir: string;
  csp: string;
  messagePage: (title: string, text: string) => string;
}

export async function registerUiRoutes(app: FastifyInstance, options: UiRoutesOptions): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.uiDir,
    prefix: "/_editor-ui/",
    dotfiles: "deny",
    index: false,
    wildcard: true,
    // Hashed names: a year for the staff's browser, and no shared cache (the UI is behind a login).
    cacheControl: false,
    setHeaders: (response, file) => {
      // The page itself names the hashed files of the UI built now: asked anew every time.
      const page = path.basename(file) === "index.html";
      response.setHeader("cache-control", page ? "no-store" : "private, max-age=31536000, immutable");
      response.setHeader("content-security-policy", options.csp);
    },
  });

  const sendPage = (reply: FastifyReply) => {
    if (!fs.existsSync(path.join(options.uiDir, "index.html")))
      return reply
        .code(503)
        .type("text/html; charset=utf-8")
        .header("content-security-policy", options.csp)
        .send(
          options.messagePage(
            "Editor ainda não montado",
            "Rode npm run build:editor no computador do site e recarregue a página.",
          ),
        );
    return reply.sendFile("index.html", options.uiDir, { cacheControl: false });
  };
  app.get("/keystatic", async (_request, reply) => sendPage(reply));
  app.get("/keystatic/*", async (_request, reply) => sendPage(reply));
}
