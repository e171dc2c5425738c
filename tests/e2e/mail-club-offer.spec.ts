/**
 * FIRSTLETTER on a Mail Club join (issue 43): the demo shop's offer applied at checkout shows
 * its terms and $4.00 due; the member approves at PayPal (the simulator) and pays $4 for the
 * first issue, $8.88 at the next renewal (the simulator's billing control, its webhook
 * recorded by the shop); /account says when the full price starts. On a PostgreSQL server of
 * its own, whose payments the spec reads; once (desktop).
 */
import { firstIssueFor } from "#server/mail-club/cutoff.ts";
import { addMonths, formatIssueMonth } from "#server/mail-club/issue-month.ts";
import { uniqueEmail } from "#tests/support/account.ts";
import { orderSummary } from "#tests/support/cart.ts";
import { continueButton } from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { fillMember, joinFrom, mailClubCard } from "#tests/support/mail-club.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";
import { queryShop, renewAtPayPal } from "#tests/support/simulated-months.ts";

test.describe.configure({ timeout: 120_000 });
test.skip(({ databaseKind, layout }) => databaseKind !== "postgres" || layout !== "desktop");

const SHOP_TIMEZONE = "America/New_York";
const server = serverOfItsOwn({
  env: { SHOP_TIMEZONE, PAYPAL_SIMULATOR_CONTROLS: "true" },
});

test("FIRSTLETTER: $4 for the first issue, $8.88 from the next, and /account says when", {
  tag: "@engine",
}, async ({ page }) => {
  const email = uniqueEmail("first-letter");
  await joinFrom(page, `${server.url}/subscribe/usa`);
  await page.getByLabel("Discount code").fill("firstletter");
  await page.getByRole("button", { name: "Apply" }).click();
  const summary = orderSummary(page);
  await expect(summary.getByText("First letter: your first issue for $4")).toBeVisible();
  await expect(summary.getByText("First issue $4.00, then $8.88 a month")).toBeVisible();
  await expect(summary.getByText("$4.00", { exact: true })).toBeVisible();

  await fillMember(page, { email, password: "folded-paper-crane" });
  const joinedAround = new Date();
  await continueButton(page).click();
  await expect(page.getByRole("heading", { name: "Approve your subscription" })).toBeVisible();
  await page.getByRole("button", { name: "Agree & Subscribe" }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 10_000 });

  const firstIssue = firstIssueFor(joinedAround, SHOP_TIMEZONE);
  const fullFrom = formatIssueMonth(addMonths(firstIssue, 1));
  const card = mailClubCard(page);
  await expect(card.getByText("Your offer")).toBeVisible();
  await expect(
    card.getByText(`$4.00 for your first issue, then $8.88 from the ${fullFrom} issue`),
  ).toBeVisible();

  const paymentsOf = async () =>
    (
      await queryShop<{ cents: number }>(
        server,
        `SELECT p.amount_cents AS cents FROM subscription_payments p
         JOIN subscriptions s ON s.id = p.subscription_id
         JOIN customers c ON c.id = s.customer_id
         WHERE c.email = $1 ORDER BY p.paid_at, p.id`,
        [email],
      )
    ).map((payment) => payment.cents);
  await expect.poll(paymentsOf).toEqual([400]);

  const [membership] = await queryShop<{ paypal: string }>(
    server,
    `SELECT paypal_subscription_id AS paypal FROM subscriptions
     WHERE customer_id = (SELECT id FROM customers WHERE email = $1)`,
    [email],
  );
  await renewAtPayPal(server, membership?.paypal ?? "", "paid");
  await expect.poll(paymentsOf).toEqual([400, 888]);
});
