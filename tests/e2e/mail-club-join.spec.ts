/**
 * Joining the Mail Club as a guest (spec §2 Mail Club pages, §4 Subscription checkout and
 * card): the plan into the cart, the delivery address (the USA plan refuses an address
 * abroad), the account made and signed in, PayPal's approval (the project's simulator),
 * 'Subscription Activated!', then /account with the right first issue; cancelling there.
 */
import { firstIssueFor } from "#server/mail-club/cutoff.ts";
import { formatIssueMonth } from "#server/mail-club/issue-month.ts";
import { uniqueEmail } from "#tests/support/account.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { continueButton } from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { field } from "#tests/support/form-field.ts";
import { fillMember, joinFrom, mailClubCard } from "#tests/support/mail-club.ts";

const PASSWORD = "folded-paper-crane";
const SHOP_TIMEZONE = "America/New_York";
const EMPTY_CART = "Your cart is empty";

test(
  "a guest joins the USA plan, lands on /account as a member, then cancels",
  { tag: "@layout" },
  async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await joinFrom(page, "/subscribe/usa");
    await expect(page.getByRole("heading", { name: "Delivery address" })).toBeVisible();
    await fillMember(page, { email: uniqueEmail("member"), password: PASSWORD });
    const joinedAround = new Date();
    await continueButton(page).click();

    await expect(page.getByRole("heading", { name: "Approve your subscription" })).toBeVisible();
    await page.getByRole("button", { name: "Agree & Subscribe" }).click();
    await expect(page.getByRole("heading", { name: "Subscription Activated!" })).toBeVisible();
    await expect(page).toHaveURL(/\/account$/, { timeout: 10_000 });

    const card = mailClubCard(page);
    await expect(card.getByText("Active · USA plan")).toBeVisible();
    await expect(card.getByText("$8.88 / month")).toBeVisible();
    const firstIssue = formatIssueMonth(firstIssueFor(joinedAround, SHOP_TIMEZONE));
    await expect(card.getByText("Your first issue")).toBeVisible();
    await expect(card.getByText(firstIssue, { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Delivery address" })).toContainText(
      "12 Paper Lane",
    );
    await expectNoAxeViolations(page, testInfo, { label: "account-member" });

    await card.getByRole("button", { name: "Cancel subscription" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel your Mail Club subscription?" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, testInfo, { label: "cancel-dialog" });
    await dialog.getByRole("button", { name: "Cancel my membership" }).click();
    await expect(page.getByText("Subscription cancelled")).toBeVisible();
    await expect(card.getByText("No active subscription")).toBeVisible();
    await expect(card.getByRole("link", { name: /Join the Mail Club/ })).toHaveAttribute(
      "href",
      "/subscribe",
    );
    await expect(page.getByRole("region", { name: "Delivery address" })).toHaveCount(0);

    // The plan's cart line was done with on the return from PayPal.
    await page.goto("/cart");
    await expect(page.getByRole("heading", { name: EMPTY_CART })).toBeVisible();
  },
);

test("the USA plan's address form offers the USA only; the international one where the club goes", async ({
  page,
}) => {
  await joinFrom(page, "/subscribe/usa");
  await expect(field(page, "Country").locator("option")).toHaveText(["United States"]);
  await joinFrom(page, "/subscribe/international");
  const offered = field(page, "Country").locator("option");
  await expect(offered.first()).toHaveText("United States");
  expect(await offered.count()).toBeGreaterThan(200);
  // The demo does not send the club under a US embargo.
  await expect(offered.filter({ hasText: "North Korea" })).toHaveCount(0);
});
