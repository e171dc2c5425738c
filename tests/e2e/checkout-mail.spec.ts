/**
 * Checkout and payment with PayPal, the e-mails (spec §2 Order complete, §8): a guest buys one
 * product through the browser (cart → checkout → the simulator's approval → 'Order
 * Confirmed!') on a built server of its own with SMTP_URL and OWNER_EMAIL set, and a real SMTP
 * server started by the test receives the order confirmation for the buyer (the order number
 * in its subject, the item and the total in its text part) and the new-order notice for the
 * owner. Runs once (desktop, PGlite): it brings its own server.
 */
import { uniqueEmail } from "#tests/support/account.ts";
import { addToCart, demoProductId } from "#tests/support/cart.ts";
import {
  approveOnPayPal,
  confirmedOrderNumber,
  continueButton,
  fillShipping,
  orderOfConfirmation,
} from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { mailsWithSubject, waitForMailWithSubject } from "#tests/support/mail.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";

const ownerEmail = "maker@washi.example";
const buyerEmail = uniqueEmail("mail-journey");
const tote = { sku: "TOT-001", title: "Botanical Sketch Canvas Tote" }; // $24.00, made to order

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(({ databaseKind, layout }) => databaseKind !== "pglite" || layout !== "desktop");

const server = serverOfItsOwn({ mail: true, env: { OWNER_EMAIL: ownerEmail } });

test("a guest's paid order: the buyer's confirmation and the owner's notice arrive over SMTP", async ({
  page,
}) => {
  // One product into the cart, as the product page's form does.
  await addToCart(page, server.url, demoProductId(tote.sku));

  await page.goto(`${server.url}/cart`);
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillShipping(page, { email: buyerEmail });
  await continueButton(page).click();

  // PayPal's approval page (the simulator), then back to the shop.
  await approveOnPayPal(page);
  await expect(page).toHaveURL(/\/order-complete\/\d+\?key=/);
  const orderNumber = await confirmedOrderNumber(page);

  // The order as the API reads it back, for its total.
  const order = await orderOfConfirmation(page);
  expect(order.orderNumber).toBe(orderNumber);
  expect(order.status).toBe("paid");
  const total = `$${order.total.toFixed(2)}`;

  // The buyer's confirmation.
  const confirmation = await waitForMailWithSubject(server.smtp, buyerEmail, `#${orderNumber}`);
  expect(confirmation.subject).toBe(`Your Washi Paper Studio order #${orderNumber} is confirmed`);
  expect(confirmation.text).toContain("Hello Mina Park");
  expect(confirmation.text).toContain(tote.title);
  expect(confirmation.text).toContain("$24.00");
  expect(confirmation.text).toContain(total);

  // The owner's notice of the new order.
  const notice = await waitForMailWithSubject(server.smtp, ownerEmail, `#${orderNumber}`);
  expect(notice.subject).toBe(`New order #${orderNumber} (${total})`);
  expect(notice.text).toContain(tote.title);
  expect(notice.text).toContain(buyerEmail);
  expect(notice.text).toContain("12 Paper Lane");

  // One of each, a mail-job pass later: the capture and PayPal's webhook confirm it once.
  await new Promise((resolve) => setTimeout(resolve, 3_500));
  expect(mailsWithSubject(server.smtp, buyerEmail, `#${orderNumber}`)).toHaveLength(1);
  expect(mailsWithSubject(server.smtp, ownerEmail, `#${orderNumber}`)).toHaveLength(1);
});
