/**
 * Two-factor sign-in to the studio (issue 8), on a server of its own so the shared servers'
 * studio account keeps signing in with its password alone: the maker turns it on with a code
 * from the QR code's key, and the next sign-in asks for a code, refuses a wrong one and takes
 * a right one. The change is in the audit log.
 */
import { totpCode, totpStep } from "#server/studio/auth/totp.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";
import { signInToStudio, studioAdminEnv, submitStudioSignIn } from "#tests/support/studio.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(({ databaseKind, layout }) => databaseKind !== "pglite" || layout !== "desktop");

const server = serverOfItsOwn({ env: studioAdminEnv });

test("turning on two-factor sign-in, then signing in with a code", async ({ page }, testInfo) => {
  await signInToStudio(page, "/studio/security", server.url);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expectNoAxeViolations(page, testInfo, { label: "/studio/security, set-up" });
  const key = (await page.locator("code").first().textContent())?.replace(/\s/g, "") ?? "";
  expect(key).toMatch(/^[A-Z2-7]{32}$/);

  await page.getByLabel("6-digit code").fill("000000");
  await page.getByRole("button", { name: "Turn two-factor sign-in on" }).click();
  await expect(page.getByText(/That code is not right/).first()).toBeVisible();
  const step = totpStep(new Date());
  await page.getByLabel("6-digit code").fill(totpCode(key, step));
  await page.getByRole("button", { name: "Turn two-factor sign-in on" }).click();
  await expect(page.getByText("Two-factor sign-in is on")).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await submitStudioSignIn(page);
  await expect(page).toHaveURL(/\/studio\/login\/verify/);
  await expectNoAxeViolations(page, testInfo, { label: "/studio/login/verify" });
  await page.goto(`${server.url}/studio`);
  await expect(page, "the dashboard waits for the code").toHaveURL(/\/studio\/login\/verify/);

  await page.getByLabel("6-digit code").fill("123456");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByRole("region", { name: "Enter your code" }).getByRole("alert"),
  ).toContainText("That code is not right");
  // The code of the step used to turn it on is spent; the next step's is accepted (clock drift).
  await page.getByLabel("6-digit code").fill(totpCode(key, step + 1));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  await page.goto(`${server.url}/studio/audit`);
  await expect(page.getByRole("cell", { name: /studio\.two-factor\.enable/ })).toBeVisible();
});
