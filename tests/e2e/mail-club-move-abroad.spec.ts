/**
 * A member moves abroad and back from /account (issue 23): an address in Germany shows the
 * International plan and its price to confirm, PayPal's consent page (the simulator's) asks
 * for the new price, and only after "Agree" do plan, price and address change. Moving back is
 * then cancelled at PayPal: everything stays as it was. (The rules behind it are tested
 * through the simulator in server/mail-club/plan-change/plan-change.test.ts.)
 */
import type { Page } from "@playwright/test";
import { uniqueEmail } from "#tests/support/account.ts";
import { continueButton } from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { field } from "#tests/support/form-field.ts";
import { fillMember, joinFrom, mailClubCard } from "#tests/support/mail-club.ts";

function deliveryCard(page: Page) {
  return page.getByRole("region", { name: "Delivery address" });
}

async function openAddressForm(page: Page) {
  const card = deliveryCard(page);
  await card.getByText("Change delivery address").click();
  return card;
}

test("a member moves to Germany after approving the new price at PayPal, and cancels moving back", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await joinFrom(page, "/subscribe/usa");
  await fillMember(page, { email: uniqueEmail("move"), password: "folded-paper-crane" });
  await continueButton(page).click();
  await page.getByRole("button", { name: "Agree & Subscribe" }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 10_000 });
  await expect(mailClubCard(page)).toContainText("Active · USA plan");

  // Step 1: the new address in Germany; nothing is saved, the new plan and price are shown.
  let card = await openAddressForm(page);
  await field(card, "Country").selectOption("DE");
  await field(card, "Street address").fill("Lindenstraße 5");
  await field(card, "Postal code").fill("10969");
  await field(card, "City").fill("Berlin");
  await card.getByRole("button", { name: "Save delivery address" }).click();
  await expect(
    card.getByText(/your plan becomes International, \$9\.88 a month \(now \$8\.88\)/),
  ).toBeVisible();
  await expect(
    card.getByText("PayPal will ask you to approve the new price.", { exact: false }),
  ).toBeVisible();
  await expect(card.getByText(/The new price is first charged on/)).toBeVisible();
  await expect(mailClubCard(page)).toContainText("Active · USA plan");

  // Step 2: confirmed, on to PayPal's consent page; agreeing comes back to /account.
  await card.getByRole("button", { name: "Confirm and approve at PayPal" }).click();
  await expect(
    page.getByRole("heading", { name: "Approve the change to your subscription" }),
  ).toBeVisible({ timeout: 10_000 });
  await page.getByRole("button", { name: "Agree & Continue" }).click();
  await expect(page.getByRole("heading", { name: "Your plan has changed" })).toBeVisible();
  await expect(page).toHaveURL(/\/account\?saved=plan-approved/, { timeout: 10_000 });
  await expect(page.getByText("Your new plan and delivery address are saved.")).toBeVisible();
  await expect(mailClubCard(page)).toContainText("Active · International plan");
  await expect(mailClubCard(page)).toContainText("$9.88 / month");
  await expect(deliveryCard(page)).toContainText("10969 BERLIN");

  // Moving back, cancelled at PayPal: plan and address stay as they were.
  card = await openAddressForm(page);
  await field(card, "Country").selectOption("US");
  await field(card, "Street address").fill("12 Lantern Street");
  await field(card, "City").fill("Portland");
  await field(card, "State").selectOption("OR");
  await field(card, "ZIP code").fill("97201");
  await card.getByRole("button", { name: "Save delivery address" }).click();
  await expect(
    card.getByText(/your plan becomes USA, \$8\.88 a month \(now \$9\.88\)/),
  ).toBeVisible();
  await card.getByRole("button", { name: "Confirm and approve at PayPal" }).click();
  await page.getByRole("button", { name: "Cancel and return" }).click();
  await expect(page.getByRole("heading", { name: "Nothing changed" })).toBeVisible();
  await expect(page).toHaveURL(/\/account\?saved=plan-cancelled/, { timeout: 10_000 });
  await expect(
    page.getByText(
      "You did not approve the new plan at PayPal, so your plan and delivery address stay as they were.",
    ),
  ).toBeVisible();
  await expect(mailClubCard(page)).toContainText("Active · International plan");
  await expect(deliveryCard(page)).toContainText("10969 BERLIN");
  await expect(deliveryCard(page).getByText("Waiting for your approval at PayPal")).toHaveCount(0);
});
