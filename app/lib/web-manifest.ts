import { site } from "#app/site/site.ts";

/** The web app manifest (site.webmanifest), written at build time from the site configuration. */
export function webManifest() {
  return {
    name: site.name,
    short_name: site.shortName,
    lang: site.language,
    start_url: "/",
    display: "browser",
    theme_color: site.colors.theme,
    background_color: site.colors.background,
    icons: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml" }],
  };
}
