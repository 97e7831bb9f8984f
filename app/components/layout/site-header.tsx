import { Icon } from "#app/components/ui/icon.tsx";
import { useLocation } from "react-router";
import { LeadDialogTrigger } from "#app/components/lead/lead-dialog-trigger.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from "#app/components/ui/navigation-menu.tsx";
import { examMenu, menuLabels, specialtyPages, topLevelPages } from "#app/site/registry.ts";
import { site } from "#app/site/site.ts";
import { defaultBookingContacts } from "#app/lib/booking-links.ts";
import { cleanPath } from "#app/lib/paths.ts";
import { cn } from "#app/lib/utils.ts";
import { whereAndWhenLink } from "#app/components/sections/where-and-when.tsx";
import { ExamResultsLink } from "./exam-results-link";
import { MobileMenu } from "./mobile-menu";

export function SiteHeader() {
  const current = cleanPath(useLocation().pathname);

  return (
    <header
      data-placement="header"
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
    >
      {/* Below the xs width (a 320 px phone) the logo, "Agendar" and the menu button only fit a little smaller. */}
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 xs:gap-3">
        {/* The padding makes the logo's link a 44 px target. */}
        <a href="/" className="shrink-0 rounded py-1.5 focus-visible:outline-3 focus-visible:outline-sky-700">
          <img
            src={site.logo.src}
            alt={`${site.logo.alt} — página inicial`}
            width={site.logo.width}
            height={site.logo.height}
            className="h-8 w-auto xs:h-9"
          />
        </a>

        <NavigationMenu aria-label="Principal" className="hidden lg:block">
          <NavigationMenuList>
            <NavigationMenuItem>
              <NavigationMenuTrigger>{menuLabels.especialidades}</NavigationMenuTrigger>
              <NavigationMenuContent className="w-72">
                <ul aria-label={menuLabels.especialidades}>
                  {specialtyPages.map((page) => (
                    <li key={page.path}>
                      <NavigationMenuLink to={page.path} active={current === page.path}>
                        {page.label}
                      </NavigationMenuLink>
                    </li>
                  ))}
                  <li className="mt-1 border-t border-slate-200 pt-1">
                    <NavigationMenuLink to="/especialidades" active={current === "/especialidades"}>
                      Ver todas as especialidades
                    </NavigationMenuLink>
                  </li>
                  <li>
                    <NavigationMenuLink to="/corpo-clinico" active={current === "/corpo-clinico"}>
                      Nosso corpo clínico
                    </NavigationMenuLink>
                  </li>
                </ul>
              </NavigationMenuContent>
            </NavigationMenuItem>
            <NavigationMenuItem>
              <NavigationMenuTrigger>{menuLabels.exames}</NavigationMenuTrigger>
              <NavigationMenuContent className="w-80">
                {/* First in the Exames menu, before the list scrolls: the wide header's row has no room for one more item. */}
                {site.examResultsUrl && (
                  <div className="mb-1 border-b border-slate-200 pb-1">
                    <ExamResultsLink className="block rounded-md px-3 py-2 text-slate-800 hover:bg-sky-50 hover:text-sky-900 focus-visible:outline-3 focus-visible:outline-sky-700" />
                  </div>
                )}
                {examMenu.map((group) => (
                  <div
                    key={group.label ?? "exames"}
                    role="group"
                    aria-label={group.label ?? menuLabels.exames}
                    className={cn(group.label && "mt-1 border-t border-slate-200 pt-1")}
                  >
                    {group.label && (
                      <p
                        aria-hidden="true"
                        className="px-3 pt-2 pb-1 text-xs font-bold tracking-wide text-slate-600 uppercase"
                      >
                        {group.label}
                      </p>
                    )}
                    <ul>
                      {group.pages.map((page) => (
                        <li key={page.path}>
                          <NavigationMenuLink to={page.path} active={current === page.path}>
                            {page.label}
                          </NavigationMenuLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </NavigationMenuContent>
            </NavigationMenuItem>
            {topLevelPages.map((page) => (
              <NavigationMenuItem key={page.path}>
                <NavigationMenuLink
                  to={page.path}
                  active={current === page.path}
                  className="inline-flex min-h-11 items-center font-medium"
                >
                  {page.label}
                </NavigationMenuLink>
              </NavigationMenuItem>
            ))}
            <NavigationMenuItem>
              <NavigationMenuLink to={whereAndWhenLink} className="inline-flex min-h-11 items-center font-medium">
                Endereço e horários
              </NavigationMenuLink>
            </NavigationMenuItem>
          </NavigationMenuList>
        </NavigationMenu>

        <div className="flex items-center gap-1 xs:gap-2">
          <LeadDialogTrigger
            redirectTo={defaultBookingContacts.whatsappUrl}
            className={buttonVariants({
              variant: "whatsapp",
              size: "sm",
              className: "max-xs:px-3 max-xs:[&_svg]:hidden",
            })}
          >
            <Icon name="message-circle" />
            Agendar
          </LeadDialogTrigger>
          {/* Opened and closed by app/inline/disclosure.ts, from the first byte. */}
          <button
            type="button"
            className="group inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-sky-700 lg:hidden"
            aria-expanded={false}
            aria-controls="mobile-menu"
            aria-label="Abrir menu"
            data-disclosure=""
            data-label-open="Fechar menu"
            data-label-closed="Abrir menu"
          >
            <Icon name="menu" className="size-6 group-aria-expanded:hidden" />
            <Icon name="x" className="hidden size-6 group-aria-expanded:block" />
          </button>
        </div>
      </div>
      <MobileMenu id="mobile-menu" current={current} />
    </header>
  );
}
