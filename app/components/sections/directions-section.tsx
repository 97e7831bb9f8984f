import { buttonVariants } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { directions } from "#generated/directions.ts";
import { formatOpeningHours, site } from "#app/site/site.ts";
import { googleMapsRouteUrl, wazeRouteUrl } from "#app/lib/route-links.ts";
import { cn } from "#app/lib/utils.ts";
import { WhatsAppButton } from "./contact-buttons";

const { address } = site;
const routeLinks = [
  { href: googleMapsRouteUrl(), label: directions.googleMapsLabel },
  { href: wazeRouteUrl(), label: directions.wazeLabel },
];

/**
 * "Como chegar" (home and /corpo-clinico): the address, the hours, links that open the route in
 * Google Maps and Waze, parking and bus lines, all from content/clinica.yaml (the texts through
 * their own module, loaded with the page's view, not with every page). The route links only
 * navigate, in a new tab: no map, script or request of those services on the page.
 */
export function DirectionsSection({ className }: { className?: string }) {
  const facts = [
    {
      heading: directions.addressHeading,
      body: (
        <address className="not-italic">
          {address.street} – {address.district}
          <br />
          {address.city} – {address.state}, CEP {address.postalCode}
        </address>
      ),
    },
    {
      heading: directions.hoursHeading,
      body: site.hours.map((hours) => (
        <span key={hours.label} className="block">
          {formatOpeningHours(hours)}
        </span>
      )),
    },
    { heading: directions.parking.heading, body: directions.parking.text },
    { heading: directions.busLines.heading, body: directions.busLines.text },
  ];
  return (
    <section
      id="como-chegar"
      aria-labelledby="como-chegar-titulo"
      data-testid="directions"
      className={cn("bg-slate-50 py-12", className)}
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="como-chegar-titulo" className="text-2xl font-bold sm:text-3xl">
          {directions.heading}
        </h2>
        <div className="mt-6 grid gap-8 md:grid-cols-2">
          <dl className="space-y-5 text-lg text-slate-800">
            {facts.map((fact) => (
              <div key={fact.heading}>
                <dt className="font-semibold text-slate-900">{fact.heading}</dt>
                <dd className="mt-1">{fact.body}</dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap md:flex-col md:items-start">
            {routeLinks.map((link) => (
              <a
                key={link.href}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="route-link"
                className={buttonVariants({ variant: "outline" })}
              >
                <Icon name="map-pin" />
                {link.label}
                <span className="sr-only"> (abre em nova aba)</span>
              </a>
            ))}
            <WhatsAppButton label={directions.whatsappLabel} />
          </div>
        </div>
      </div>
    </section>
  );
}
