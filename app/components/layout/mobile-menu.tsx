import { examMenu, menuLabels, specialtyPages, topLevelPages } from "#app/site/registry.ts";
import { whereAndWhenLink } from "#app/components/sections/where-and-when.tsx";
import { cn } from "#app/lib/utils.ts";
import { ExamResultsLink } from "./exam-results-link";

interface MobileMenuProps {
  id: string;
  current: string;
}

function MenuLink({ to, current, children }: { to: string; current: string; children: React.ReactNode }) {
  return (
    <a
      href={to}
      aria-current={current === to ? "page" : undefined}
      className={cn(
        "block rounded-md px-3 py-2.5 hover:bg-sky-50",
        current === to ? "font-semibold text-sky-900" : "text-slate-800",
      )}
    >
      {children}
    </a>
  );
}

/** The phone's menu, shown and hidden by the header's hamburger through app/inline/disclosure.ts. */
export function MobileMenu({ id, current }: MobileMenuProps) {
  return (
    // Its end scrolls clear of the floating WhatsApp button's band (floating-whatsapp.tsx).
    <nav
      id={id}
      aria-label="Menu"
      hidden
      data-disclosure-panel=""
      className="max-h-[calc(100dvh-4rem-var(--floating-band-room))] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 lg:hidden"
    >
      <h2 className="px-3 pt-4 pb-1 text-sm font-bold tracking-wide text-slate-600 uppercase">
        {menuLabels.especialidades}
      </h2>
      <ul className="grid grid-cols-1 sm:grid-cols-2">
        {specialtyPages.map((page) => (
          <li key={page.path}>
            <MenuLink to={page.path} current={current}>
              {page.label}
            </MenuLink>
          </li>
        ))}
        <li>
          <MenuLink to="/especialidades" current={current}>
            Ver todas as especialidades
          </MenuLink>
        </li>
        <li>
          <MenuLink to="/corpo-clinico" current={current}>
            Nosso corpo clínico
          </MenuLink>
        </li>
      </ul>
      <h2 className="px-3 pt-4 pb-1 text-sm font-bold tracking-wide text-slate-600 uppercase">{menuLabels.exames}</h2>
      <ul className="grid grid-cols-1 sm:grid-cols-2">
        {examMenu
          .flatMap((group) => group.pages)
          .map((page) => (
            <li key={page.path}>
              <MenuLink to={page.path} current={current}>
                {page.label}
              </MenuLink>
            </li>
          ))}
      </ul>
      <div className="mt-4 border-t border-slate-200 pt-2">
        {topLevelPages.map((page) => (
          <MenuLink key={page.path} to={page.path} current={current}>
            {page.label}
          </MenuLink>
        ))}
        <MenuLink to={whereAndWhenLink} current={current}>
          Endereço e horários
        </MenuLink>
        <ExamResultsLink className="block rounded-md px-3 py-2.5 text-slate-800 hover:bg-sky-50" />
      </div>
    </nav>
  );
}
