import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { expect, test } from "#tests/support/fixtures.ts";

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));
  const response = await page.goto("/no-such/page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  // Spec §2: the page is part of the shop (banner and all) and logs the attempted path.
  await expect(page.getByText(/\b25th\b/).first()).toBeVisible();
  await expect.poll(() => logged.some((text) => text.includes("/no-such/page-here"))).toBe(true);

  await page.getByRole("main").getByRole("link", { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test(
  "the not-found page has no accessibility violations",
  { tag: "@layout" },
  async ({ page }, testInfo) => {
    await page.goto("/no-such/page-here");
    await expectNoAxeViolations(page, testInfo, { label: "not-found" });
  },
);
