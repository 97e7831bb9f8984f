import { useContext } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, UNSAFE_FrameworkContext, useLocation } from "react-router";
import type { Route } from "./+types/root";
import { DemonstrationNotice } from "#app/components/layout/demonstration-notice.tsx";
import { FloatingWhatsApp } from "#app/components/layout/floating-whatsapp.tsx";
import { LeadDialog } from "#app/components/lead/lead-dialog.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { site } from "#app/site/site.ts";
import { bookingNumbers } from "#app/lib/booking-links.ts";
import { bookingSubjectAt } from "#app/routes/page.tsx";
import { ConsentBannerHost } from "#app/consent/consent-banner.tsx";
import consentScriptText from "#app/consent/consent-script.ts?inline-script";
import disclosureScriptText from "#app/inline/disclosure.ts?inline-script";
import earlyLeadDialogScriptText from "#app/inline/lead-dialog-early.ts?inline-script";
import islandsScriptText from "#app/inline/start-entry.ts?inline-script";
import { earlyTapHandlerPlaceholder, islandsEntryPlaceholder, layoutMetaTags } from "#app/lib/head.ts";
import { speculationRules } from "#app/lib/speculation-rules.ts";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

// Written into the prerendered page (app/inline/README.md), all at the end of <body>
// (docs/decisions/063); early taps are held by the `onclick` of <html> (065).
const disclosureScript = { __html: disclosureScriptText };
const earlyLeadDialogScript = { __html: earlyLeadDialogScriptText };
const speculationRulesScript = { __html: JSON.stringify(speculationRules) };
const islandsScript = { __html: islandsScriptText };

// With a tag manager, the consent script and the banner (app/consent/), static markup the consent
// script drives (docs/decisions/019): the browser bundle carries neither. Without one, neither exists.
const containerId = site.gtmId && /^GTM-[A-Z0-9]+$/.test(site.gtmId) ? site.gtmId : undefined;
if (site.gtmId && !containerId) throw new Error(`Invalid tag-manager container id: ${site.gtmId}`);
const consentScript = { __html: consentScriptText };

/**
 * What starts the pages' one script, app/entry.client.ts, after the first paint
 * (app/inline/start-entry.ts); postbuild writes the entry's hashed URL in (scripts/link-client-entry.ts,
 * docs/decisions/032). React Router's bootstrap only where it is needed:
 * the development server (whose bootstrap imports the same entry) and the SPA fallback, which
 * React Router's build insists on rendering with it (its one render in "SPA mode") and postbuild
 * deletes.
 */
function PageScript() {
  const spaFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode === true;
  if (import.meta.env.DEV || spaFallback) return <Scripts />;
  return <script data-entry={islandsEntryPlaceholder} dangerouslySetInnerHTML={islandsScript} />;
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    // A tap on "Agendar" or a menu before the scripts at the end of <body> is held for them by the
    // `onclick` postbuild writes here (docs/decisions/063, 065), so <head> runs
    // no script of ours (but the consent script, where a tag manager is configured).
    <html lang={site.language} {...{ [earlyTapHandlerPlaceholder]: "" }}>
      <head>
        <meta charSet="utf-8" />
        {layoutMetaTags.map((tag) => (
          <meta key={tag.name} name={tag.name} content={tag.content} />
        ))}
        {containerId && (
          <script
            data-container-id={containerId}
            data-container-url={site.tagManagerScriptUrl}
            dangerouslySetInnerHTML={consentScript}
          />
        )}
        <script type="speculationrules" dangerouslySetInnerHTML={speculationRulesScript} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#conteudo"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-sky-900 focus:shadow"
        >
          Pular para o conteúdo
        </a>
        {/* Right after the skip link, so keyboard focus meets the banner before anything it could
            cover (WCAG 2.2, 2.4.11); shown last, at the foot of the screen (ConsentBannerHost). */}
        {containerId && <ConsentBannerHost />}
        <DemonstrationNotice />
        {children}
        {/* The menus, and "Agendar" opening the dialog before the entry (docs/decisions/050): after all
            the markup they answer, so the parser meets them only once the page is in (docs/decisions/063). */}
        <script dangerouslySetInnerHTML={disclosureScript} />
        <script dangerouslySetInnerHTML={earlyLeadDialogScript} />
        <PageScript />
      </body>
    </html>
  );
}

/**
 * Rendered at build time only: the browser keeps this HTML as it is and never runs this tree; its
 * one script is app/entry.client.ts (docs/decisions/032).
 */
export default function App() {
  const { pathname } = useLocation();
  return (
    <>
      <SiteHeader />
      <main id="conteudo" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <FloatingWhatsApp />
      {/* Closed until a trigger opens it; its form is hydrated on the first intent to book (docs/decisions/042).
          The page's subject is written in already, so that opening it changes nothing but its place (066). */}
      <LeadDialog subject={bookingSubjectAt(pathname)} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Algo deu errado";
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="conteudo" className="mx-auto max-w-3xl flex-1 px-4 py-16">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-lg">
        Não foi possível exibir esta página. Tente recarregar ou fale com a clínica pelo telefone{" "}
        {bookingNumbers.phoneDisplay}.
      </p>
      <a href="/" className="mt-6 inline-block py-2.5 font-semibold text-sky-800 underline">
        Voltar para a página inicial
      </a>
    </main>
  );
}
