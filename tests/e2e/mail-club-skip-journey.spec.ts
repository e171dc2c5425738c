/**
 * A skip from start to finish through the simulator (issue 23): a member joins and skips their
 * next issue on /account; PayPal's renewal meanwhile charges nothing; that issue's frozen list
 * leaves them out, named apart as skipped, and the issue after it has them again. The join and
 * the skip are then moved back a few months in the database (PostgreSQL, as in
 * world-addresses.spec.ts), so that both issues' cutoffs have passed and the maker can freeze
 * them now.
 */
import { firstIssueFor } from "#server/mail-club/cutoff.ts";
import { addMonths, formatIssueMonth, issueMonthKey } from "#server/mail-club/issue-month.ts";
import { currentIssueMonth } from "#server/mail-club/studio/issue-form.ts";
import { uniqueEmail } from "#tests/support/account.ts";
import { continueButton } from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { fillMember, joinFrom, mailClubCard } from "#tests/support/mail-club.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";
import { queryShop, renewAtPayPal } from "#tests/support/simulated-months.ts";
import { newStudioPage, studioAdminEnv, studioPanel } from "#tests/support/studio.ts";

test.describe.configure({ timeout: 150_000 });
test.skip(({ databaseKind, layout }) => databaseKind !== "postgres" || layout !== "desktop");

const SHOP_TIMEZONE = "America/New_York";
const server = serverOfItsOwn({
  env: { ...studioAdminEnv, SHOP_TIMEZONE, PAYPAL_SIMULATOR_CONTROLS: "true" },
});

test("a skipped issue: not on its frozen list, not charged, and the next issue has them", {
  tag: "@engine",
}, async ({ page, browser }) => {
  const email = uniqueEmail("skip-journey");
  await joinFrom(page, `${server.url}/subscribe/usa`);
  await fillMember(page, { email, password: "folded-paper-crane" });
  await continueButton(page).click();
  await page.getByRole("button", { name: "Agree & Subscribe" }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 10_000 });
  const next = formatIssueMonth(firstIssueFor(new Date(), SHOP_TIMEZONE));
  await mailClubCard(page)
    .getByRole("button", { name: `Skip the ${next} issue` })
    .click();
  await expect(mailClubCard(page).getByText(`You are skipping the ${next} issue`)).toBeVisible();

  const [member] = await queryShop<{ id: number; paypal: string }>(
    server,
    `SELECT s.id, s.paypal_subscription_id AS paypal FROM subscriptions s
     JOIN customers c ON c.id = s.customer_id WHERE c.email = $1`,
    [email],
  );
  if (!member) throw new Error("the member's subscription is missing");
  // PayPal's renewal during the skip: the shop suspended billing, so no sale is made.
  expect(await renewAtPayPal(server, member.paypal, "paid")).not.toHaveProperty("sale_id");
  const payments = await queryShop<{ count: string }>(
    server,
    "SELECT count(*) FROM subscription_payments WHERE subscription_id = $1",
    [member.id],
  );
  expect(payments[0]?.count).toBe("1");

  // Moved back: the skipped issue is the one before last month's, both cutoffs passed.
  const lastMonth = addMonths(currentIssueMonth(new Date(), SHOP_TIMEZONE), -1);
  const skipped = addMonths(lastMonth, -1);
  await queryShop(
    server,
    `UPDATE subscriptions SET started_at = now() - interval '150 days', first_issue = $1
     WHERE id = $2`,
    [issueMonthKey(addMonths(lastMonth, -4)), member.id],
  );
  await queryShop(
    server,
    "UPDATE mail_club_holds SET first_issue = $1 WHERE subscription_id = $2",
    [issueMonthKey(skipped), member.id],
  );
  const issues = await queryShop<{ id: number; month: string }>(
    server,
    `INSERT INTO mail_club_issues (month, title) VALUES ($1, 'Skipped one'), ($2, 'Back again')
     RETURNING id, month`,
    [issueMonthKey(skipped), issueMonthKey(lastMonth)],
  );
  const issueOf = (month: typeof lastMonth) =>
    issues.find((issue) => issue.month === issueMonthKey(month))?.id;

  const maker = await newStudioPage(browser, `/studio/mail-club/issues/${issueOf(skipped)}`, {
    baseURL: server.url,
  });
  await maker.getByRole("button", { name: "Freeze now" }).click();
  await expect(maker.getByText("The list is fixed.")).toBeVisible();
  await expect(studioPanel(maker, "Who gets it").getByText(email)).toHaveCount(0);
  const absent = studioPanel(maker, "Not in this issue");
  await expect(absent.getByRole("heading", { name: "Skipped (1)" })).toBeVisible();

  await maker.goto(`/studio/mail-club/issues/${issueOf(lastMonth)}`);
  await maker.getByRole("button", { name: "Freeze now" }).click();
  await expect(maker.getByText("The list is fixed.")).toBeVisible();
  await expect(studioPanel(maker, "Who gets it").getByText(email)).toBeVisible();
  await expect(absent.getByRole("heading", { name: "Skipped (0)" })).toBeVisible();

  await maker.goto(`/studio/mail-club/members/${member.id}`);
  await expect(studioPanel(maker, "History").getByText(`Skipped the ${next} issue`)).toBeVisible();
  await maker.context().close();
});
