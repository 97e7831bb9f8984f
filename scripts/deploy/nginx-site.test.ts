import { describe, expect, it } from "vitest";
import { renderNginxServer } from "./nginx-site";
import { renderHeadersFile, renderRedirectsFile } from "./static-host";
import { parseHeadersFile, parseRedirectsFile, useMiniatureBuild } from "./testing/miniature-build";

const build = useMiniatureBuild();

describe("nginx server block", () => {
  const render = (options: Partial<Parameters<typeof renderNginxServer>[1]> = {}) =>
    renderNginxServer(build.rules, {
      root: "/srv/clinica/client",
      listen: "127.0.0.1:8080",
      leadRelayUpstream: "127.0.0.1:3000",
      ...options,
    });

  it("has an exact location serving each page and alias from its file, with its CSP", () => {
    const config = render();
    for (const page of build.rules.pages) {
      const location = new RegExp(
        `location = ${page.urlPath.replace(/[.]/g, "\\.")} \\{\\n\\s+try_files ${page.file.replace(/[.]/g, "\\.")} =404;\\n[^}]*Content-Security-Policy "${page.csp.replace(/[.+*?()[\]|/]/g, "\\$&")}" always;`,
      );
      expect(config, page.urlPath).toMatch(location);
    }
  });

  it("answers /index.html with the home page's file, caching and CSP, as static hosts do by themselves", () => {
    const home = build.rules.pages.find((page) => page.urlPath === "/")!;
    expect(build.rules.pages.find((page) => page.urlPath === "/index.html")).toEqual({
      ...home,
      urlPath: "/index.html",
    });
    expect(render()).toContain("location = /index.html {\n        try_files /index.html =404;");
    const headers = parseHeadersFile(renderHeadersFile(build.rules)).get("/index.html");
    expect(headers?.get("content-security-policy")).toBe(home.csp);
    expect(parseRedirectsFile(renderRedirectsFile(build.rules)).map(([source]) => source)).not.toContain("/index.html");
  });

  it("redirects each clean page's trailing slash and answers unknown paths with the internal not-found page", () => {
    const config = render();
    expect(config).toContain("location = /psiquiatra/ { return 308 /psiquiatra$is_args$args; }");
    expect(config).toContain("error_page 404 /404.html;");
    expect(config).toMatch(/location = \/404\.html \{\n\s+internal;/);
  });

  it("proxies the lead endpoint to the relay with a 16 KiB body limit, only when given a relay", () => {
    expect(render()).toMatch(
      /location = \/webhook\/agendamento \{\n\s+client_max_body_size 16k;\n\s+proxy_pass http:\/\/127\.0\.0\.1:3000;/,
    );
    expect(render({ leadRelayUpstream: undefined })).not.toContain("/webhook/");
  });

  it("proxies the speed beacons to the same relay with its 2 KiB limit, the client's own address and no nginx access log, only when given a relay", () => {
    const config = render();
    const rum = /location = \/rum \{\n([^}]*)\}/.exec(config)?.[1] ?? "";
    expect(rum).toMatch(/^\s+client_max_body_size 2k;\n\s+access_log off;\n\s+proxy_pass http:\/\/127\.0\.0\.1:3000;/);
    expect(rum).toContain("proxy_set_header X-Forwarded-For $remote_addr;");
    expect(render({ leadRelayUpstream: undefined })).not.toContain("/rum");
  });

  it("sends X-Robots-Tag: noindex on every answer of a demonstration build, pages and relay alike", () => {
    const config = render();
    const serverLevel = config.split("\n").filter((line) => /^ {4}add_header/.test(line));
    expect(serverLevel).toContain('    add_header X-Robots-Tag "noindex" always;');
    for (const page of build.rules.pages) {
      const location = new RegExp(`location = ${page.urlPath.replace(/[.]/g, "\\.")} \\{\\n([^}]*)\\}`).exec(
        config,
      )?.[1];
      expect(location, page.urlPath).toContain('add_header X-Robots-Tag "noindex" always;');
    }
    expect(/location = \/webhook\/agendamento \{\n([^}]*)\}/.exec(config)?.[1]).toContain(
      "proxy_hide_header X-Robots-Tag;",
    );
  });

  it("writes its access logs in the privacy policy's fields, never the user agent, query or Referer", () => {
    const config = render();
    const formats = config.split("\n").filter((line) => line.startsWith("log_format "));
    expect(formats).toEqual([
      "log_format clinica_paginas '$remote_addr [$time_iso8601] $request_method $clinica_request_path $status';",
      "log_format clinica_acesso '$remote_addr [$time_iso8601] $request_method $status';",
    ]);
    // The requested path up to the "?": never the query (tests/e2e/nginx.test.ts reads the lines nginx writes).
    expect(config).toContain('map $request_uri $clinica_request_path { "~^(?<clinica_path>[^?]*)" $clinica_path; }');
    // http context: before the server block; the access_log lines open it.
    expect(config.indexOf("map $request_uri")).toBeLessThan(config.indexOf("log_format"));
    expect(config.indexOf("log_format")).toBeLessThan(config.indexOf("server {"));
    expect(config).toMatch(
      /server \{\n\s+access_log "\/var\/log\/clinica-nginx\/paginas\.log" clinica_paginas;\n\s+access_log "\/var\/log\/clinica-nginx\/acesso\.log" clinica_acesso;\n/,
    );
    expect(formats.join("\n")).not.toMatch(
      /\$http_user_agent|\$http_referer|\$request_uri|\$args|\$query_string|\$request\b/,
    );
    expect(config.match(/access_log /g)).toHaveLength(3); // the two above and `access_log off` for /rum
  });

  it("logs port 80 as port 443, with an error log of its own that never takes the rate limit's refusals", () => {
    const config = render({
      listen: ["80", "[::]:80"],
      tls: { certificate: "/etc/ssl/clinica.pem", certificateKey: "/etc/ssl/clinica.key" },
    });
    const servers = config.split(/^server \{$/m).slice(1);
    expect(servers).toHaveLength(2);
    for (const server of servers) {
      expect(server).toContain('access_log "/var/log/clinica-nginx/paginas.log" clinica_paginas;');
      expect(server).toContain('access_log "/var/log/clinica-nginx/acesso.log" clinica_acesso;');
      expect(server).toContain('error_log "/var/log/clinica-nginx/erros.log" warn;');
      // A refusal is logged at info, below the log's level: no address or Referer kept for it.
      expect(server).toContain("limit_req_log_level info;");
    }
    expect(servers[1]).toContain("location / { return 308 https://$host$request_uri; }");
  });

  it("refuses values that would change the config's meaning", () => {
    expect(() => render({ root: "relative/client" })).toThrow(/absolute/);
    expect(() => render({ root: '/srv/a"; include /etc/passwd; "' })).toThrow(/Cannot put/);
    expect(() => render({ root: "/srv/$x" })).toThrow(/Cannot put/);
    expect(() => render({ listen: "80; root /" })).toThrow(/listen address/);
    expect(() => render({ leadRelayUpstream: "evil.example.com/x" })).toThrow(/upstream/);
  });
});
