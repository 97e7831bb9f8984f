import { describe, expect, it } from "vitest";
import { buildMeta } from "#app/lib/meta.ts";
import { pages } from "#app/site/registry.ts";
import { site } from "#app/site/site.ts";
import { buildRumBeacon, deviceClass, MOBILE_MEDIA_QUERY, recordMetric, rumRoute, type RumValues } from "./rum";
import { rumEndpoint } from "#shared/rum.ts";

describe("rumRoute", () => {
  it("is the registry path of every page, read from the canonical link its head carries", () => {
    for (const page of pages) {
      const meta = { title: page.label, description: page.label, keywords: [] };
      const canonical = buildMeta({ path: page.path, meta }).find(
        (descriptor) => "rel" in descriptor && descriptor.rel === "canonical",
      ) as { href: string } | undefined;
      expect(canonical, page.path).toBeDefined();
      expect(rumRoute(canonical!.href), page.path).toBe(page.path);
    }
  });

  it("is “other” without a canonical link (the not-found page) or with one that is no page of the site", () => {
    for (const href of [
      undefined,
      null,
      "",
      `${site.url}`,
      `${site.url}/psiquiatra/x`,
      `${site.url}/psiquiatra?x=1`,
      `${site.url}/PSIQUIATRA`,
      "https://outro.example.com/psiquiatra",
      `${site.url}.evil.example/psiquiatra`,
    ])
      expect(rumRoute(href), String(href)).toBe("other");
  });
});

describe("rumEndpoint", () => {
  it("is our relay's /rum when leads go to it, on the pages' origin", () => {
    expect(rumEndpoint("/webhook/agendamento")).toBe("/rum");
  });

  it("is none when leads go straight to an external URL: no relay of ours takes beacons there", () => {
    expect(rumEndpoint("https://automacao.example.com/webhook/agendamento")).toBeNull();
    expect(rumEndpoint("http://127.0.0.1:5678/webhook/x")).toBeNull();
  });
});

describe("deviceClass", () => {
  it("is mobile in the phone layout, desktop otherwise, from one media query", () => {
    const asked: string[] = [];
    const view = (matches: boolean) => ({
      matchMedia: (query: string) => {
        asked.push(query);
        return { matches } as MediaQueryList;
      },
    });
    expect(deviceClass(view(true))).toBe("mobile");
    expect(deviceClass(view(false))).toBe("desktop");
    expect(asked).toEqual([MOBILE_MEDIA_QUERY, MOBILE_MEDIA_QUERY]);
  });
});

describe("the beacon", () => {
  const measured = (...metrics: { name: "LCP" | "INP" | "CLS" | "TTFB" | "FCP"; value: number }[]) => {
    const values: RumValues = {};
    for (const metric of metrics) recordMetric(values, metric);
    return values;
  };

  it("carries the route, the device and the four values, rounded; nothing else", () => {
    const values = measured(
      { name: "TTFB", value: 212.4 },
      { name: "FCP", value: 800 },
      { name: "LCP", value: 1000 },
      // The latest report of a metric wins (web-vitals reports LCP again after a bigger paint).
      { name: "LCP", value: 1834.56 },
      { name: "INP", value: 96 },
      { name: "CLS", value: 0.0123456 },
    );
    const beacon = buildRumBeacon("/psiquiatra", "mobile", values);
    expect(beacon).toEqual({ route: "/psiquiatra", device: "mobile", lcp: 1835, inp: 96, cls: 0.0123, ttfb: 212 });
    expect(Object.keys(beacon!)).toEqual(["route", "device", "lcp", "inp", "cls", "ttfb"]);
  });

  it("leaves out what was not measured, and what the relay would refuse; none left, no beacon", () => {
    expect(buildRumBeacon("/", "desktop", measured({ name: "TTFB", value: 90 }))).toEqual({
      route: "/",
      device: "desktop",
      ttfb: 90,
    });
    expect(
      buildRumBeacon(
        "/",
        "desktop",
        measured(
          { name: "LCP", value: 500_000 },
          { name: "CLS", value: -1 },
          { name: "INP", value: Number.NaN },
          {
            name: "TTFB",
            value: 300,
          },
        ),
      ),
    ).toEqual({ route: "/", device: "desktop", ttfb: 300 });
    expect(buildRumBeacon("/", "desktop", measured({ name: "FCP", value: 900 }))).toBeNull();
    expect(buildRumBeacon("/", "desktop", measured({ name: "LCP", value: Infinity }))).toBeNull();
  });
});
