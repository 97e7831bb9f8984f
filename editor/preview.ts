/**
 * The preview: the site built from the saved content (data/editor/preview/, never build/), served
 * to logged-in staff at /pre-visualizar/… and, for its own links and assets, at the site's own
 * paths. Pages come from memory as the relay serves them (server/static-site.ts: only files of the
 * build can be answered) with the site's own CSP, its inline scripts by hash: the preview shares
 * its origin with the pages that can publish, so it runs nothing the public site would not.
 */
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { followBuild, type StaticSite } from "#server/static-site.ts";
import { safeRequestPath, sendResource } from "#server/static-routes.ts";

export interface PreviewOptions {
  /** The preview build's folder (its client/ holds the pages). */
  previewBuild: () => string;
  /** A message page in the editor's look (title, text) for what is not there. */
  messagePage: (title: string, text: string) => string;
  /** The editor's own CSP, for its message pages. */
  csp: string;
}

export function registerPreview(app: FastifyInstance, options: PreviewOptions): void {
  let followed: { dir: string; current: () => StaticSite } | undefined;
  /** The preview build as it is now, reloaded when a new preview replaces it; undefined when there is none. */
  const currentSite = (): StaticSite | undefined => {
    const client = path.join(options.previewBuild(), "client");
    if (!fs.existsSync(path.join(client, "index.html"))) {
      followed = undefined;
      return undefined;
    }
    if (!followed || followed.dir !== client) {
      try {
        followed = { dir: client, current: followBuild(client, {}).current };
      } catch {
        return undefined;
      }
    }
    return followed.current();
  };

  const message = (reply: FastifyReply, status: number, title: string, text: string) =>
    reply
      .code(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("content-security-policy", options.csp)
      .send(options.messagePage(title, text));

  const send = (request: FastifyRequest, reply: FastifyReply, urlPath: string) => {
    const site = currentSite();
    if (!site)
      return message(reply, 404, "Sem pré-visualização", "Clique em “Pré-visualizar” no painel para montar uma.");
    const safe = safeRequestPath(urlPath);
    const resource = safe === null ? undefined : (site.pages.get(safe) ?? site.files.get(safe));
    if (!resource) return message(reply, 404, "Página não encontrada", "Esta página não existe na pré-visualização.");
    return sendResource(request, reply, resource, 200);
  };

  app.get("/pre-visualizar", async (_request, reply) => reply.redirect("/pre-visualizar/", 303));
  app.get("/pre-visualizar/*", async (request, reply) =>
    send(request, reply, `/${request.url.split("?", 1)[0]!.slice("/pre-visualizar/".length)}`),
  );
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method === "GET" && request.account) return send(request, reply, request.url.split("?", 1)[0]!);
    return reply.code(404).type("text/plain; charset=utf-8").send("Não encontrado.");
  });
}
