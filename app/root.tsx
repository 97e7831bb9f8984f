import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";
import type { Route } from "./+types/root";
import { FloatingWhatsApp } from "~/components/layout/floating-whatsapp";
import { PageEffects } from "~/components/layout/page-effects";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { Toaster } from "~/components/ui/toaster";
import { site } from "~/content/site";
import { tagManagerSnippet } from "~/lib/analytics";
import { installDisclosures } from "~/lib/disclosure";
import { layoutMetaTags } from "~/lib/head";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

// The disclosures' script is written into the prerendered HTML; hydration never re-checks a
// script's text, so the browser bundle leaves it out. One object, so re-renders never touch it.
const disclosureScript = { __html: import.meta.env.SSR ? `(${installDisclosures.toString()})(document);` : "" };

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={site.language}>
      <head>
        <meta charSet="utf-8" />
        {layoutMetaTags.map((tag) => <meta key={tag.name} name={tag.name} content={tag.content} />)}
        {site.gtmId && <script dangerouslySetInnerHTML={{ __html: tagManagerSnippet(site.gtmId) }} />}
        <script dangerouslySetInnerHTML={disclosureScript} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#conteudo" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-sky-900 focus:shadow">
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
      <SiteFooter />
      <FloatingWhatsApp />
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
        Não foi possível exibir esta página. Tente recarregar ou fale com a clínica pelo telefone {site.contact.phoneDisplay}.
      </p>
      <a href="/" className="mt-6 inline-block font-semibold text-sky-800 underline">Voltar para a página inicial</a>
    </main>
  );
}
