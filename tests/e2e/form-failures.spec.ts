/**
 * The account forms when the server cannot answer (spec §8): the request is cut off (the
 * network failed) or a proxy answers 502 (the server fell over). Each form says the spec's
 * words where it says its other refusals, the page stays (never the error page), and a
 * preference switch goes back to where it was.
 */
import type { Page } from "@playwright/test";
import { registerAndSignIn, uniqueEmail } from "#tests/support/account.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { field } from "#tests/support/form-field.ts";
import { gotoHydrated } from "#tests/support/hydration.ts";

const PASSWORD = "paper-cranes-fold";

/**
 * Every form posted by the page's script to `path` fails after a moment (long enough to see
 * the page waiting): cut off, or answered 502.
 */
async function failPosts(page: Page, path: string, how: "network" | "502") {
  await page.route(
    (url) => url.pathname === `${path}.data`,
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (how === "network") return route.abort("connectionreset");
      return route.fulfill({ status: 502, contentType: "text/plain", body: "Bad Gateway" });
    },
  );
}

async function expectNoErrorPage(page: Page) {
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
}

test("signing in says 'Login failed' when the network fails", async ({ page }) => {
  await gotoHydrated(page, "/login");
  await failPosts(page, "/login", "network");
  await field(page, "Email").fill("sora@example.com");
  await field(page, "Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Login failed" });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("link", { name: "Reset it here" })).toBeVisible();
  await expect(field(page, "Email")).toHaveValue("sora@example.com");
  await expectNoErrorPage(page);
});

test("registering says 'Registration failed. Please try again.' when the server falls over", async ({
  page,
}) => {
  await gotoHydrated(page, "/register");
  await failPosts(page, "/register", "502");
  await field(page, "Full Name").fill("Sora Abe");
  await field(page, "Email").fill(uniqueEmail("register-failure"));
  await field(page, "Password").fill(PASSWORD);
  await field(page, "Confirm Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Registration failed. Please try again." }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
  await expectNoErrorPage(page);
});

test("My Details and a preference say the spec's words, and the switch goes back", async ({
  page,
  baseURL,
}) => {
  await registerAndSignIn(page, baseURL, {
    fullName: "Sora Abe",
    email: uniqueEmail("account-failure"),
    password: PASSWORD,
  });
  await gotoHydrated(page, "/account?edit=details");

  await failPosts(page, "/account", "502");
  const details = page.getByRole("region", { name: "My Details" });
  await field(details, "Last name").fill("Abe-Ito");
  await details.getByRole("button", { name: "Save Details" }).click();
  const toast = page.getByRole("alert").filter({ hasText: "Save failed" });
  await expect(toast.getByText("Failed to save details. Please try again.")).toBeVisible();
  // The form stays open with what was typed.
  await expect(field(details, "Last name")).toHaveValue("Abe-Ito");
  await expectNoErrorPage(page);

  await page.unrouteAll();
  await failPosts(page, "/account", "network");
  const preferences = page.getByRole("region", { name: "Email Preferences" });
  const newsletter = preferences.getByRole("switch", { name: "Newsletter" });
  const orderUpdates = preferences.getByRole("switch", { name: "Order updates" });
  await expect(newsletter).not.toBeChecked();
  await expect(orderUpdates).toBeChecked();
  await newsletter.click();
  // On while it is being saved, then back off when saving fails.
  await expect(newsletter).toBeChecked();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "Update failed" })
      .getByText("Failed to update preferences. Please try again."),
  ).toBeVisible();
  await expect(newsletter).not.toBeChecked();
  await expect(orderUpdates).toBeChecked();
  await expectNoErrorPage(page);

  // Nothing was saved: the switch is off after a reload too.
  await page.unrouteAll();
  await page.reload();
  await expect(
    page
      .getByRole("region", { name: "Email Preferences" })
      .getByRole("switch", { name: "Newsletter" }),
  ).not.toBeChecked();
});
