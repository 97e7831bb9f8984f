/**
 * `npm run cms`: the content editor for the clinic's staff, Keystatic in local mode, at
 * http://127.0.0.1:<CMS_PORT, 5199>/keystatic. It edits the files of this checkout (content/,
 * through cms/config.ts); `npm run build` then checks them and builds the site. Development only:
 * nothing of it is in the build, and it listens on the loopback address only.
 *
 * Loopback is not enough against a web page the staff's browser visits (DNS rebinding, a form
 * posting here): every request passes cms/request-guard.ts (this server as its Host, no
 * cross-site Sec-Fetch-Site, this origin on every Keystatic API request, writes inside the
 * content's folders only), Vite serves no other origin and only the editor's own files, and the
 * editor's page forbids framing and any other origin (Keystatic's UI links a
 * Google Fonts stylesheet; the page falls back to the system's fonts).
 *
 * CMS_ROOT names another checkout to edit (the browser tests edit a copy of content/).
 */
import fs from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import keystaticConfig from "./config";
import { keystaticInPortuguese } from "./keystatic-pt-br";
import { guardRequest, guardUpdateBody, writableRootsOf } from "./request-guard";
import { uploadRulesOf } from "./upload-rules";

const HOST = "127.0.0.1";
const here = import.meta.dirname;
const projectRoot = path.resolve(here, "..");
const contentRoot = path.resolve(process.env.CMS_ROOT || projectRoot);

const keystaticApi = makeGenericAPIRouteHandler({ config: keystaticConfig, localBaseDirectory: contentRoot });
const writableRoots = writableRootsOf(keystaticConfig);
const uploadRules = uploadRulesOf(keystaticConfig);

async function readBody(request: http.IncomingMessage): Promise<ArrayBuffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer;
}

async function answerApi(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  const url = new URL(request.url ?? "/", `http://${request.headers.host}`);
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : await readBody(request);
  // Keystatic's own check takes content/equipe-x/… as inside content/equipe: ours first.
  if (body !== undefined && url.pathname === "/api/keystatic/update") {
    const verdict = guardUpdateBody(body, writableRoots, uploadRules);
    if (!verdict.ok) {
      response.writeHead(verdict.status, { "content-type": "text/plain; charset=utf-8" }).end(verdict.message);
      return;
    }
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === "string") headers.set(name, value);
  const answer = await keystaticApi(new Request(url, { method: request.method, headers, body }));
  response.writeHead(answer.status ?? 200, Object.fromEntries(new Headers(answer.headers as HeadersInit | undefined)));
  response.end(answer.body ?? undefined);
}

export async function startCms(port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer();
  const { createServer } = await import("vite");
  const vite = await createServer({
    // Never the site's vite.config.ts (React Router's plugin): the editor is its own small app.
    configFile: false,
    root: here,
    cacheDir: path.join(projectRoot, "node_modules/.vite-cms"),
    appType: "spa",
    logLevel: "warn",
    // Keystatic's own buttons, dialogs and messages, in Portuguese (cms/keystatic-pt-br.ts).
    plugins: [keystaticInPortuguese()],
    server: {
      middlewareMode: true,
      hmr: { server },
      // No other origin reads anything here, and Vite's file server hands out only the editor's
      // own folder, what it imports (app/site, shared) and its packages: never the checkout's
      // data/ (leads), server code or settings.
      cors: false,
      fs: {
        strict: true,
        allow: [
          here,
          path.join(projectRoot, "app/site"),
          path.join(projectRoot, "shared"),
          path.join(projectRoot, "node_modules"),
        ],
        deny: [".env", ".env.*", "*.{crt,pem,key}", "**/.git/**", "**/data/**", "**/*.sqlite*", "**/*.log"],
      },
    },
    // The editor's page reads the storage settings as the server does (cms/config.ts).
    define: Object.fromEntries(
      ["KEYSTATIC_STORAGE", "KEYSTATIC_GITHUB_REPO", "KEYSTATIC_CLOUD_PROJECT"].map((name) => [
        `process.env.${name}`,
        JSON.stringify(process.env[name] ?? ""),
      ]),
    ),
  });
  const address = () => `${HOST}:${(server.address() as { port: number }).port}`;
  const allowedHosts = () => new Set([address(), `localhost:${(server.address() as { port: number }).port}`]);
  const csp = () =>
    [
      "default-src 'self'",
      "script-src 'self' 'unsafe-inline'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      `connect-src 'self' ws://${address()}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "form-action 'self'",
    ].join("; ");

  server.on("request", (request, response) => {
    const verdict = guardRequest(request, { allowedHosts: allowedHosts() });
    if (!verdict.ok) {
      response.writeHead(verdict.status, { "content-type": "text/plain; charset=utf-8" }).end(verdict.message);
      return;
    }
    const pathname = (request.url ?? "/").split("?", 1)[0]!;
    if (pathname === "/") {
      response.writeHead(302, { location: "/keystatic" }).end();
      return;
    }
    if (pathname === "/favicon.ico") {
      response.writeHead(204).end();
      return;
    }
    if (pathname.startsWith("/api/keystatic")) {
      answerApi(request, response).catch((error: unknown) => {
        console.error(error);
        if (!response.headersSent) response.writeHead(500);
        response.end("Erro interno do editor.");
      });
      return;
    }
    response.setHeader("content-security-policy", csp());
    response.setHeader("x-robots-tag", "noindex");
    response.setHeader("x-frame-options", "DENY");
    vite.middlewares(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, HOST, () => resolve());
  });
  return {
    url: `http://${address()}/keystatic`,
    close: async () => {
      await vite.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await fs.access(path.join(contentRoot, "content")).catch(() => {
    console.error(`Não há pasta content/ em ${contentRoot}.`);
    process.exit(1);
  });
  const cms = await startCms(Number(process.env.CMS_PORT ?? 5199));
  console.log(`Editor de conteúdo em ${cms.url} (só neste computador), editando ${contentRoot}/content`);
  console.log("Depois de editar: npm run build (confere o conteúdo e constrói o site).");
}
