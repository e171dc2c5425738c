/**
 * Password reset end to end (spec §2, §4, §8): a real SMTP server started by the test receives
 * the e-mail from a built server of its own (SMTP_URL set, the mail job sending); the link
 * works once, a second use is refused, the old password no longer works, and other sessions
 * end. Runs once (desktop, PGlite): it brings its own server.
 */
import { registerAndSignIn, signIn } from "#tests/support/account.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { field } from "#tests/support/form-field.ts";
import { onServer, waitForLink } from "#tests/support/mail.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";

const OLD_PASSWORD = "inkwell-and-quill";
const NEW_PASSWORD = "letterpress-bloom";
const email = "reset-journey@example.com";

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(({ databaseKind, layout }) => databaseKind !== "pglite" || layout !== "desktop");

const server = serverOfItsOwn({ mail: true });

test("a reset link from a real e-mail works once and ends the other sessions", async ({
  browser,
}) => {
  // An account, and a second device signed in to it.
  const setup = await browser.newContext();
  await registerAndSignIn(setup, server.url, {
    fullName: "Rosa Vale",
    email,
    password: OLD_PASSWORD,
  });
  await setup.close();
  const otherDevice = await (await browser.newContext()).newPage();
  await otherDevice.goto(`${server.url}/login`);
  await signIn(otherDevice, email, OLD_PASSWORD);
  await expect(otherDevice).toHaveURL(/\/account$/);

  // Forgot password: 'Check Your Email', and the e-mail arrives over SMTP.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/forgot-password`);
  await field(page, "Email").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  const link = await waitForLink(server.smtp, email, "/reset-password?token=");
  const localLink = onServer(link, server.url);

  // The link works once: 'Password Reset Successful!', then /login with a message.
  await page.goto(localLink);
  await field(page, "New Password").fill(NEW_PASSWORD);
  await field(page, "Confirm New Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("heading", { name: "Password Reset Successful!" })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?reset=success$/, { timeout: 6_000 });
  await expect(page.getByText("Your password has been changed")).toBeVisible();

  // A second use is refused.
  await page.goto(localLink);
  await field(page, "New Password").fill("another-new-pass");
  await field(page, "Confirm New Password").fill("another-new-pass");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("alert").getByText(/invalid or has expired/)).toBeVisible();

  // The old password no longer works; the new one does.
  await page.goto(`${server.url}/login`);
  await signIn(page, email, OLD_PASSWORD);
  await expect(page.getByRole("alert").getByText("Invalid email or password")).toBeVisible();
  await page.goto(`${server.url}/login`);
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/account$/);

  // The device signed in before the reset is signed out.
  await otherDevice.goto(`${server.url}/account`);
  await expect(otherDevice).toHaveURL(/\/login\?returnTo=%2Faccount$/);
  await otherDevice.context().close();
  await context.close();
});
