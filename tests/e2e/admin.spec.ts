/** Decision 9: /admin and /admin/login announce the redirect and land on the studio sign-in. */
import { expect, test } from "#tests/support/fixtures.ts";

for (const path of ["/admin", "/admin/login"]) {
  test.describe(path, () => {
    test("says it is redirecting and ends on /studio/login", async ({ page, request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain("Redirecting to admin dashboard...");
      await page.goto(path);
      await expect(page).toHaveURL(/\/studio\/login$/);
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });
      test("still ends on /studio/login", async ({ page }) => {
        await page.goto(path);
        await expect(page).toHaveURL(/\/studio\/login$/);
      });
    });
  });
}
