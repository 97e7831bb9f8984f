/**
 * Renders the nginx config of the current build for another machine, e.g.
 *   npx tsx scripts/nginx-config.ts --root /srv/clinica/build/client --server-name www.example.com > /etc/nginx/sites-enabled/clinica.conf
 * By default as build/nginx.conf: port 80 (IPv4 and IPv6) redirecting to https, the site on 443
 * with Let's Encrypt's certificate for the first server name (docs/operations-tls.md); give
 * --certificate and --certificate-key for another, or --no-tls behind a load balancer that ends
 * TLS (then --listen serves the site). Leads and the pages' speed beacons (/rum) are proxied to our
 * relay at --relay (default 127.0.0.1:3000) unless the build posts leads to an external
 * automation URL (VITE_LEAD_ENDPOINT) and no --relay is given.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { leadEndpointIsExternal } from "#server/http-policy.ts";
import {
  buildTimeSettings,
  defaultLeadRelayUpstream,
  loadSiteRules,
  productionNginxOptions,
  renderNginxServer,
  siteHost,
} from "./deploy-config";

const projectRoot = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    root: { type: "string", default: path.join(projectRoot, "build/client") },
    listen: { type: "string", multiple: true },
    certificate: { type: "string" },
    "certificate-key": { type: "string" },
    "no-tls": { type: "boolean", default: false },
    "acme-webroot": { type: "string" },
    relay: { type: "string" },
    "server-name": { type: "string" },
  },
});

const buildDir = path.join(projectRoot, "build");
// The CSP hashes come from the build on this machine, whatever root nginx will read it from.
const settings = buildTimeSettings(buildDir);
const rules = loadSiteRules(path.join(buildDir, "client"), settings);
const production = productionNginxOptions(values["server-name"]?.split(" ")[0] ?? siteHost(buildDir));
const tls = values["no-tls"]
  ? undefined
  : {
      certificate: values.certificate ?? production.tls!.certificate,
      certificateKey: values["certificate-key"] ?? production.tls!.certificateKey,
    };
process.stdout.write(
  renderNginxServer(rules, {
    root: path.resolve(values.root),
    listen: values.listen ?? production.listen,
    serverName: values["server-name"] ?? production.serverName,
    tls,
    acmeWebroot: tls ? (values["acme-webroot"] ?? production.acmeWebroot) : undefined,
    leadRelayUpstream: values.relay ?? (leadEndpointIsExternal(settings) ? undefined : defaultLeadRelayUpstream),
  }),
);
