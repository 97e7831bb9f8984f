import { AccessibilitySymbol } from "#app/components/ui/accessibility-symbol.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { WrappableAddress } from "#app/components/ui/wrappable-address.tsx";
import type { IconSymbol } from "#app/lib/icons.ts";
import { technicalDirector } from "#app/site/clinical-staff.ts";
import { menuLabels, pageByPath, specialtyPages } from "#app/site/registry.ts";
import { formatOpeningHours, site } from "#app/site/site.ts";
import { bookingNumbers, defaultBookingContacts, mailtoUrl } from "#app/lib/booking-links.ts";
import { technicalDirectorLine } from "#app/lib/professionals.ts";
import { copyrightYears } from "#app/lib/copyright-years.ts";
import { whereAndWhenLink } from "#app/components/sections/where-and-when.tsx";
import { ExamResultsLink } from "./exam-results-link";

const socialIcons: Record<string, IconSymbol> = { Instagram: "instagram", Facebook: "facebook" };

const quickLinkPaths = [
  "/",
  "/especialidades",
  "/exames-laboratoriais",
  "/exames-imagem",
  "/ultrassom",
  "/risco-cirurgico",
  "/indique-ja",
  "/corpo-clinico",
];
const quickLinks = quickLinkPaths.map(pageByPath);
const legalLinks = ["/politica-de-privacidade", "/acessibilidade", "/condicoes-preco-baixo-garantido"].map(pageByPath);

const { legal } = site;
const { dataProtectionOfficer } = legal;
// CFM Resolution 2.336/2023: every page names the clinic's technical director, with CRM and RQE.
const directorLine = technicalDirectorLine(technicalDirector);
const accessibilityStatementPath = "/acessibilidade";

export function SiteFooter() {
  return (
    <footer data-placement="footer" className="bg-slate-900 text-slate-100">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:grid-cols-2 sm:gap-10 sm:py-12 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-2 text-slate-300">{site.slogan}</p>
          <ul className="mt-4 flex gap-3" aria-label="Redes sociais">
            {site.social.map((profile) => {
              const icon = socialIcons[profile.name];
              return (
                <li key={profile.name}>
                  <a
                    href={profile.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-11 items-center justify-center rounded-full bg-slate-800 hover:bg-slate-700"
                  >
                    {icon && <Icon name={icon} className="size-5" />}
                    <span className="sr-only">{profile.name} (abre em nova aba)</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>

        <div>
          <h2 className="font-bold text-white">Contato</h2>
          {/* Links at least 44 px tall, like every target on a phone. */}
          <ul className="mt-2 space-y-2 text-slate-200">
            <li>
              <a
                href={defaultBookingContacts.phoneUrl}
                className="inline-flex min-h-11 items-center gap-2 hover:text-white hover:underline"
              >
                <Icon name="phone" className="size-4" /> {bookingNumbers.phoneDisplay}
              </a>
            </li>
            <li>
              <a
                href={mailtoUrl()}
                className="inline-flex min-h-11 items-center gap-2 hover:text-white hover:underline"
              >
                <Icon name="mail" className="size-4 shrink-0" />
                <span>
                  <WrappableAddress address={site.contact.email} />
                </span>
              </a>
            </li>
            <li className="flex gap-2">
              <Icon name="map-pin" className="mt-1 size-4 shrink-0" />
              <address className="not-italic">
                {site.address.street} – {site.address.district}
                <br />
                {site.address.city} – {site.address.state}, CEP {site.address.postalCode}
              </address>
            </li>
            <li className="flex gap-2">
              <Icon name="clock" className="mt-1 size-4 shrink-0" />
              <span>
                {site.hours.map((hours) => (
                  <span key={hours.label} className="block">
                    {formatOpeningHours(hours)}
                  </span>
                ))}
              </span>
            </li>
          </ul>
        </div>

        <nav aria-label={`${menuLabels.especialidades} no rodapé`}>
          <h2 className="font-bold text-white">{menuLabels.especialidades}</h2>
          {/* Two columns where the longest name fits in each (not at 320 px, nor beside the other columns). */}
          <ul className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-x-4 text-sm text-slate-200">
            {specialtyPages.map((page) => (
              <li key={page.path}>
                <a href={page.path} className="flex min-h-11 items-center hover:text-white hover:underline">
                  {page.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label="Links rápidos">
          <h2 className="font-bold text-white">Links rápidos</h2>
          {/* Two columns on a phone too, like the specialties: half the height. */}
          <ul className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-x-4 text-sm text-slate-200">
            {quickLinks.map((page) => (
              <li key={page.path}>
                <a href={page.path} className="flex min-h-11 items-center hover:text-white hover:underline">
                  {page.label}
                </a>
              </li>
            ))}
            <li>
              <a href={whereAndWhenLink} className="flex min-h-11 items-center hover:text-white hover:underline">
                Endereço e horários
              </a>
            </li>
            {site.examResultsUrl && (
              <li>
                <ExamResultsLink className="flex min-h-11 items-center hover:text-white hover:underline" />
              </li>
            )}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        {/* The floating WhatsApp button's band has its own room below the footer (floating-whatsapp.tsx). */}
        <div className="mx-auto max-w-6xl space-y-3 px-4 py-5 text-sm text-slate-300">
          <div className="space-y-1" data-testid="legal-identification">
            <p>
              {legal.legalName} — CNPJ {legal.cnpj} — {legal.crmRegistration}
            </p>
            <p>{directorLine}</p>
            {/* LGPD art. 41 §1 and Res. CD/ANPD 18/2024: the encarregado's identity and contact, public and easy to find. */}
            <p data-testid="encarregado">
              Encarregado pelo tratamento de dados pessoais: {dataProtectionOfficer.name} —{" "}
              <a href={mailtoUrl(dataProtectionOfficer.email)} className="underline hover:text-white">
                <WrappableAddress address={dataProtectionOfficer.email} />
              </a>
            </p>
          </div>
          <nav aria-label="Informações legais">
            <ul className="flex flex-wrap gap-x-5 text-slate-200">
              {legalLinks.map((page) => {
                // Lei 13.146/2015, art. 63 §1: the accessibility symbol, linking to the statement.
                const statement = page.path === accessibilityStatementPath;
                return (
                  <li key={page.path}>
                    <a
                      href={page.path}
                      data-testid={statement ? "accessibility-link" : undefined}
                      className="inline-flex min-h-11 items-center gap-1.5 underline hover:text-white"
                    >
                      {statement && <AccessibilitySymbol className="size-6 shrink-0 text-white" />}
                      {page.label}
                    </a>
                  </li>
                );
              })}
              {site.gtmId && (
                <li>
                  {/* Reopens the consent banner: app/consent/consent-script.ts answers it, from the first byte. */}
                  <button
                    type="button"
                    data-consent-open
                    className="min-h-11 cursor-pointer underline hover:text-white"
                  >
                    Preferências de cookies
                  </button>
                </li>
              )}
            </ul>
          </nav>
          <p>
            © {copyrightYears(site.copyrightYear, new Date())} {site.name}. Todos os direitos reservados.
          </p>
        </div>
      </div>
    </footer>
  );
}
