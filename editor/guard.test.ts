import { describe, expect, it } from "vitest";
import { isAllowedHost, ownOrigins, writeRefusal } from "./guard.ts";

const origins = ownOrigins(3001, "editor.clinica.example");

describe("the editor's write check", () => {
  it("lets a write from its own page through", () => {
    expect(writeRefusal({ origin: "http://127.0.0.1:3001", "sec-fetch-site": "same-origin" }, origins)).toBeUndefined();
    expect(writeRefusal({ origin: "https://editor.clinica.example" }, origins)).toBeUndefined();
  });

  it("refuses a cross-site write, by Sec-Fetch-Site or by Origin, and a write showing neither", () => {
    expect(writeRefusal({ origin: "https://evil.example", "sec-fetch-site": "cross-site" }, origins)).toBe(
      "Pedido vindo de outro site: recusado.",
    );
    expect(writeRefusal({ "sec-fetch-site": "same-site" }, origins)).toBe("Pedido vindo de outro site: recusado.");
    expect(writeRefusal({ origin: "https://evil.example" }, origins)).toBe("Origem não permitida.");
    expect(writeRefusal({ origin: "null" }, origins)).toBe("Origem não permitida.");
    // The editor's host name is served over TLS only: its http:// origin is someone else's page.
    expect(writeRefusal({ origin: "http://editor.clinica.example" }, origins)).toBe("Origem não permitida.");
    expect(writeRefusal({}, origins)).toBe("Pedido sem origem: recusado.");
  });

  it("answers only to its own host names", () => {
    expect(isAllowedHost("127.0.0.1:3001", 3001, undefined)).toBe(true);
    expect(isAllowedHost("editor.clinica.example", 3001, "editor.clinica.example")).toBe(true);
    expect(isAllowedHost("attacker.example", 3001, "editor.clinica.example")).toBe(false);
    expect(isAllowedHost(undefined, 3001, undefined)).toBe(false);
  });
});
