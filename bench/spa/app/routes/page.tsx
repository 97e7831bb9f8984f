import { loadPage } from "#app/routes/page.tsx";

/**
 * The site's page route without its build-time loader, which SPA mode forbids: every page of the
 * peer is rendered in the browser after its view and content load.
 */
export { default, meta } from "#app/routes/page.tsx";

export async function clientLoader({ request }: { request: Request }) {
  await loadPage(request.url);
  return null;
}
