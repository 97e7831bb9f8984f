/**
 * The privacy policy promises the team an alert 7 days before an undelivered lead is deleted
 * (server/leads/retention.ts); without ALERT_WEBHOOK_URL that alert is only a log line nobody
 * reads. A publication build (the site the public uses, PUBLICATION_BUILD=1) that takes its leads
 * itself therefore does not start without one; a demonstration build, or a site whose leads go
 * straight to an external automation URL (the relay keeps none), starts as before.
 */
import type { ServerEnv } from "../env";
import { isPublicationBuild, leadEndpointIsExternal } from "../http-policy";

/** Why the relay must not start as set, in one paragraph naming the variable; undefined when it may. */
export function missingAlertChannel(
  env: Pick<ServerEnv, "PUBLICATION_BUILD" | "VITE_LEAD_ENDPOINT" | "ALERT_WEBHOOK_URL">,
): string | undefined {
  if (!isPublicationBuild(env) || leadEndpointIsExternal(env) || env.ALERT_WEBHOOK_URL) return undefined;
  return [
    "ALERT_WEBHOOK_URL: not set, and this is a publication build that keeps its leads.",
    "The privacy policy promises the team an alert before an undelivered lead is deleted; set",
    "ALERT_WEBHOOK_URL (in /etc/clinica/relay.env) to the team's alert channel and start again.",
  ].join("\n");
}
