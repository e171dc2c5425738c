/**
 * Customer accounts on the web (spec §2 Authentication and account screens, §4, §5, §8):
 * register, the header's account menu, sign out and in, the route guard with its remembered
 * origin, My Details that save, an e-mail preference that survives a reload, change password,
 * the forms' validation messages, and axe on every screen. Registrations are limited per
 * address (10 an hour) and both PGlite projects share one server, so each test comes from an
 * address of its own.
 */
import {
  openAccountMenu,
  registerAndSignIn,
  registerOnPage,
  signIn,
  signOut,
  uniqueEmail,
} from "#tests/support/account.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { field } from "#tests/support/form-field.ts";

const PASSWORD = "paper-cranes-fold";

test(
  "register, use the account menu, sign out, sign in again and keep details and preferences",
  { tag: "@layout" },
  async ({ page, layout }, testInfo) => {
    // A whole customer journey: two argon2 sign-ins, several saves and an axe scan.
    test.slow();
    const email = uniqueEmail("journey");
    await registerOnPage(page, {
      fullName: "Hana Sato",
      email,
      phone: "555-0100",
      password: PASSWORD,
    });
    await expect(page.getByRole("status").getByText("Account created!")).toBeVisible();
    await expect(page.getByText("Welcome, Hana")).toBeVisible();

    // The header knows who is signed in and offers the account links.
    const menu = await openAccountMenu(page, layout, "Hana Sato");
    await expect(
      menu.getByRole(layout === "phone" ? "link" : "menuitem", { name: "Order History" }),
    ).toBeVisible();
    await menu
      .getByRole(layout === "phone" ? "link" : "menuitem", { name: "Order History" })
      .click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole("heading", { name: "No orders just yet" })).toBeVisible();

    await signOut(page, layout, "Hana Sato");
    if (layout === "desktop") {
      await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
    }
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);

    // A wrong password: the spec's message and the reset link.
    await signIn(page, email, "not-my-password");
    const alert = page.getByRole("alert").filter({ hasText: "Invalid email or password" });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("link", { name: "Reset it here" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );

    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("status").getByText("Welcome back!")).toBeVisible();

    // My Details: edit and save for real; the e-mail cannot be changed.
    const details = page.getByRole("region", { name: "My Details" });
    await expect(details.getByText(email)).toBeVisible();
    await details.getByRole("link", { name: "Edit Details" }).click();
    await expect(field(details, "Email")).toBeDisabled();
    await field(details, "Last name").fill("Sato-Reyes");
    await field(details, "Street address").fill("12 Willow Lane");
    await details.getByRole("button", { name: "Save Details" }).click();
    await expect(details.getByText("City is required")).toBeVisible();
    await expect(field(details, "City")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("alert").getByText("Save failed")).toBeVisible();
    await field(details, "City").fill("Portland");
    await field(details, "Country").selectOption("US");
    await field(details, "State").selectOption("OR");
    await field(details, "ZIP code").fill("97201");
    await details.getByRole("button", { name: "Save Details" }).click();
    await expect(page.getByRole("status").getByText("Details saved")).toBeVisible();
    await expect(details.getByText("12 Willow Lane")).toBeVisible();

    // A preference applies at once and is still there after a reload.
    const preferences = page.getByRole("region", { name: "Email Preferences" });
    const newsletter = preferences.getByRole("switch", { name: "Newsletter" });
    await expect(newsletter).not.toBeChecked();
    await expect(preferences.getByRole("switch", { name: "Order updates" })).toBeChecked();
    await newsletter.click();
    await expect(newsletter).toBeChecked();
    await expect(page.getByRole("status").getByText("Preferences updated")).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByRole("region", { name: "Email Preferences" })
        .getByRole("switch", { name: "Newsletter" }),
    ).toBeChecked();
    await expect(
      // The name, and the address block's first line.
      page.getByRole("region", { name: "My Details" }).getByText("Sato-Reyes").first(),
    ).toBeVisible();

    // Change password: a wrong current password is refused with the spec's words.
    const password = page.getByRole("region", { name: "Change Password" });
    await field(password, "Current password").fill("wrong-password-1");
    await field(password, "New password").fill("origami-swans-fly");
    await field(password, "Confirm new password").fill("origami-swans-fly");
    await password.getByRole("button", { name: "Change Password" }).click();
    await expect(password.getByText("Invalid current password")).toBeVisible();
    await field(password, "Current password").fill(PASSWORD);
    await field(password, "New password").fill("origami-swans-fly");
    await field(password, "Confirm new password").fill("origami-swans-fly");
    await password.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByRole("status").getByText("Password changed")).toBeVisible();

    await expectNoAxeViolations(page, testInfo, { label: "/account" });
    await page.goto("/account?edit=details");
    await expect(field(page, "Street address")).toHaveValue("12 Willow Lane");
    await expectNoAxeViolations(page, testInfo, { label: "/account?edit=details" });
    await page.goto("/orders");
    await expect(page.getByRole("heading", { name: "No orders just yet" })).toBeVisible();
    await expectNoAxeViolations(page, testInfo, { label: "/orders (empty)" });
  },
);

test("the guard sends a signed-out visitor to sign in and back where they were going", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("guard");
  // Registered without JavaScript: a plain form post, answered with a redirect and cookies.
  await registerAndSignIn(page, baseURL, { fullName: "Ines Marlow", email, password: PASSWORD });
  await page.context().clearCookies();

  await page.goto("/orders");
  await expect(page).toHaveURL(/\/login\?returnTo=%2Forders&notice=orders$/);
  await expect(page.getByText("Please sign in to view your orders.")).toBeVisible();
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole("heading", { name: "Order History" })).toBeVisible();

  // Only paths on this site are followed.
  await page.context().clearCookies();
  await page.goto("/login?returnTo=//evil.example/steal");
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/account$/);
});

test("the forms show the spec's validation messages", { tag: "@layout" }, async ({ page }) => {
  await page.goto("/register");
  await field(page, "Password").fill("short");
  await field(page, "Confirm Password").fill("different");
  await page.getByRole("button", { name: "Create Account" }).click();
  const fullName = field(page, "Full Name");
  await expect(fullName).toHaveAttribute("aria-invalid", "true");
  await expect(fullName).toBeFocused();
  await expect(page.getByText("Please enter your full name")).toBeVisible();
  await expect(page.getByText("Please enter your email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await field(page, "Full Name").fill("Mira Quill");
  await field(page, "Email").fill("not-an-email");
  await field(page, "Password").fill("long-enough-pass");
  await field(page, "Confirm Password").fill("long-enough-pass");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await field(page, "Email").fill("mira@example.com");
  await field(page, "Confirm Password").fill("long-enough-past");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  const describedBy = await field(page, "Confirm Password").getAttribute("aria-describedby");
  expect(describedBy).toBeTruthy();
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Passwords do not match");

  await page.goto("/login");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Please enter your email address")).toBeVisible();
  await expect(page.getByText("Please enter your password")).toBeVisible();
  await expect(page.getByRole("link", { name: "Checkout as Guest" })).toHaveAttribute(
    "href",
    "/checkout",
  );

  await page.goto("/forgot-password");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Please enter your email address")).toBeVisible();
  await field(page, "Email").fill("nope@");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await field(page, "Email").fill("nobody-here@example.com");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();

  await page.goto("/reset-password");
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Request New Reset Link" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Login" })).toBeVisible();

  await page.goto("/reset-password?token=made-up-token");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Please enter a new password")).toBeVisible();
  await field(page, "New Password").fill("short");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();
  await field(page, "New Password").fill("long-enough-pass");
  await field(page, "Confirm New Password").fill("long-enough-past");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
});

test("the sign-in form works without JavaScript and says what went wrong", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/login?returnTo=/orders");
  await signIn(page, "nobody-at-all@example.com", "whatever-it-is");
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(field(page, "Email")).toHaveValue("nobody-at-all@example.com");
  await context.close();
});

test("axe finds nothing on the account screens", { tag: "@layout" }, async ({ page }, testInfo) => {
  for (const path of [
    "/login",
    "/register",
    "/forgot-password",
    "/reset-password",
    "/reset-password?token=x",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, testInfo, { label: path });
  }
  await page.goto("/register");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please enter your full name")).toBeVisible();
  await expectNoAxeViolations(page, testInfo, { label: "/register with errors" });
});
