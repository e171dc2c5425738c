/**
 * Studio → Discounts (issue 43): the list with the demo codes, a new code made from the form
 * (a refused one first, with its field's message), single-use codes made from it and
 * downloaded as CSV, then archived; axe on every screen. A code, never a sale: the shared
 * demo shop's prices stay as other specs expect them.
 */
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { signInToStudio, studioPanel } from "#tests/support/studio.ts";

const word = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

test(
  "the maker makes a code, single-use codes from it, and archives it",
  {
    tag: "@layout",
  },
  async ({ page }, testInfo) => {
    test.slow();
    await signInToStudio(page, "/studio/discounts");
    await expect(page.getByRole("heading", { level: 1, name: "Discounts" })).toBeVisible();
    const list = page.getByRole("region", { name: "Discounts" });
    await expect(list.getByRole("link", { name: "Welcome: 10% off" })).toBeVisible();
    await expect(list.getByText("FIRSTLETTER")).toBeVisible();
    await expectNoAxeViolations(page, testInfo, { label: "discounts-list" });

    await page.getByRole("link", { name: "New discount" }).click();
    const code = `LEAF${word()}`;
    await page.getByRole("textbox", { name: /^Name/ }).fill("Autumn leaves");
    await page.getByRole("textbox", { name: "Code", exact: true }).fill("ab");
    await page.getByRole("button", { name: "Save the discount" }).click();
    await expect(page.getByText("A code has 4 to 32 letters and digits.")).toBeVisible();
    await expectNoAxeViolations(page, testInfo, { label: "discount-form-refused" });

    await page.getByRole("textbox", { name: "Code", exact: true }).fill(code.toLowerCase());
    await page.getByLabel("Percentage off").fill("15");
    await page.getByRole("button", { name: "Save the discount" }).click();
    await expect(page.getByText("Discount saved.")).toBeVisible();
    await expect(page.getByText(`Code ${code} · active`)).toBeVisible();

    const batch = studioPanel(page, "Single-use codes");
    await batch.getByLabel("How many").fill("20");
    await batch.getByLabel("Prefix").fill("leaf");
    await batch.getByRole("button", { name: "Make the codes" }).click();
    await expect(page.getByText("Made 20 single-use codes.")).toBeVisible();
    await expect(batch.getByText("20 single-use codes, 0 used.")).toBeVisible();
    await expectNoAxeViolations(page, testInfo, { label: "discount-page" });

    const csvLink = batch.getByRole("link", { name: "Download the codes (CSV)" });
    const csv = await page.request.get((await csvLink.getAttribute("href")) ?? "");
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe("code,order,order_status");
    expect(lines.slice(1)).toHaveLength(20);
    for (const line of lines.slice(1)) expect(line).toMatch(/^LEAF-[A-HJKMNP-Z2-9]{10},,$/);

    await studioPanel(page, "Archive").getByRole("button", { name: "Archive" }).click();
    await expect(page.getByText("Archived: its code no longer works.")).toBeVisible();
    await page.goto("/studio/discounts");
    const row = page.getByRole("row").filter({ hasText: code });
    await expect(row.getByText("archived")).toBeVisible();
  },
);
