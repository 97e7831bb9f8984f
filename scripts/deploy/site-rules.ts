/**
 * What the host rules are made of (scripts/deploy-config.ts writes them): the pages, the not-found
 * page and every other file of a build, read the way our server reads it (server/static-site.ts),
 * with the cache lifetimes, CSPs and headers of server/http-policy.ts; and the settings the build
 * was made with.
 */
import { pageUrlPaths } from "#app/site/registry.ts";
import { site } from "#app/site/site.ts";
import type { ServerEnv } from "#server/env.ts";
import {
  cspOptionsFrom,
  errorCacheControl,
  indexingHeaders,
  isPublicationBuild,
  securityHeaders,
} from "#server/http-policy.ts";
import { notFoundPageFile, prerenderedFile } from "#server/build-layout.ts";
import { readPublicSettings } from "#server/public-settings.ts";
import { loadStaticSite, type StaticSite } from "#server/static-site.ts";
import { RUM_PATH } from "#shared/rum.ts";

/** The settings that change the rules: where leads go, whether the tag manager loads, whether it is a publication build. */
export type DeploySettings = Pick<
  ServerEnv,
  "AUTOMATION_ID" | "VITE_LEAD_ENDPOINT" | "VITE_GTM_ID" | "PUBLICATION_BUILD"
>;

export interface PageRule {
  /** A clean page path or its `.html` alias. */
  urlPath: string;
  /** The prerendered file that answers it, as a path under the client dir (`/x/index.html`). */
  file: string;
  cacheControl: string;
  csp: string;
}

export interface SiteRules {
  /** Every page and alias, in registry order. */
  pages: PageRule[];
  notFound: { file: string; cacheControl: string; csp: string };
  /** Every other file of the build (`/assets/…`, `/favicon.svg`, …) with its cache lifetime. */
  files: { urlPath: string; cacheControl: string }[];
  /** Where the browser posts leads when our relay receives them: `/webhook/<AUTOMATION_ID>`. */
  leadRelayPath: string;
  /** Where the pages send their speed beacons when our relay receives leads (app/lib/rum.ts). */
  rumPath: string;
  /** Headers of every answer: the security headers and, in a demonstration build, X-Robots-Tag: noindex. */
  headers: Readonly<Record<string, string>>;
}

/** The rules of a loaded site; `site` must have been loaded with `cspOptionsFrom(settings)`. */
function siteRulesFrom(site: StaticSite, settings: DeploySettings): SiteRules {
  if (!site.notFound.csp) throw new Error("The loaded site's not-found page has no CSP");
  return {
    pages: pageUrlPaths().map((urlPath) => {
      const resource = site.pages.get(urlPath);
      if (!resource?.csp) throw new Error(`The loaded site has no page at ${urlPath}`);
      return { urlPath, file: prerenderedFile(urlPath), cacheControl: resource.cacheControl, csp: resource.csp };
    }),
    notFound: { file: notFoundPageFile, cacheControl: errorCacheControl, csp: site.notFound.csp },
    files: [...site.files].map(([urlPath, resource]) => ({ urlPath, cacheControl: resource.cacheControl })),
    leadRelayPath: `/webhook/${settings.AUTOMATION_ID}`,
    rumPath: RUM_PATH,
    headers: { ...securityHeaders, ...indexingHeaders(isPublicationBuild(settings)) },
  };
}

/** Reads the build the way our server does and derives its rules. */
export function loadSiteRules(clientDir: string, settings: DeploySettings): SiteRules {
  return siteRulesFrom(loadStaticSite(clientDir, cspOptionsFrom(settings)), settings);
}

/** `x-content-type-options` → `X-Content-Type-Options`, as host docs and people write them. */
export function headerName(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => dash + letter.toUpperCase());
}

/** The settings the pages were built with, as the build recorded them (server/public-settings.ts). */
export function buildTimeSettings(buildDir: string): DeploySettings {
  const { AUTOMATION_ID, VITE_LEAD_ENDPOINT, VITE_GTM_ID, PUBLICATION_BUILD } = readPublicSettings(buildDir);
  return {
    AUTOMATION_ID,
    VITE_LEAD_ENDPOINT: VITE_LEAD_ENDPOINT ?? undefined,
    VITE_GTM_ID: VITE_GTM_ID ?? undefined,
    PUBLICATION_BUILD: PUBLICATION_BUILD ?? undefined,
  };
}

/** The host name of the site the pages were built for (VITE_SITE_URL, or the site's own). */
export function siteHost(buildDir: string): string {
  return new URL(readPublicSettings(buildDir).VITE_SITE_URL ?? site.url).hostname;
}
