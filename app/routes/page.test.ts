import { describe, expect, it, vi } from "vitest";
import type * as ClinicalStaff from "#app/site/clinical-staff.ts";
import type { Route } from "./+types/page";

// A roster without its gastroenterologist: the home page's 'more specialties' card still announces one.
vi.mock("#app/site/clinical-staff.ts", async (importOriginal) => {
  const roster = await importOriginal<typeof ClinicalStaff>();
  return {
    ...roster,
    clinicalStaffList: roster.clinicalStaffList.filter((professional) => professional.id !== "gastroenterologia"),
  };
});

const { loader } = await import("./page");
const prerender = (path: string) => loader({ request: new Request(`http://localhost${path}`) } as Route.LoaderArgs);

describe("the prerender's loader", () => {
  it("stops the build on a page announcing a specialty no doctor of the roster holds the RQE of", async () => {
    await expect(prerender("/")).rejects.toThrow(
      /^\/ anuncia especialidades sem profissional no corpo clínico \(CFM 2\.336\/2023\): "Gastroenterologista": Gastroenterologia/,
    );
  });

  it("renders the pages whose specialties are all held", async () => {
    await expect(prerender("/cardiologista")).resolves.toBeNull();
    await expect(prerender("/especialidades")).resolves.toBeNull();
  });
});
