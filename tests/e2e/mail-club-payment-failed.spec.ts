/**
 * A payment that fails in plain sight (issue 23): the simulator fails a member's renewal; the
 * member sees it on /account and by e-mail (real SMTP) with PayPal's page to fix it; the maker
 * finds them in arrears; frozen at its cutoff, the issue holds them apart from its list; the
 * retry goes through and they are back on that issue, which their history tells. The join is
 * moved back in the database (PostgreSQL, as in world-addresses.spec.ts) so that an issue's
 * cutoff has passed while the payment was owed. On the same server, a Mail Club offer (issue
 * 43): FIRSTLETTER applied at checkout shows its terms and $4.00 due; the member pays $4 for
 * the first issue and $8.88 at the next renewal (the simulator's billing control, its webhook
 * recorded by the shop), and /account says when the full price starts.
 */
import { firstIssueFor } from "#server/mail-club/cutoff.ts";
import { addMonths, formatIssueMonth, issueMonthKey } from "#server/mail-club/issue-month.ts";
import { currentIssueMonth } from "#server/mail-club/studio/issue-form.ts";
import { uniqueEmail } from "#tests/support/account.ts";
import { orderSummary } from "#tests/support/cart.ts";
import { continueButton } from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { waitForMailWithSubject } from "#tests/support/mail.ts";
import { fillMember, joinFrom, mailClubCard } from "#tests/support/mail-club.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";
import { queryShop, renewAtPayPal } from "#tests/support/simulated-months.ts";
import { newStudioPage, studioAdminEnv, studioPanel } from "#tests/support/studio.ts";

test.describe.configure({ timeout: 150_000 });
test.skip(({ databaseKind, layout }) => databaseKind !== "postgres" || layout !== "desktop");

const SHOP_TIMEZONE = "America/New_York";
const server = serverOfItsOwn({
  mail: true,
  env: { ...studioAdminEnv, SHOP_TIMEZONE, PAYPAL_SIMULATOR_CONTROLS: "true" },
});

test("a failed renewal: banner, e-mail, arrears, held at the cutoff, back on the issue when paid", {
  tag: "@engine",
}, async ({ page, browser }) => {
  const email = uniqueEmail("arrears");
  await joinFrom(page, `${server.url}/subscribe/usa`);
  await fillMember(page, { email, password: "folded-paper-crane" });
  await continueButton(page).click();
  await page.getByRole("button", { name: "Agree & Subscribe" }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 10_000 });

  // Joined five months ago; last month's issue exists, its cutoff passed, not yet frozen.
  const lastMonth = addMonths(currentIssueMonth(new Date(), SHOP_TIMEZONE), -1);
  const [member] = await queryShop<{ id: number; paypal: string }>(
    server,
    `UPDATE subscriptions SET started_at = now() - interval '150 days', first_issue = $1
     WHERE customer_id = (SELECT id FROM customers WHERE email = $2)
     RETURNING id, paypal_subscription_id AS paypal`,
    [issueMonthKey(addMonths(lastMonth, -4)), email],
  );
  if (!member) throw new Error("the member's subscription is missing");
  const [issue] = await queryShop<{ id: number }>(
    server,
    `INSERT INTO mail_club_issues (month, title) VALUES ($1, 'Paper boats') RETURNING id`,
    [issueMonthKey(lastMonth)],
  );

  await renewAtPayPal(server, member.paypal, "failed");
  // The failure came before that issue's cutoff.
  await queryShop(
    server,
    `UPDATE subscription_payment_failures SET failed_at = now() - interval '100 days'
     WHERE subscription_id = $1`,
    [member.id],
  );

  await page.reload();
  const problem = mailClubCard(page)
    .getByRole("alert")
    .filter({ hasText: "Your last payment did not go through" });
  await expect(
    problem.getByText("PayPal tries again by itself over the next few days"),
  ).toBeVisible();
  await expect(
    problem.getByRole("link", { name: "Update my payment method at PayPal" }),
  ).toHaveAttribute("href", `${server.url}/paypal-simulator/myaccount/autopay/`);
  const mail = await waitForMailWithSubject(
    server.smtp,
    email,
    "We could not take your Mail Club payment",
  );
  expect(mail.text).toContain("PayPal tries again by itself");
  expect(mail.text).toContain("/paypal-simulator/myaccount/autopay/");

  const maker = await newStudioPage(browser, "/studio/mail-club?payments=arrears", {
    baseURL: server.url,
  });
  const row = maker.getByRole("row").filter({ hasText: email });
  await expect(row.getByText(/In arrears since/)).toBeVisible();

  await maker.goto(`/studio/mail-club/issues/${issue?.id}`);
  await maker.getByRole("button", { name: "Freeze now" }).click();
  await expect(maker.getByText("The list is fixed.")).toBeVisible();
  const absent = studioPanel(maker, "Not in this issue");
  await expect(absent.getByRole("heading", { name: "Held for payment (1)" })).toBeVisible();
  const listed = studioPanel(maker, "Who gets it");
  await expect(listed.getByText(email)).toHaveCount(0);

  await renewAtPayPal(server, member.paypal, "paid");
  await maker.reload();
  await expect(absent.getByRole("heading", { name: "Held for payment (0)" })).toBeVisible();
  await expect(listed.getByText(email)).toBeVisible();

  await maker.goto(`/studio/mail-club/members/${member.id}`);
  const history = studioPanel(maker, "History");
  await expect(history.getByText(/PayPal could not take \$\d+\.\d\d \(try 1\)/)).toBeVisible();
  await expect(
    history.getByText(
      `A payment went through; put back on the ${formatIssueMonth(lastMonth)} issue`,
    ),
  ).toBeVisible();

  await page.reload();
  await expect(mailClubCard(page).getByText("Your last payment did not go through")).toHaveCount(0);
  await maker.context().close();
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
