/** The site's own document and layout, for the client-rendered peer (bench/spa/react-router.config.ts). */
export { default, ErrorBoundary, Layout, links } from "#app/root.tsx";
