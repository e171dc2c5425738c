/**
 * The honest cancel (issue 23, item 4): a member opens the cancel screen on /account, answers
 * "Too expensive" and is offered a pause beside it; the offer follows the answer as it changes
 * ("Too much mail": a skip; "Other": the words box and no offer); 'Cancel my membership' stays
 * there all along and cancels in one click. The maker then reads the reason in the studio's
 * members list and on the member's page. (The rules behind it: server/mail-club/cancel/.)
 */
import { firstIssueFor } from "#server/mail-club/cutoff.ts";
import { formatIssueMonth } from "#server/mail-club/issue-month.ts";
import { uniqueEmail } from "#tests/support/account.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { continueButton } from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { fillMember, joinFrom, mailClubCard } from "#tests/support/mail-club.ts";
import { newStudioPage, studioPanel } from "#tests/support/studio.ts";

const SHOP_TIMEZONE = "America/New_York";

test("a member says 'too expensive', is offered a pause, and still cancels in one click; the maker sees why", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("leaving");
  await joinFrom(page, "/subscribe/usa");
  await fillMember(page, { email, password: "folded-paper-crane" });
  await continueButton(page).click();
  await page.getByRole("button", { name: "Agree & Subscribe" }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 10_000 });

  const card = mailClubCard(page);
  await card.getByRole("button", { name: "Cancel subscription" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel your Mail Club subscription?" });
  await expect(dialog).toBeVisible();
  const question = dialog.getByLabel("Why are you leaving? (optional)");
  const cancel = dialog.getByRole("button", { name: "Cancel my membership" });
  // Before any answer: no offer, and the cancel is there.
  await expect(question).toHaveValue("");
  await expect(cancel).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Pause instead" })).toHaveCount(0);

  // The offer follows the answer.
  const nextIssue = formatIssueMonth(firstIssueFor(new Date(), SHOP_TIMEZONE));
  await question.selectOption({ label: "Too much mail" });
  await expect(
    dialog.getByRole("button", { name: `Skip the ${nextIssue} issue instead` }),
  ).toBeVisible();
  await question.selectOption({ label: "Other" });
  await expect(dialog.getByLabel("Other reason, in your own words (optional)")).toBeVisible();
  await expect(dialog.getByRole("button", { name: /instead/ })).toHaveCount(0);
  await expect(cancel).toBeVisible();

  await question.selectOption({ label: "Too expensive" });
  const pause = dialog.getByRole("button", { name: "Pause instead" });
  await expect(pause).toBeVisible();
  await expect(dialog).toContainText("nothing is charged for up to 3 issues");
  await expect(dialog.getByLabel("Issues to pause")).toHaveValue("3");
  await expect(cancel).toBeVisible();
  await expect(cancel).toBeEnabled();
  await expectNoAxeViolations(page, testInfo, { label: "cancel-screen-with-offer" });
  await page.screenshot({ path: testInfo.outputPath("cancel-screen.png"), fullPage: false });

  // One click cancels, the offer notwithstanding.
  await cancel.click();
  await expect(page.getByText("Subscription cancelled")).toBeVisible();
  await expect(page.getByText("Your subscription has been cancelled successfully.")).toBeVisible();
  await expect(card.getByText("No active subscription")).toBeVisible();

  // The maker reads why, in the list and on the member's page.
  const studio = await newStudioPage(
    browser,
    `/studio/mail-club?${new URLSearchParams({ q: email, status: "cancelled" })}`,
    { baseURL },
  );
  const table = studio.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("Too expensive");
  await table.getByRole("link").first().click();
  await expect(studio.getByRole("heading", { level: 1 })).toBeVisible();
  const membership = studioPanel(studio, "Membership");
  await expect(membership).toContainText("Cancelled");
  await expect(membership.getByText("Cancel reason")).toBeVisible();
  await expect(membership).toContainText("Too expensive");
  await expectNoAxeViolations(studio, testInfo, { label: "studio-member-cancel-reason" });
  await studio.context().close();
});
