/**
 * Every location nginx's generated config adds beside the pages is an address no page may take
 * (shared/system-paths.ts): a page named `rum` made `nginx -t` fail with a duplicate location.
 */
import { describe, expect, it } from "vitest";
import { reservedPathOf } from "#shared/system-paths.ts";
import { productionNginxOptions, renderNginxServer } from "./nginx-site";
import { useMiniatureBuild } from "./testing/miniature-build";

const build = useMiniatureBuild();

describe("nginx's own locations", () => {
  it("are each a page of the build or reserved", () => {
    const config = renderNginxServer(build.rules, {
      root: "/srv/clinica/client",
      ...productionNginxOptions("clinica.example"),
      tls: { certificate: "/etc/ssl/c.pem", certificateKey: "/etc/ssl/c.key" },
      leadRelayUpstream: "127.0.0.1:3000",
    });
    const pagePaths = new Set(build.rules.pages.flatMap((page) => [page.urlPath, `${page.urlPath}/`]));
    const locations = [...config.matchAll(/location (?:= |\^~ )?(\/\S*) \{/g)].map((match) => match[1]!);
    expect(locations).toEqual(expect.arrayContaining(["/rum", "/webhook/agendamento", "/assets/", "/404.html"]));
    for (const location of locations.filter((path) => path !== "/" && !pagePaths.has(path)))
      expect(reservedPathOf(location), location).toBeDefined();
  });
});
