/**
 * The build's `nginx -t` (scripts/nginx-check.ts) on the config as the build renders it, from a
 * miniature build: valid as rendered, refused in one Portuguese line with a duplicate location
 * (a page named as one of nginx's), and skipped, saying so, on a machine without nginx.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { loadBudget } from "#tests/e2e/load-budget.ts";
import { productionNginxOptions, renderNginxServer } from "./deploy/nginx-site";
import { useMiniatureBuild } from "./deploy/testing/miniature-build";
import { checkNginxConfig, findNginx, nginxCheckOutcome } from "./nginx-check";

const build = useMiniatureBuild();
const rendered = () =>
  renderNginxServer(build.rules, {
    root: "/srv/clinica/client",
    ...productionNginxOptions("clinica.example"),
    leadRelayUpstream: "127.0.0.1:3000",
  });

describe("the build's nginx check", () => {
  // The test command installs nginx (scripts/test.ts): here it is required, not skipped.
  const nginx = findNginx();

  // Each check starts openssl and nginx, which wait for a core on a loaded machine: the time
  // allowed is measured here, many times what starting nginx takes now, never less than the
  // default. Measured while the tests are collected: Vitest fixes a test's timeout when it is
  // declared, so a vi.setConfig in a hook came too late and left them the default 5 s.
  const started = performance.now();
  spawnSync(nginx ?? "nginx", ["-v"], { stdio: "ignore" });
  const { pageMs: timeout } = loadBudget(performance.now() - started, {
    pageFactor: 100,
    floorMs: 5_000,
    ceilingMs: 120_000,
  });

  it("finds nginx where the test command installs it", () => {
    expect(nginx).toBeDefined();
  });

  it("passes the production config as rendered, certificate and log folder swapped for stand-ins", { timeout }, () => {
    expect(nginxCheckOutcome(checkNginxConfig(rendered(), nginx ?? null), "build/nginx.conf")).toEqual({
      ok: true,
      report: "nginx -t: build/nginx.conf is valid",
    });
  });

  it("stops on a duplicate location with one Portuguese line naming nginx's complaint", { timeout }, () => {
    const duplicated = rendered().replace(
      "location = /rum {",
      "location = /rum { return 404; }\n    location = /rum {",
    );
    const outcome = nginxCheckOutcome(checkNginxConfig(duplicated, nginx ?? null), "build/nginx.conf");
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.line).toMatch(
      /^O nginx recusaria a configuração gerada \(build\/nginx\.conf\): duplicate location "\/rum" \(linha \d+\)\.$/,
    );
  });

  it("says it was skipped where nginx is not installed", () => {
    expect(nginxCheckOutcome(checkNginxConfig(rendered(), null), "build/nginx.conf")).toEqual({
      ok: true,
      report: "skipped: nginx não está instalado neste computador",
    });
  });
});
