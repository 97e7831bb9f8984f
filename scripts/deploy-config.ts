/**
 * The deploy files of a build, generated from what our server applies in code: the page registry
 * (routes and `.html` aliases), server/http-policy.ts (cache lifetimes, security headers, content
 * security policy) and the built pages themselves, read through server/static-site.ts so each
 * page's inline-script hashes are exactly the ones our server sends. One module per target:
 *
 *   build/client/_headers, build/client/_redirects   Netlify and Cloudflare Pages   deploy/static-host.ts
 *   build/nginx.conf                                 one `server {}` block for nginx deploy/nginx-site.ts
 *   build/relay.service                              the relay's systemd unit       deploy/relay-service.ts
 *   build/editor-nginx.conf, build/editor.service    the editor service's           deploy/editor-service.ts
 *   build/nginx-logrotate.conf, build/journald@…     the logs' retention            deploy/log-retention.ts
 *   build/clinica-leads-backup.{service,timer}       the daily lead-store copy      deploy/leads-backup-timer.ts
 *
 * deploy/site-rules.ts reads the build into the rules the first two render. The render functions
 * are pure; `loadSiteRules` and `writeDeployConfigs` (below, the last build step) read and write
 * the build.
 */
import fs from "node:fs";
import path from "node:path";
import { leadEndpointIsExternal } from "#server/http-policy.ts";
import { readPublicSettings } from "#server/public-settings.ts";
import { editorHostSetting, renderEditorNginxServer, renderEditorService } from "./deploy/editor-service";
import { leadsBackupUnitName, renderLeadsBackupService, renderLeadsBackupTimer } from "./deploy/leads-backup-timer";
import { journalNamespace, renderJournaldNamespace, renderNginxLogrotate } from "./deploy/log-retention";
import { productionNginxOptions, renderNginxServer } from "./deploy/nginx-site";
import { defaultLeadRelayUpstream, renderRelayService } from "./deploy/relay-service";
import { buildTimeSettings, loadSiteRules, siteHost } from "./deploy/site-rules";
import { renderHeadersFile, renderRedirectsFile } from "./deploy/static-host";

export * from "./deploy/editor-nginx";
export * from "./deploy/editor-service";
export * from "./deploy/leads-backup-timer";
export * from "./deploy/nginx-tls";
export * from "./deploy/log-retention";
export * from "./deploy/nginx-site";
export * from "./deploy/relay-service";
export * from "./deploy/site-rules";
export * from "./deploy/static-host";

/**
 * The last build step: writes _headers and _redirects into the client dir, build/nginx.conf and
 * build/relay.service, the editor's (build/editor-nginx.conf, build/editor.service), and the logs'
 * retention (build/journald@clinica.conf, build/nginx-logrotate.conf) and the daily backup's
 * service and timer.
 */
export function writeDeployConfigs(
  buildDir = path.resolve(import.meta.dirname, "../build"),
  /** Where the build will be served from once published (scripts/build.ts builds aside, then swaps). */
  publishDir = buildDir,
): string {
  const clientDir = path.join(buildDir, "client");
  const settings = buildTimeSettings(buildDir);
  const rules = loadSiteRules(clientDir, settings);
  fs.writeFileSync(path.join(clientDir, "_headers"), renderHeadersFile(rules));
  fs.writeFileSync(path.join(clientDir, "_redirects"), renderRedirectsFile(rules));
  fs.writeFileSync(
    path.join(buildDir, "nginx.conf"),
    renderNginxServer(rules, {
      root: path.join(publishDir, "client"),
      ...productionNginxOptions(siteHost(buildDir)),
      leadRelayUpstream: leadEndpointIsExternal(settings) ? undefined : defaultLeadRelayUpstream,
    }),
  );
  fs.writeFileSync(path.join(buildDir, "relay.service"), renderRelayService(path.dirname(publishDir)));
  const editorHost = editorHostSetting(path.resolve(import.meta.dirname, ".."));
  fs.writeFileSync(path.join(buildDir, "editor-nginx.conf"), renderEditorNginxServer({ editorHost }));
  fs.writeFileSync(
    path.join(buildDir, "editor.service"),
    renderEditorService(
      path.dirname(publishDir),
      editorHost,
      undefined,
      readPublicSettings(buildDir).VITE_SITE_URL ?? undefined,
    ),
  );
  fs.writeFileSync(path.join(buildDir, `journald@${journalNamespace}.conf`), renderJournaldNamespace());
  fs.writeFileSync(
    path.join(buildDir, "nginx-logrotate.conf"),
    renderNginxLogrotate(readPublicSettings(buildDir).ACCESS_LOG_DAYS),
  );
  fs.writeFileSync(
    path.join(buildDir, `${leadsBackupUnitName}.service`),
    renderLeadsBackupService(path.dirname(publishDir)),
  );
  fs.writeFileSync(path.join(buildDir, `${leadsBackupUnitName}.timer`), renderLeadsBackupTimer());
  return `_headers, _redirects (${rules.pages.length} pages and aliases), ../nginx.conf, ../relay.service, ../editor-nginx.conf, ../editor.service, ../journald@${journalNamespace}.conf, ../nginx-logrotate.conf, ../${leadsBackupUnitName}.service and .timer`;
}
