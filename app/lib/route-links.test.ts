import { describe, expect, it } from "vitest";
import { site } from "#app/site/site.ts";
import { googleMapsRouteUrl, routeDestination, wazeRouteUrl } from "./route-links";

describe("route links", () => {
  it("opens Google Maps' route to the clinic's written address", () => {
    const url = new URL(googleMapsRouteUrl());
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/dir/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("destination")).toBe(routeDestination());
    expect(routeDestination()).toBe(
      `${site.address.street} - ${site.address.district}, ${site.address.city} - ${site.address.state}`,
    );
  });

  it("encodes the address, commas and accents included", () => {
    const address = { ...site.address, street: "Rua São João, 10", district: "Centro" };
    expect(googleMapsRouteUrl(address)).toContain("destination=Rua%20S%C3%A3o%20Jo%C3%A3o%2C%2010%20-%20Centro%2C");
  });

  it("opens Waze's route to the clinic's coordinates", () => {
    const url = new URL(wazeRouteUrl());
    expect(url.origin + url.pathname).toBe("https://waze.com/ul");
    expect(url.searchParams.get("ll")).toBe(`${site.address.geo.latitude},${site.address.geo.longitude}`);
    expect(url.searchParams.get("navigate")).toBe("yes");
    expect(wazeRouteUrl({ latitude: -19.5, longitude: -44 })).toBe("https://waze.com/ul?ll=-19.5%2C-44&navigate=yes");
  });
});
