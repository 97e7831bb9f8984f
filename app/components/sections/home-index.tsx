import { examMenu, menuLabels, specialtyPages, type PageEntry } from "#app/site/registry.ts";

/** Where the index is, for a link that leads to it. */
export const homeIndexAnchor = "especialidades-e-exames";

const groups: { heading: string; pages: readonly PageEntry[] }[] = [
  { heading: menuLabels.especialidades, pages: specialtyPages },
  { heading: menuLabels.exames, pages: examMenu.flatMap((group) => group.pages) },
];

/**
 * The home page's index of every specialty and exam page, right after where and when: one tap
 * from the first screens to any page, before the longer sections (docs/decisions/041). Plain
 * links, as wide as their names and 44 px tall, as many to a line as fit (a list of words, not
 * of buttons: the densest that keeps every target 44 px); the menus' names and order, from the
 * page registry.
 */
export function HomeIndex() {
  return (
    <nav
      id={homeIndexAnchor}
      aria-labelledby={`${homeIndexAnchor}-titulo`}
      data-placement="home-index"
      className="border-b border-slate-200 py-5 sm:py-8"
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={`${homeIndexAnchor}-titulo`} className="text-xl font-bold text-slate-900">
          Especialidades e exames
        </h2>
        {groups.map((group) => (
          <div key={group.heading}>
            <h3 className="mt-2 font-semibold text-slate-700">{group.heading}</h3>
            <ul className="flex flex-wrap gap-x-5">
              {group.pages.map((page) => (
                <li key={page.path}>
                  <a
                    href={page.path}
                    className="inline-flex min-h-11 items-center font-medium text-sky-800 underline underline-offset-4 hover:text-sky-950"
                  >
                    {page.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
