/**
 * Gift cards and store credit through the browser and PayPal's simulator (issue 45), on a
 * PostgreSQL server of its own with a real SMTP server started by the test:
 *
 * - a guest buys a $25 card for a friend with a message and tomorrow's date; nothing is sent
 *   today; "tomorrow" comes (the day moved in the database, as the other journeys that live
 *   days in a moment) and the card's e-mail arrives, its printable card read back; the friend
 *   spends $18 of it with PayPal paying nothing, then the last $7 with PayPal paying the rest;
 *   the balance page says $0.00;
 * - a customer's $5.00 of store credit (June's, as the demo gives it) pays part of her order at
 *   checkout and shows in her ledger;
 * - a member turns $20 of credit into 2 prepaid issues on /account, and the simulator's next
 *   two renewals charge nothing;
 * - the balance page gives the 11th wrong code in a minute the first one's words.
 */

import { balanceMessages } from "#server/balances/balance-messages.ts";
import { readPdfLines } from "#server/mail-club/issues/pdf-text.ts";
import { registerAndSignIn, uniqueEmail } from "#tests/support/account.ts";
import { expectNoAxeViolationsAtBothWidths } from "#tests/support/axe.ts";
import { addToCart, demoProductId, orderSummary } from "#tests/support/cart.ts";
import {
  approveOnPayPal,
  confirmedOrderNumber,
  continueButton,
  fillDigitalBuyer,
  fillShipping,
} from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { field } from "#tests/support/form-field.ts";
import { findLink, mailsTo, onServer, waitForMailWithSubject } from "#tests/support/mail.ts";
import { fillMember, joinFrom } from "#tests/support/mail-club.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";
import { queryShop, renewAtPayPal } from "#tests/support/simulated-months.ts";
import { newStudioPage, studioAdminEnv } from "#tests/support/studio.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });
test.skip(({ databaseKind, layout }) => databaseKind !== "postgres" || layout !== "desktop");

const server = serverOfItsOwn({
  mail: true,
  env: { ...studioAdminEnv, SHOP_TIMEZONE: "America/New_York", PAYPAL_SIMULATOR_CONTROLS: "true" },
});

const CODE = /\b([2-9A-HJ-NP-Z]{4}(?:-[2-9A-HJ-NP-Z]{4}){3})\b/;

/** Downloads into the cart (no postage: their prices are the total). */
async function addTemplates(page: import("@playwright/test").Page, skus: string[]) {
  for (const sku of skus) {
    await addToCart(page, server.url, demoProductId(sku), { digitalAcknowledged: "on" });
  }
}

/** Store credit as the studio's "Give store credit" writes it: the balance and its entry. */
async function giveCredit(email: string, cents: number, reason: string) {
  await queryShop(
    server,
    `WITH credit AS (
       INSERT INTO balances (kind, customer_id, balance_cents)
       SELECT 'store_credit', id, $2 FROM customers WHERE email = $1 RETURNING id)
     INSERT INTO balance_entries (balance_id, kind, amount_cents, reason)
     SELECT id, 'issued', $2, $3 FROM credit`,
    [email, cents, reason],
  );
}

/** The card applied on the checkout, as a shopper types it. */
async function applyCard(page: import("@playwright/test").Page, code: string) {
  await page.goto(`${server.url}/checkout`);
  await page.getByLabel("Gift card", { exact: true }).fill(code.toLowerCase());
  await page.getByRole("button", { name: "Apply gift card" }).click();
  await expect(
    orderSummary(page)
      .getByText(/Gift card ••••/)
      .first(),
  ).toBeVisible();
}

test(
  "a $25 card for a friend: e-mailed on its day, spent in two orders, $0.00 left",
  {
    tag: "@engine",
  },
  async ({ page, browser }, testInfo) => {
    const recipient = uniqueEmail("card-friend");
    await page.goto(`${server.url}/greeting-cards/product/washi-gift-card`);
    await page.getByRole("link", { name: "Choose the amount and who it is for" }).click();
    await expectNoAxeViolationsAtBothWidths(page, testInfo, "the gift card's page");
    await page.getByRole("radio", { name: "$25.00" }).check();
    await field(page, "Their name").fill("Rosa Romero");
    await field(page, "Their e-mail (optional)").fill(recipient);
    await field(page, "Your message (optional)").fill("Happy birthday, Rosa!\nLove, Gwen");
    const tomorrow = new Date(Date.now() + 36 * 3_600_000).toLocaleDateString("en-CA", {
      timeZone: "America/New_York",
    });
    await field(page, "Day to send it").fill(tomorrow);
    await field(page, "Your name").fill("Gwen Park");
    await field(page, "Your e-mail").fill(uniqueEmail("card-buyer"));
    await continueButton(page).click();
    await approveOnPayPal(page);
    await confirmedOrderNumber(page);
    await expect(orderSummary(page)).toContainText("Washi Gift Card ($25.00)");

    // Paid, but its day has not come: nothing for the friend yet.
    await page.waitForTimeout(2_000);
    expect(mailsTo(server.smtp, recipient)).toHaveLength(0);
    // Its day comes.
    await queryShop(
      server,
      "UPDATE gift_cards SET send_on = current_date - 1 WHERE recipient_email = $1",
      [recipient],
    );
    const mail = await waitForMailWithSubject(
      server.smtp,
      recipient,
      "Gwen Park sent you a $25.00 gift card",
    );
    expect(mail.text).toContain("Happy birthday, Rosa!");
    const code = CODE.exec(mail.text)?.[1] ?? "";
    expect(code).not.toBe("");
    const cardLink = findLink(mail, "/gift-cards/card.pdf");
    if (!cardLink) throw new Error("the card's e-mail has no printable card");
    const pdf = await page.request.get(onServer(cardLink, server.url));
    expect(pdf.status()).toBe(200);
    const printed = (await readPdfLines(new Uint8Array(await pdf.body()))).flat().join("\n");
    expect(printed).toContain("A gift for Rosa Romero");
    expect(printed).toContain(code);

    // The friend, in a browser of their own: $18 of downloads, PayPal paying nothing.
    const friend = await browser.newPage();
    await addTemplates(friend, ["DGT-001", "DGT-005"]);
    await applyCard(friend, code);
    await expect(orderSummary(friend).getByText("To pay with PayPal")).toBeVisible();
    await expect(orderSummary(friend)).toContainText("$0.00");
    await fillDigitalBuyer(friend, { email: recipient });
    await friend.getByRole("button", { name: "Place Order" }).click();
    await confirmedOrderNumber(friend);
    await expect(orderSummary(friend)).toContainText("Paid with PayPal");

    // Then $7 more of it, PayPal paying the other $5.
    await addTemplates(friend, ["DGT-007", "DGT-002"]);
    await applyCard(friend, code);
    await expect(orderSummary(friend).getByText("−$7.00")).toBeVisible();
    await fillDigitalBuyer(friend, { email: recipient });
    await continueButton(friend).click();
    await expect(friend.getByText("$5.00").first()).toBeVisible();
    await approveOnPayPal(friend);
    await confirmedOrderNumber(friend);

    await friend.goto(`${server.url}/gift-cards/balance`);
    await friend.getByLabel("Gift card number").fill(code);
    await friend.getByRole("button", { name: "Check the balance" }).click();
    await expect(friend.getByTestId("gift-card-balance")).toHaveText("$0.00");
    await expectNoAxeViolationsAtBothWidths(friend, testInfo, "the balance page");
    await friend.close();

    // The maker's view: sold, redeemed, nothing left on it; its history, never its number.
    const maker = await newStudioPage(browser, "/studio/gift-cards", { baseURL: server.url });
    await expect(maker.getByRole("heading", { name: "Gift cards", level: 1 })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(maker, testInfo, "the studio's gift cards");
    await maker.getByRole("link", { name: `Gift card ••••${code.slice(-4)}` }).click();
    await expect(maker.getByRole("row")).toHaveCount(4);
    await expect(maker.getByRole("main")).not.toContainText(code);
    await maker.context().close();
  },
);

test("June's $5.00 of credit pays part of her order and shows in her ledger", {
  tag: "@engine",
}, async ({ page }) => {
  // The e2e shops are seeded without the demo's customers: June as the demo has her.
  const email = uniqueEmail("june");
  await registerAndSignIn(page, server.url, {
    fullName: "June Park",
    email,
    password: "folded-paper-demo",
  });
  await giveCredit(email, 500, "Sorry about the bent card");
  await page.goto(`${server.url}/account`);
  await expect(page.getByTestId("store-credit-balance")).toHaveText("$5.00");

  await addToCart(page, server.url, demoProductId("TOT-001"));
  await page.goto(`${server.url}/checkout`);
  const summary = orderSummary(page).getByRole("definition");
  await expect(
    orderSummary(page).getByRole("term").filter({ hasText: "Store credit" }),
  ).toBeVisible();
  await expect(summary.filter({ hasText: "−$5.00" })).toBeVisible();
  await fillShipping(page);
  await continueButton(page).click();
  await approveOnPayPal(page);
  const orderNumber = await confirmedOrderNumber(page);
  await expect(
    orderSummary(page).getByRole("term").filter({ hasText: "Store credit" }),
  ).toBeVisible();

  await page.goto(`${server.url}/account`);
  await expect(page.getByTestId("store-credit-balance")).toHaveText("$0.00");
  const ledger = page.getByRole("region", { name: "Store credit" });
  await expect(ledger.getByRole("row").filter({ hasText: `#${orderNumber}` })).toContainText(
    "−$5.00",
  );
  await expect(ledger).toContainText("Sorry about the bent card");
});

test("a member turns $20 of credit into 2 prepaid issues; the next two renewals charge nothing", {
  tag: "@engine",
}, async ({ page }) => {
  const email = uniqueEmail("prepaid-member");
  await joinFrom(page, `${server.url}/subscribe/usa`);
  await fillMember(page, { email, password: "folded-paper-crane" });
  await continueButton(page).click();
  await page.getByRole("button", { name: "Agree & Subscribe" }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 10_000 });
  const [member] = await queryShop<{ id: number; paypal: string; customer: number }>(
    server,
    `SELECT s.id, s.paypal_subscription_id AS paypal, s.customer_id AS customer FROM subscriptions s
     JOIN customers c ON c.id = s.customer_id WHERE c.email = $1`,
    [email],
  );
  if (!member) throw new Error("the member's subscription is missing");
  await giveCredit(email, 2000, "Goodwill");

  await page.goto(`${server.url}/account`);
  const credit = page.getByRole("region", { name: "Store credit" });
  await expect(credit).toContainText("2 issues at $8.88");
  await credit.getByRole("button", { name: "Use my balance for the Mail Club" }).click();
  await expect(page.getByTestId("prepaid-issues")).toContainText("Prepaid from your balance");
  await expect(page.getByTestId("store-credit-balance")).toHaveText("$2.24");

  for (const _renewal of [1, 2]) {
    expect(await renewAtPayPal(server, member.paypal, "paid")).not.toHaveProperty("sale_id");
  }
  const payments = await queryShop<{ count: string }>(
    server,
    "SELECT count(*) FROM subscription_payments WHERE subscription_id = $1",
    [member.id],
  );
  expect(payments[0]?.count).toBe("1");
});

test("the balance page gives the 11th wrong code in a minute the first one's words", {
  tag: "@engine",
}, async ({ page }) => {
  await page.goto(`${server.url}/gift-cards/balance`);
  for (let attempt = 1; attempt <= 11; attempt += 1) {
    await page.getByLabel("Gift card number").fill("ABCD-EFGH-JKLM-NPQR");
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && response.url().includes("/gift-cards/balance"),
    );
    await page.getByRole("button", { name: "Check the balance" }).click();
    expect((await answered).status(), `try ${attempt}`).toBe(400);
    await expect(page.getByText(balanceMessages.cardNotFound), `try ${attempt}`).toBeVisible();
  }
});
