/**
 * Password reset end to end (spec §2, §4, §8): a real SMTP server started by the test receives
 * the e-mail from a built server of its own (SMTP_URL set, the mail job sending); the link
 * works once, a second use is refused, the old password no longer works, and other sessions
 * end. Runs once (desktop, PGlite): it brings its own server.
 */
import type { Browser, Page } from "@playwright/test";
import { startTestSmtpServer, type TestSmtpServer } from "#server/mail/test-smtp-server.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { findLink } from "#tests/support/mail-links.ts";
import { type SeededServer, startSeededServer } from "#tests/support/seeded-shop.ts";

const OLD_PASSWORD = "inkwell-and-quill";
const NEW_PASSWORD = "letterpress-bloom";
const email = "reset-journey@example.com";

let smtp: TestSmtpServer;
let server: SeededServer;

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(({ databaseKind, layout }) => databaseKind !== "pglite" || layout !== "desktop");

test.beforeAll(async () => {
  // Starting a built server of its own can take a while on a busy machine.
  test.setTimeout(120_000);
  smtp = await startTestSmtpServer();
  server = await startSeededServer("pglite", { SMTP_URL: smtp.url });
});
test.afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

function field(page: Page, label: string) {
  return page.getByRole("main").getByLabel(new RegExp(`^${label}( \\*)?$`));
}

async function signIn(page: Page, password: string) {
  await page.goto(`${server.url}/login`);
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function signedInPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, OLD_PASSWORD);
  await expect(page).toHaveURL(/\/account$/);
  return page;
}

async function resetMail() {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = smtp.received.find(
          (message) =>
            message.rcptTo.includes(email) && findLink(message.raw, "/reset-password?token="),
        );
        link = mail ? findLink(mail.raw, "/reset-password?token=") : undefined;
        return Boolean(link);
      },
      { timeout: 30_000, message: "the reset e-mail never arrived" },
    )
    .toBe(true);
  return link as string;
}

test("a reset link from a real e-mail works once and ends the other sessions", async ({
  browser,
}) => {
  // An account, and a second device signed in to it.
  const setup = await browser.newContext();
  const registered = await setup.request.post(`${server.url}/register`, {
    form: { fullName: "Rosa Vale", email, password: OLD_PASSWORD, confirmPassword: OLD_PASSWORD },
    headers: { Origin: server.url },
    maxRedirects: 0,
  });
  expect(registered.status()).toBe(303);
  await setup.close();
  const otherDevice = await signedInPage(browser);

  // Forgot password: 'Check Your Email', and the e-mail arrives over SMTP.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/forgot-password`);
  await field(page, "Email").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  const link = await resetMail();
  const resetUrl = new URL(link);
  const localLink = `${server.url}${resetUrl.pathname}${resetUrl.search}`;

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
  await signIn(page, OLD_PASSWORD);
  await expect(page.getByRole("alert").getByText("Invalid email or password")).toBeVisible();
  await signIn(page, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/account$/);

  // The device signed in before the reset is signed out.
  await otherDevice.goto(`${server.url}/account`);
  await expect(otherDevice).toHaveURL(/\/login\?returnTo=%2Faccount$/);
  await otherDevice.context().close();
  await context.close();
});
