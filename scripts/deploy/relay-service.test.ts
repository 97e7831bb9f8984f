import { describe, expect, it } from "vitest";
import { loadEnv } from "#server/env.ts";
import { renderNginxServer } from "./nginx-site";
import { defaultLeadRelayUpstream, relayBehindNginxEnv, renderRelayService } from "./relay-service";
import { useMiniatureBuild } from "./testing/miniature-build";
import { exposureScore, systemdAnalyzeAvailable, withUnitFiles } from "./testing/systemd-analyze";

const build = useMiniatureBuild();

describe("the relay's systemd unit", () => {
  it("renders a systemd unit that starts the relay on 127.0.0.1 trusting nginx there, at nginx's upstream", () => {
    const unit = renderRelayService("/srv/clinica");
    expect(unit).toContain("WorkingDirectory=/srv/clinica");
    expect(unit).toContain("Environment=HOST=127.0.0.1");
    expect(unit).toContain("Environment=TRUST_PROXY=127.0.0.1");
    expect(unit).toContain("UMask=0077");
    // Straight at node, no npm or shell in between; settings from root's 0600 file.
    // The project's own Node 24 (scripts/node-version.test.ts checks it is there and 24).
    expect(unit).toContain("ExecStart=/srv/clinica/node_modules/.bin/node /srv/clinica/build/relay/index.js");
    expect(unit).toContain("EnvironmentFile=-/etc/clinica/relay.env");
    expect(unit).toContain("ProtectSystem=strict");
    expect(unit).toContain("ReadWritePaths=/srv/clinica/data");
    // What the unit sets is what the server accepts, and where nginx proxies leads to.
    const env = loadEnv(relayBehindNginxEnv);
    expect(env.TRUST_PROXY).toEqual(["127.0.0.1"]);
    expect(`${env.HOST}:${env.PORT}`).toBe(defaultLeadRelayUpstream);
    expect(
      renderNginxServer(build.rules, {
        root: "/srv/clinica/client",
        listen: "80",
        leadRelayUpstream: defaultLeadRelayUpstream,
      }),
    ).toContain(`proxy_pass http://${defaultLeadRelayUpstream};`);
    expect(() => renderRelayService("srv/clinica")).toThrow(/absolute path/);
  });

  it("renders a systemd unit that systemd-analyze rates OK (2.0 or less)", () => {
    if (!systemdAnalyzeAvailable()) return;
    withUnitFiles({ "clinica-relay.service": renderRelayService("/srv/clinica") }, ([file]) => {
      const { score, report } = exposureScore(file!);
      expect(score, report).toBeLessThanOrEqual(2.0);
    });
  });
});
