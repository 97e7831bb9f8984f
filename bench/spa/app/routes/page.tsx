/**
 * The site's page route without its build-time loader, which SPA mode forbids: every page of the
 * peer is rendered in the browser after its view and content load.
 */
export { clientLoader, default, meta } from "#app/routes/page.tsx";
