/**
 * In my next envelope (issue 24, part 3; decision 030): a member buys a sticker sheet that
 * fits in the Mail Club envelope and chooses to have it come with their next issue instead of
 * being posted; the order page says which issue; on that issue's packing list (the PDF, read
 * back) the item is on the member's envelope; marking the issue mailed ships the order.
 *
 * The issue's cutoff is weeks away when the member pays, so the spec freezes that issue's list
 * itself in the server's database (PostgreSQL project only), as the freeze job would at the
 * cutoff, with the member on it; the studio does the rest.
 */
import { firstIssueFor } from "#server/mail-club/cutoff.ts";
import { formatIssueMonth, issueMonthKey } from "#server/mail-club/issue-month.ts";
import { readPdfLines } from "#server/mail-club/issues/pdf-text.ts";
import { uniqueEmail } from "#tests/support/account.ts";
import { addToCart, demoProductId } from "#tests/support/cart.ts";
import { approveOnPayPal, continueButton, withDatabase } from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { fillMember, joinFrom } from "#tests/support/mail-club.ts";
import { signInToStudio } from "#tests/support/studio.ts";

const SHOP_TIMEZONE = "America/New_York";

test.skip(({ databaseKind }) => databaseKind !== "postgres", "needs the server's database");

test("a member's ride-along item is on their envelope and ships with the issue", {
  tag: "@engine",
}, async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("ride-along");
  await joinFrom(page, "/subscribe/usa");
  await fillMember(page, { email, password: "folded-paper-crane" });
  await continueButton(page).click();
  await page.getByRole("button", { name: "Agree & Subscribe" }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 10_000 });

  // The member's next issue: the one whose cutoff is ahead (they joined before it).
  const issue = firstIssueFor(new Date(), SHOP_TIMEZONE);
  const month = formatIssueMonth(issue);
  await addToCart(page, baseURL, demoProductId("STK-001"));
  await page.goto("/checkout");
  await page
    .getByRole("radio", { name: `Send with my next Mail Club issue (${month}, no postage)` })
    .check();
  await expect(page.getByText("Mail Club envelope")).toBeVisible();
  await continueButton(page).click();
  await approveOnPayPal(page);
  await expect(page.getByText(`Coming with your ${month} Mail Club issue`)).toBeVisible({
    timeout: 10_000,
  });

  const { orderId, orderNumber, issueId } = await withDatabase(async (client) => {
    const order = await client.query<{
      id: number;
      order_number: string;
      ride_along_issue: string;
    }>(
      "select id, order_number, ride_along_issue from orders where customer_email = $1 and status = 'paid'",
      [email],
    );
    const row = order.rows[0];
    expect(row?.ride_along_issue).toBe(issueMonthKey(issue));
    // The issue frozen with its list as the cutoff would leave it: this member on it.
    const made = await client.query<{ id: number }>(
      `insert into mail_club_issues (month, title, frozen_at) values ($1, 'Ride-along test', now())
       on conflict (month) do update set frozen_at = now() returning id`,
      [issueMonthKey(issue)],
    );
    const madeIssueId = made.rows[0]?.id;
    await client.query(
      `insert into mail_club_issue_recipients (issue_id, subscription_id, plan, email, address)
       select $1, s.id, s.plan, c.email, s.delivery_address
       from subscriptions s join customers c on c.id = s.customer_id
       where c.email = $2 on conflict do nothing`,
      [madeIssueId, email],
    );
    return { orderId: row?.id, orderNumber: row?.order_number, issueId: madeIssueId };
  });

  await signInToStudio(page, `/studio/mail-club/issues/${issueId}`);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Packing list (PDF)" }).click();
  const pdf = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of pdf) chunks.push(chunk as Buffer);
  const lines = (await readPdfLines(new Uint8Array(Buffer.concat(chunks)))).flat();
  const item = lines.findIndex((line) =>
    line.includes(`Meadow Leaves Sticker Sheet (order #${orderNumber})`),
  );
  expect(item, lines.join("\n")).toBeGreaterThan(-1);

  await page.getByRole("button", { name: "Mark mailed" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, it is mailed" }).click();
  await expect(page.getByText(/Mailed/).first()).toBeVisible({ timeout: 10_000 });
  const status = await withDatabase((client) =>
    client.query<{ status: string }>("select status from orders where id = $1", [orderId]),
  );
  expect(status.rows[0]?.status).toBe("shipped");
});
