/**
 * Renders the nginx `server {}` block of the current build for another machine, e.g.
 *   npx tsx scripts/nginx-config.ts --root /srv/clinica/client --listen 80 --server-name www.example.com > /etc/nginx/sites-enabled/clinica.conf
 * Leads and the pages' speed beacons (/rum) are proxied to our relay at --relay (default
 * 127.0.0.1:3000) unless the build posts leads to an external automation URL (VITE_LEAD_ENDPOINT)
 * and no --relay is given.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { leadEndpointIsExternal } from "#server/http-policy.ts";
import { buildTimeSettings, defaultLeadRelayUpstream, loadSiteRules, renderNginxServer } from "./deploy-config";

const projectRoot = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    root: { type: "string", default: path.join(projectRoot, "build/client") },
    listen: { type: "string", default: "80" },
    relay: { type: "string" },
    "server-name": { type: "string" },
  },
});

const buildDir = path.join(projectRoot, "build");
// The CSP hashes come from the build on this machine, whatever root nginx will read it from.
const settings = buildTimeSettings(buildDir);
const rules = loadSiteRules(path.join(buildDir, "client"), settings);
process.stdout.write(
  renderNginxServer(rules, {
    root: path.resolve(values.root),
    listen: values.listen,
    serverName: values["server-name"],
    leadRelayUpstream: values.relay ?? (leadEndpointIsExternal(settings) ? undefined : defaultLeadRelayUpstream),
  }),
);
