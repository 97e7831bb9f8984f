/** The editor's own pages (login, panel, publications), in Portuguese, plain HTML with no script. */
import type { ChangedFile, Publication } from "./publisher.ts";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const style = `
body{font-family:system-ui,sans-serif;margin:0;color:#1a1a1a;background:#f6f7f9;line-height:1.5}
main{max-width:46rem;margin:0 auto;padding:1.5rem}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2rem}
form{display:inline}
label{display:block;margin-top:1rem;font-weight:600}
input{font:inherit;padding:.6rem;width:100%;box-sizing:border-box;border:1px solid #888;border-radius:.4rem}
button,.botao{font:inherit;display:inline-block;margin:.4rem .4rem .4rem 0;padding:.6rem 1rem;border-radius:.4rem;border:1px solid #0b5cad;background:#0b5cad;color:#fff;text-decoration:none;cursor:pointer}
.secundario{background:#fff;color:#0b5cad}
.aviso{padding:.8rem 1rem;border-radius:.4rem;margin:1rem 0}
.erro{background:#fde8e8;border:1px solid #c81e1e}.ok{background:#e6f6ec;border:1px solid #1e7b3c}
.problemas li{margin:.3rem 0}
nav{display:flex;gap:1rem;flex-wrap:wrap;align-items:center;padding:.8rem 1.5rem;background:#fff;border-bottom:1px solid #ddd}
pre{background:#fff;border:1px solid #ddd;padding:.8rem;overflow:auto;font-size:.85rem}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}
`;

function layout(title: string, body: string, user?: { name: string }): string {
  const nav = user
    ? `<nav><strong>Editor do site</strong><a href="/">Painel</a><a href="/keystatic">Editar o conteúdo</a><a href="/publicacoes">Publicações</a><span>${escapeHtml(user.name)}</span><form method="post" action="/sair"><button class="secundario" type="submit">Sair</button></form></nav>`
    : "";
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Editor do site</title><style>${style}</style></head>
<body>${nav}<main>${body}</main></body></html>`;
}

export function loginPage(message?: string, email = ""): string {
  return layout(
    "Entrar",
    `<h1>Entrar no editor do site</h1>
${message ? `<p class="aviso erro" role="alert">${escapeHtml(message)}</p>` : ""}
<form method="post" action="/entrar" style="display:block">
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}">
<label for="senha">Senha</label><input id="senha" name="senha" type="password" autocomplete="current-password" required>
<button type="submit">Entrar</button>
</form>
<p>Esqueceu a senha? Peça a quem cuida do computador do site para criar uma nova.</p>`,
  );
}

const statusWord: Record<string, string> = { A: "novo", M: "alterado", D: "apagado" };

function fileList(files: ChangedFile[]): string {
  return `<ul>${files.map((file) => `<li>${escapeHtml(file.path)} (${statusWord[file.status] ?? file.status})</li>`).join("")}</ul>`;
}

export interface PanelState {
  user: { name: string };
  changed: ChangedFile[];
  busy?: string;
  preview?: { ok: boolean; at: string; problems: string[]; current: boolean };
  lastPublication?: Publication;
  canUndo: boolean;
  message?: { ok: boolean; title: string; lines: string[] };
}

export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString("pt-BR", {
    timeZone: "America/Sao_Paulo",
    dateStyle: "short",
    timeStyle: "short",
  });
}

export function panelPage(state: PanelState): string {
  const message = state.message
    ? `<div class="aviso ${state.message.ok ? "ok" : "erro"}" role="${state.message.ok ? "status" : "alert"}"><strong>${escapeHtml(state.message.title)}</strong>${
        state.message.lines.length
          ? `<ul class="problemas">${state.message.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`
          : ""
      }</div>`
    : "";
  const preview = state.preview;
  const previewPart = !preview
    ? "<p>Nenhuma pré-visualização feita ainda.</p>"
    : preview.ok
      ? `<p>Pré-visualização de ${formatWhen(preview.at)}${preview.current ? "" : " (o conteúdo mudou depois dela)"}: <a class="botao secundario" href="/pre-visualizar/">Abrir a pré-visualização</a></p>`
      : `<div class="aviso erro"><strong>A última pré-visualização (${formatWhen(preview.at)}) encontrou problemas:</strong><ul class="problemas">${preview.problems
          .map((line) => `<li>${escapeHtml(line)}</li>`)
          .join("")}</ul></div>`;
  const last = state.lastPublication;
  return layout(
    "Painel",
    `<h1>Olá, ${escapeHtml(state.user.name)}</h1>
${message}
${state.busy ? `<p class="aviso erro">${escapeHtml(state.busy)}</p>` : ""}
<h2>1. Editar</h2>
<p><a class="botao" href="/keystatic">Editar o conteúdo</a></p>
<h2>Alterações salvas e ainda não publicadas</h2>
${state.changed.length ? fileList(state.changed) : "<p>Nenhuma: o site publicado já mostra todo o conteúdo salvo.</p>"}
<h2>2. Pré-visualizar</h2>
<p>Monta o site inteiro com o conteúdo salvo, só para a equipe ver (leva um a dois minutos).</p>
<form method="post" action="/pre-visualizar"><button type="submit">Pré-visualizar</button></form>
${previewPart}
<h2>3. Publicar</h2>
<p>Confere o conteúdo, monta o site e o coloca no ar. Se algo estiver errado, nada muda no site e aparece aqui o motivo.</p>
<form method="post" action="/publicar"><button type="submit">Publicar</button></form>
<h2>Desfazer</h2>
${
  last
    ? `<p>Última: ${{ publicacao: "publicação", desfazer: "desfeita", restauracao: "versão restaurada" }[last.kind]} de ${escapeHtml(last.name)} em ${formatWhen(last.at)} (${escapeHtml(last.summary)}).</p>`
    : "<p>Nenhuma publicação feita pelo editor ainda.</p>"
}
${state.canUndo ? `<form method="post" action="/desfazer"><button class="secundario" type="submit">Desfazer a última publicação</button></form>` : ""}
<p><a href="/publicacoes">Ver todas as publicações</a></p>`,
    state.user,
  );
}

const kindTitle: Record<Publication["kind"], string> = {
  publicacao: "Publicação",
  desfazer: "Publicação desfeita",
  restauracao: "Versão restaurada",
};

/** "Restaurar esta versão": a form per publication that can be put back (not the one the site shows). */
const restoreForm = (p: Publication, restorable?: boolean) =>
  restorable
    ? `<form method="post" action="/restaurar"><input type="hidden" name="publicacao" value="${escapeHtml(p.id)}"><button class="secundario" type="submit">Restaurar esta versão</button></form>`
    : "";

export function publicationsPage(
  user: { name: string },
  items: { publication: Publication; diff: string; restorable?: boolean }[],
): string {
  const rows = items
    .map(
      ({ publication: p, diff, restorable }) => `<article>
<h2>${kindTitle[p.kind] ?? "Publicação"} · ${formatWhen(p.at)}</h2>
<p><strong>Quem:</strong> ${escapeHtml(p.name)} (${escapeHtml(p.email)})<br><strong>O que mudou:</strong> ${escapeHtml(p.summary)}${
        p.undone ? "<br><em>Esta publicação foi desfeita depois.</em>" : ""
      }<br><strong>Registro (commit):</strong> <code>${escapeHtml(p.commit.slice(0, 12))}</code>${p.push ? `<br>${escapeHtml(p.push)}` : ""}${p.deploy ? `<br>${escapeHtml(p.deploy)}` : ""}</p>
${fileList(p.files)}
<details><summary>Ver as diferenças nos arquivos</summary><pre>${escapeHtml(diff)}</pre></details>
${restoreForm(p, restorable)}
</article>`,
    )
    .join("\n");
  return layout("Publicações", `<h1>Publicações</h1>${rows || "<p>Nenhuma publicação ainda.</p>"}`, user);
}

export function messagePage(title: string, text: string, user?: { name: string }): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">Voltar ao painel</a></p>`,
    user,
  );
}
