/**
 * The council's and patient safety's parts a browser shows: following a specialty page's link to
 * the doctor's card, and calls to SAMU or CVV not counted as bookings. What the pages say is read
 * from the prerendered HTML in tests/html/clinic-identification.test.ts.
 */
import { describe, expect, it } from "vitest";
import { clinicalStaffList } from "#app/site/clinical-staff.ts";
import { site } from "#app/site/site.ts";
import { professionalName, professionalsFor } from "#app/lib/professionals.ts";
import { open, phone, useBrowserContexts } from "./browser";

const contexts = useBrowserContexts({ phone });

describe("corpo clínico", () => {
  it("takes the visitor from a specialty page to the doctor's card", async () => {
    const page = await contexts.phone.newPage();
    await open(page, "/cardiologista");
    const [cardiologist] = professionalsFor({ specialty: "Cardiologia" }, clinicalStaffList);
    await page
      .getByTestId("care-team")
      .getByRole("link", { name: professionalName(cardiologist!) })
      .click();
    await page.waitForURL(`**/corpo-clinico#${cardiologist!.id}`);
    const card = page.locator(`#${cardiologist!.id}`);
    await expect.poll(() => card.isVisible()).toBe(true);
    // A smooth scroll to the anchor; on a busy machine it can take longer than the default second.
    await expect
      .poll(() => card.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight), {
        timeout: 10_000,
      })
      .toBe(true);
    await page.close();
  });
});

describe("safety notices", () => {
  it("does not count a call to SAMU or CVV as a booking conversion", async () => {
    const page = await contexts.phone.newPage();
    await open(page, "/psiquiatra");
    await page.evaluate(() => {
      // Keep the test's tel: clicks from leaving the page.
      document.addEventListener("click", (event) => event.preventDefault());
    });
    await page.getByTestId("crisis-line").locator(`a[href="tel:${site.publicLines.emotionalSupport.number}"]`).click();
    await page.getByTestId("emergency-notice").locator("a").click();
    const phoneClicks = () =>
      page.evaluate(() =>
        (window.dataLayer as { event?: string; link_url?: string }[]).filter((entry) => entry.event === "phone_click"),
      );
    expect(await phoneClicks()).toEqual([]);
    // The clinic's own phone still counts.
    await page.locator('[data-placement="closing-cta"] a[href^="tel:"]').click();
    expect((await phoneClicks()).map((entry) => entry.link_url)).toEqual([`tel:${site.contact.phoneE164}`]);
    await page.close();
  });
});
