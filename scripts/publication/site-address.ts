/**
 * The site's address a publication is built for (VITE_SITE_URL): the sitemap, the canonical links
 * and the structured data name it, so a publication without it would name the placeholder domain
 * of app/site/site.ts. Not content: whoever administers the server sets it, for the editor's
 * publications in the editor's environment file (docs/go-live.md, step 5).
 */
import type { PublicationItem } from "./item";

/** The site's address: a https origin with a real host name, or one item for whoever administers the server. */
export function siteAddressItems(siteUrl: string | undefined): PublicationItem[] {
  const item = (message: string): PublicationItem[] => [
    { message, who: "quem administra o servidor", file: "/etc/clinica/editor.env", field: "VITE_SITE_URL" },
  ];
  const example = "ex.: VITE_SITE_URL=https://www.suaclinica.com.br";
  if (!siteUrl?.trim())
    return item(
      `Endereço do site: a publicação não sabe o endereço real do site (${example}, em /etc/clinica/editor.env no servidor); sem ele o mapa do site e o Google recebem o endereço de exemplo.`,
    );
  let url: URL | undefined;
  try {
    url = new URL(siteUrl.trim());
  } catch {
    url = undefined;
  }
  if (url?.protocol === "https:" && url.hostname.includes(".") && url.pathname === "/" && !url.search && !url.hash)
    return [];
  return item(
    `Endereço do site: “${siteUrl}” não é o endereço de um site (https:// e o nome, sem caminho; ${example}).`,
  );
}
