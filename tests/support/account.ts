/**
 * Customer accounts as the end-to-end specs use them: registering (through the form, or with
 * a plain POST /register that signs the browser context in), signing in and out, and the
 * header's account menu. Helpers that talk to a shop of a spec's own take its address
 * (`shopUrl`); without it, requests go to the project's baseURL.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { randomClientAddress } from "#tests/support/client-address.ts";
import { expect, type Layout } from "#tests/support/fixtures.ts";
import { field } from "#tests/support/form-field.ts";

export interface NewCustomer {
  fullName: string;
  email: string;
  password: string;
}

/** An e-mail address no other test (or earlier run) has used: `{label}-{time}-{random}@example.com`. */
export function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Gives the page's requests an address of their own (X-Forwarded-For, which the shared e2e
 * servers trust), so what this test does counts against its own rate limits only.
 */
export async function onOwnAddress(page: Page) {
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": randomClientAddress() });
}

/**
 * Registers a customer as a form without JavaScript does (POST /register with the shop's
 * Origin) and expects the 303 to /account; the session cookie it sets signs in the browser
 * context of `from` (a page or a context). Registrations are rate-limited per address (10 an
 * hour from 127.0.0.1).
 */
export async function registerAndSignIn(
  from: { request: APIRequestContext },
  shopUrl: string | undefined,
  customer: NewCustomer,
) {
  const { fullName, email, password } = customer;
  const response = await from.request.post(`${shopUrl ?? ""}/register`, {
    form: { fullName, email, password, confirmPassword: password },
    headers: { Origin: shopUrl ?? "" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe("/account");
}

/** Registers through the /register page's form and expects to land on My Account. */
export async function registerOnPage(
  page: Page,
  customer: NewCustomer & { phone?: string },
  shopUrl = "",
) {
  await page.goto(`${shopUrl}/register`);
  await field(page, "Full Name").fill(customer.fullName);
  await field(page, "Email").fill(customer.email);
  if (customer.phone) await field(page, "Phone (optional)").fill(customer.phone);
  await field(page, "Password").fill(customer.password);
  await field(page, "Confirm Password").fill(customer.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "My Account", level: 1 })).toBeVisible();
}

/** Fills the sign-in form the page shows (/login, or where the guard sent it) and submits it. */
export async function signIn(page: Page, email: string, password: string) {
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Opens the account menu: the header's menu button, or on a phone the mobile menu. */
export async function openAccountMenu(page: Page, layout: Layout, name: string) {
  if (layout === "phone") {
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByText(`Signed in as ${name}`)).toBeVisible();
    return menu;
  }
  await page
    .getByRole("banner")
    .getByRole("button", { name: `Account menu for ${name}` })
    .click();
  const menu = page.getByRole("menu", { name: "Your account" });
  await expect(menu).toBeVisible();
  return menu;
}

/** Signs out through the account menu and expects the home page. */
export async function signOut(page: Page, layout: Layout, name: string) {
  const menu = await openAccountMenu(page, layout, name);
  const item =
    layout === "phone"
      ? menu.getByRole("button", { name: "Sign Out" })
      : menu.getByRole("menuitem", { name: "Sign Out" });
  await item.click();
  await expect(page).toHaveURL(/\/$/);
}
