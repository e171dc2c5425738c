/**
 * The Mail Club as the end-to-end specs join it: /subscribe/{plan}, which puts the plan alone
 * in the cart and goes on to checkout, the member's form there, and the membership card on
 * /account.
 */
import type { Page } from "@playwright/test";
import { fillShipping } from "#tests/support/checkout.ts";
import { expect } from "#tests/support/fixtures.ts";
import { field } from "#tests/support/form-field.ts";

/** Opens /subscribe/{plan} (`path`) and waits until it has moved on to checkout by itself. */
export async function joinFrom(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 10_000 });
}

/** The joining guest's password field on the checkout form (it may be left empty). */
export const MEMBER_PASSWORD = "Password for your account (optional)";

/**
 * Fills the joining member's checkout form: e-mail, address, and their new account's password
 * (none: left empty, so the account is made without one and a link to choose it is mailed).
 */
export async function fillMember(page: Page, member: { email: string; password?: string }) {
  await fillShipping(page, { email: member.email });
  if (member.password !== undefined) {
    await field(page, MEMBER_PASSWORD).fill(member.password);
  }
}

/** The Mail Club card on /account. */
export function mailClubCard(page: Page) {
  return page.getByRole("region", { name: "Mail Club" });
}
