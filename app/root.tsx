import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";
import type { Route } from "./+types/root";
import { FloatingWhatsApp } from "~/components/layout/floating-whatsapp";
import { PageEffects } from "~/components/layout/page-effects";
import { KeepPrerenderedHtml } from "~/components/layout/keep-prerendered-html";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { Toaster } from "~/components/ui/toaster";
import { site } from "~/content/site";
import { ConsentBannerHost } from "~/consent/consent-banner";
import consentScriptText from "~/consent/consent-script.ts?inline-script";
import disclosureScriptText from "~/inline/disclosure.ts?inline-script";
import { layoutMetaTags } from "~/lib/head";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

// Written into the prerendered <head> (app/inline/README.md). One object, so re-renders never touch it.
const disclosureScript = { __html: disclosureScriptText };

// With a tag manager, the consent script and the banner (app/consent/), which the prerender
// writes and hydration keeps as it is (docs/decisions/019): the browser bundle carries neither.
// Without one, neither exists.
const containerId = site.gtmId && /^GTM-[A-Z0-9]+$/.test(site.gtmId) ? site.gtmId : undefined;
if (site.gtmId && !containerId) throw new Error(`Invalid tag-manager container id: ${site.gtmId}`);
const consentScript = { __html: consentScriptText };

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={site.language}>
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
        <script dangerouslySetInnerHTML={disclosureScript} />
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
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <PageEffects />
      <SiteHeader />
      <main id="conteudo" className="flex-1">
        <Outlet />
      </main>
      {/* The footer is the same on every page: the browser keeps its prerendered HTML, so neither its
          code nor the clinic's legal data travel in the JavaScript (docs/decisions/011). */}
      <KeepPrerenderedHtml part="footer" keep={!import.meta.env.SSR}>
        {import.meta.env.SSR && <SiteFooter />}
      </KeepPrerenderedHtml>
      {/* So is the floating button, a plain link: its code would only repeat its HTML. */}
      <KeepPrerenderedHtml part="floating-button" keep={!import.meta.env.SSR}>
        {import.meta.env.SSR && <FloatingWhatsApp />}
      </KeepPrerenderedHtml>
      {containerId && <ConsentBannerHost />}
      <Toaster />
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
        {site.contact.phoneDisplay}.
      </p>
      <a href="/" className="mt-6 inline-block py-2.5 font-semibold text-sky-800 underline">
        Voltar para a página inicial
      </a>
    </main>
  );
}
