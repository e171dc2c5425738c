/**
 * Studio → Tax (issue 44) on the demo shop: its registrations (New York, the home state; the
 * EU's non-Union scheme), the rates in use by region, and the reports; axe on both screens.
 * Nothing is saved: the shared demo shop's tax stays as the checkout specs expect it.
 */
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { signInToStudio, studioPanel } from "#tests/support/studio.ts";

test(
  "the maker reads where the shop collects tax, the rates in use and the reports",
  { tag: "@layout" },
  async ({ page }, testInfo) => {
    await signInToStudio(page, "/studio/tax");
    await expect(page.getByRole("heading", { level: 1, name: "Tax" })).toBeVisible();
    const states = studioPanel(page, "US states");
    await expect(states.getByRole("checkbox", { name: "New York" })).toBeChecked();
    await expect(states.getByRole("checkbox", { name: "Oregon" })).toHaveCount(0);
    await expect(states.getByLabel("Home state", { exact: true })).toHaveValue("NY");
    await expect(studioPanel(page, "VAT").getByLabel("European Union")).toHaveValue("eu_non_union");
    const rates = studioPanel(page, "Rates in use");
    await expect(rates.getByRole("row", { name: /New York City .* 8\.875 %/ })).toBeVisible();
    await expectNoAxeViolations(page, testInfo, { label: "studio-tax" });

    await page.getByRole("link", { name: "Tax reports" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tax reports" })).toBeVisible();
    await expectNoAxeViolations(page, testInfo, { label: "studio-tax-reports" });
    const csv = await page.request.get("/studio/tax/report.csv?by=quarter");
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(await csv.text()).toMatch(/^Period,Jurisdiction,Region,Orders/);
  },
);
