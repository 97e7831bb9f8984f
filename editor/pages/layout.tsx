/**
 * The frame of the editor's own pages (login, panel, publications, messages): Portuguese, no
 * script, rendered on the server by react-dom/server, which escapes every text it is given.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** Constant text of this file, never anything typed by someone (the CSP allows inline styles). */
const style = `
body{font-family:system-ui,sans-serif;margin:0;color:#1a1a1a;background:#f6f7f9;line-height:1.5}
main{max-width:46rem;margin:0 auto;padding:1.5rem}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2rem}
form{display:inline}
label{display:block;margin-top:1rem;font-weight:600}
input{font:inherit;padding:.6rem;width:100%;box-sizing:border-box;border:1px solid #888;border-radius:.4rem}
button,.botao{font:inherit;display:inline-block;margin:.4rem .4rem .4rem 0;padding:.6rem 1rem;border-radius:.4rem;border:1px solid #0b5cad;background:#0b5cad;color:#fff;text-decoration:none;cursor:pointer}
button:disabled{background:#c9ced6;border-color:#c9ced6;color:#333;cursor:not-allowed}
.secundario{background:#fff;color:#0b5cad}
.aviso{padding:.8rem 1rem;border-radius:.4rem;margin:1rem 0}
.erro{background:#fde8e8;border:1px solid #c81e1e}.ok{background:#e6f6ec;border:1px solid #1e7b3c}
.atencao{background:#fff6db;border:1px solid #a86b00}.info{background:#e8f0fb;border:1px solid #0b5cad}
.problemas li{margin:.3rem 0}
.passos{list-style:none;padding-left:0}.passos li{margin:.2rem 0}
.passos [aria-current]{font-weight:700}.passos .feito{color:#1e7b3c}.passos .depois{color:#666}
nav{display:flex;gap:1rem;flex-wrap:wrap;align-items:center;padding:.8rem 1.5rem;background:#fff;border-bottom:1px solid #ddd}
details{margin:.5rem 0}summary{cursor:pointer;color:#0b5cad}
pre{background:#fff;border:1px solid #ddd;padding:.8rem;overflow:auto;font-size:.85rem}
article{border-bottom:1px solid #ddd;padding-bottom:1rem}
`;

export interface LayoutProps {
  title: string;
  /** The person logged in: the navigation is shown to her only. */
  user?: { name: string };
  /** Reload the page after this many seconds (the panel while a publish runs: no script needed). */
  refreshSeconds?: number;
  children: ReactNode;
}

function Navigation({ user }: { user: { name: string } }) {
  return (
    <nav aria-label="Editor do site">
      <strong>Editor do site</strong>
      <a href="/">Painel</a>
      <a href="/keystatic">Editar o conteúdo</a>
      <a href="/publicacoes">Publicações</a>
      <span>{user.name}</span>
      <form method="post" action="/sair">
        <button className="secundario" type="submit">
          Sair
        </button>
      </form>
    </nav>
  );
}

export function Layout({ title, user, refreshSeconds, children }: LayoutProps) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        {refreshSeconds ? <meta httpEquiv="refresh" content={String(refreshSeconds)} /> : null}
        <title>{`${title} · Editor do site`}</title>
        <style dangerouslySetInnerHTML={{ __html: style }} />
      </head>
      <body>
        {user ? <Navigation user={user} /> : null}
        <main>{children}</main>
      </body>
    </html>
  );
}

/** A whole page as the editor sends it. */
export function renderPage(page: ReactNode): string {
  return `<!doctype html>\n${renderToStaticMarkup(page)}`;
}

/** "01/12/2026, 10:32" on the clinic's clock, whatever the machine's. */
export function formatWhen(iso: string | number): string {
  return new Date(iso).toLocaleString("pt-BR", {
    timeZone: "America/Sao_Paulo",
    dateStyle: "short",
    timeStyle: "short",
  });
}

/** "25 s", "1 min 40 s": how long something took or has been running. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const rest = seconds % 60;
  return rest ? `${Math.floor(seconds / 60)} min ${rest} s` : `${Math.floor(seconds / 60)} min`;
}
