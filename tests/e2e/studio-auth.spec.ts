/**
 * The studio's sign-in (issue 8): the guard that sends a visitor to /studio/login and back to
 * the page they asked for, a refused password, the dashboard and its sections, signing out;
 * axe on the sign-in, dashboard, security and audit screens at both widths.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { signInToStudio, studioAdmin, submitStudioSignIn } from "#tests/support/studio.ts";

async function openSection(page: Page, name: string) {
  // On a phone the sections are a strip under the top bar; on a laptop a sidebar.
  await page
    .getByRole("navigation", { name: /^Studio/ })
    .filter({ visible: true })
    .getByRole("link", { name })
    .click();
}

test("a visitor signs in on the way to a studio page, finds the sections and signs out", async ({
  page,
}) => {
  await page.goto("/studio/audit");
  await expect(page).toHaveURL(/\/studio\/login\?returnTo=%2Fstudio%2Faudit$/);
  await submitStudioSignIn(page, "not-the-password");
  await expect(page.getByRole("region", { name: "Sign in" }).getByRole("alert")).toContainText(
    "Invalid email or password",
  );
  await expect(page.getByLabel("Email")).toHaveValue(studioAdmin.email);

  await submitStudioSignIn(page);
  await expect(page).toHaveURL(/\/studio\/audit$/);
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();

  await openSection(page, "Dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  for (const figure of ["Orders to ship", "Revenue this month", "Active members", "Next cutoff"]) {
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("img", { name: /in the last 90 days/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Members at each month's end/ })).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/studio\/login$/);
  await page.goto("/studio");
  await expect(page).toHaveURL(/\/studio\/login\?returnTo=%2Fstudio$/);
});

test("a customer's sign-in does not open the studio, and the studio's is not a customer's", async ({
  page,
}) => {
  await signInToStudio(page);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
});

test(
  "axe finds nothing on the sign-in, dashboard, security and audit screens",
  { tag: "@layout" },
  async ({ page }, testInfo) => {
    await page.goto("/studio/login");
    await expectNoAxeViolations(page, testInfo, { label: "/studio/login" });
    await signInToStudio(page);
    for (const path of ["/studio", "/studio/security", "/studio/audit"]) {
      await page.goto(path);
      await expectNoAxeViolations(page, testInfo, { label: path });
    }
  },
);
