/**
 * Joining the Mail Club as a guest without choosing a password (spec §2: the account is made
 * automatically): the password field says it is optional and what leaving it empty does, a
 * password typed but too short is refused with the spec's words, then the guest leaves it
 * empty, approves at PayPal (the project's simulator), is signed in on this browser for the
 * return and lands on /account as a member whose account has no password yet. The "choose
 * your password" e-mail, read from a real SMTP server started here, holds a link that sets the
 * password once; signing in with it then works. Runs once (desktop, PGlite): it brings its own
 * server.
 */
import { signIn, uniqueEmail } from "#tests/support/account.ts";
import { continueButton } from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { field } from "#tests/support/form-field.ts";
import { findLink, onServer, waitForMailWithSubject } from "#tests/support/mail.ts";
import { fillMember, joinFrom, MEMBER_PASSWORD, mailClubCard } from "#tests/support/mail-club.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";

const NEW_PASSWORD = "letterpress-bloom";

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(({ databaseKind, layout }) => databaseKind !== "pglite" || layout !== "desktop");

const server = serverOfItsOwn({ mail: true });

test("a guest joins with the password left empty, then chooses it with the e-mailed link", async ({
  page,
}) => {
  const email = uniqueEmail("passwordless-member");
  await joinFrom(page, `${server.url}/subscribe/usa`);
  await expect(page.getByRole("heading", { name: "Delivery address" })).toBeVisible();

  // The field is optional and says what leaving it empty does.
  const password = field(page, MEMBER_PASSWORD);
  await expect(password).not.toHaveAttribute("required");
  await expect(password).toHaveAccessibleDescription(
    "At least 8 characters. Or leave it empty, and we'll e-mail you a link to choose one.",
  );

  // A password typed is checked as any new one.
  await fillMember(page, { email, password: "short" });
  await continueButton(page).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  // Left empty: the account is made, signed in here, and PayPal asks for approval.
  await fillMember(page, { email, password: "" });
  await continueButton(page).click();
  await expect(page.getByRole("heading", { name: "Approve your subscription" })).toBeVisible();
  await page.getByRole("button", { name: "Agree & Subscribe" }).click();
  await expect(page.getByRole("heading", { name: "Subscription Activated!" })).toBeVisible();
  await expect(page).toHaveURL(/\/account$/, { timeout: 10_000 });
  await expect(mailClubCard(page).getByText("Active · USA plan")).toBeVisible();
  const choose = page.getByRole("region", { name: "Choose a Password" });
  await expect(choose).toContainText("Your account has no password yet.");
  await expect(choose.getByRole("link", { name: "Send Me a New Link" })).toHaveAttribute(
    "href",
    "/forgot-password",
  );

  // The e-mail says the account was made and invites a password.
  const mail = await waitForMailWithSubject(server.smtp, email, "choose your password");
  expect(mail.subject).toContain("Mail Club account");
  expect(mail.text).toContain("As you joined, we made a");
  expect(mail.text).toContain("Your account has no password yet.");
  const link = findLink(mail, "/reset-password?token=");
  expect(link, "a link to choose the password").toBeTruthy();
  const localLink = onServer(link as string, server.url);

  // The link sets the password: 'Password Reset Successful!', then on to sign in.
  await page.goto(localLink);
  await field(page, "New Password").fill(NEW_PASSWORD);
  await field(page, "Confirm New Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("heading", { name: "Password Reset Successful!" })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?reset=success$/, { timeout: 6_000 });

  // Used once, the link is refused.
  await page.goto(localLink);
  await field(page, "New Password").fill("another-fresh-ink");
  await field(page, "Confirm New Password").fill("another-fresh-ink");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("alert").getByText(/invalid or has expired/)).toBeVisible();

  // The member signs in with the password chosen, and is still a member.
  await page.goto(`${server.url}/login`);
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/account$/);
  await expect(mailClubCard(page).getByText("Active · USA plan")).toBeVisible();
  await expect(page.getByRole("region", { name: "Change Password" })).toBeVisible();
});
