import { site } from "#app/site/site.ts";

interface StreetAddress {
  street: string;
  district: string;
  city: string;
  state: string;
}

/** "Avenida Afonso Vaz de Melo, 640 - Barreiro, Belo Horizonte - MG": the address a maps search finds. */
export function routeDestination(address: StreetAddress = site.address): string {
  return `${address.street} - ${address.district}, ${address.city} - ${address.state}`;
}

/**
 * The route to the clinic in Google Maps, from the visitor's location to the written address
 * (the postal code, which the clinic has still to confirm, left out). Also the clinic's `hasMap`.
 */
export function googleMapsRouteUrl(address: StreetAddress = site.address): string {
  return site.routeLinkTemplates.googleMaps.replace("{destination}", encodeURIComponent(routeDestination(address)));
}

/** The route to the clinic in Waze, to its coordinates (content/clinica.yaml › address.geo). */
export function wazeRouteUrl(
  { latitude, longitude }: { latitude: number; longitude: number } = site.address.geo,
): string {
  return site.routeLinkTemplates.waze.replace("{latitude}", String(latitude)).replace("{longitude}", String(longitude));
}
