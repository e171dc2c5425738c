/**
 * A member takes a break from /account (issue 23): skips the next issue and undoes it, then
 * pauses two issues and resumes; the card names what is left out each time. (The billing
 * behind it is tested through the simulator in server/http/api/subscriptions-api.test.ts.)
 */
import { firstIssueFor } from "#server/mail-club/cutoff.ts";
import { addMonths, formatIssueMonth } from "#server/mail-club/issue-month.ts";
import { uniqueEmail } from "#tests/support/account.ts";
import { continueButton } from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { fillMember, joinFrom, mailClubCard } from "#tests/support/mail-club.ts";

const SHOP_TIMEZONE = "America/New_York";

test("a member skips the next issue, undoes it, pauses two and resumes", async ({ page }) => {
  test.setTimeout(60_000);
  await joinFrom(page, "/subscribe/usa");
  await fillMember(page, { email: uniqueEmail("break"), password: "folded-paper-crane" });
  await continueButton(page).click();
  await page.getByRole("button", { name: "Agree & Subscribe" }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 10_000 });

  const card = mailClubCard(page);
  const next = firstIssueFor(new Date(), SHOP_TIMEZONE);
  const nextName = formatIssueMonth(next);
  await card.getByRole("button", { name: `Skip the ${nextName} issue` }).click();
  await expect(card.getByText(`You are skipping the ${nextName} issue`)).toBeVisible();
  await card.getByRole("button", { name: "Undo the skip" }).click();
  await expect(card.getByRole("button", { name: `Skip the ${nextName} issue` })).toBeVisible();

  await card.getByLabel("Pause for").selectOption("2");
  await card.getByRole("button", { name: "Pause", exact: true }).click();
  const after = formatIssueMonth(addMonths(next, 1));
  await expect(card.getByText(`paused for the ${nextName} and ${after} issues`)).toBeVisible();
  await card.getByRole("button", { name: "Resume now" }).click();
  await expect(card.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
});
