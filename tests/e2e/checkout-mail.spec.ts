/**
 * Checkout and payment with PayPal, the e-mails (spec §2 Order complete, §8): a guest buys one
 * product through the browser (cart → checkout → the simulator's approval → 'Order
 * Confirmed!') on a built server of its own with SMTP_URL and OWNER_EMAIL set, and a real SMTP
 * server started by the test receives the order confirmation for the buyer (the order number
 * in its subject, the item and the total in its text part) and the new-order notice for the
 * owner. Then a discount code the same way (issue 43): WELCOME10 applied on the cart (after a
 * code that does not exist) shows its line on the cart, the checkout and PayPal's approval page
 * (the simulator shows the breakdown the shop sent), on the order page and in the
 * confirmation; the same buyer's second use is refused with its reason. And tax (issue 44): a
 * parcel to New York City shows its tax line on the checkout (following the ZIP code as it is
 * typed), PayPal's page, the order page, the e-mail and the receipt PDF (read back); a German
 * buyer of a template sees VAT included in the price and on the receipt with its rate. Runs
 * once (desktop, PGlite): it brings its own server.
 */
import { readPdfLines } from "#server/mail-club/issues/pdf-text.ts";
import { uniqueEmail } from "#tests/support/account.ts";
import { addToCart, demoProductId, orderSummary } from "#tests/support/cart.ts";
import {
  approveOnPayPal,
  confirmedOrderNumber,
  continueButton,
  expectPayPalApproval,
  fillDigitalBuyer,
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

const welcomeBuyer = uniqueEmail("welcome");
const welcome = { name: "Welcome: 10% off", off: "−$2.40" };

async function applyCode(page: import("@playwright/test").Page, code: string) {
  await page.getByLabel("Discount code").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
}

test("WELCOME10 on the cart, the checkout, PayPal, the order page and the e-mail", async ({
  page,
}) => {
  await addToCart(page, server.url, demoProductId(tote.sku));
  await page.goto(`${server.url}/cart`);

  await applyCode(page, "WELCOME1O");
  await expect(page.getByText("This code isn't valid. Check it and try again.")).toBeVisible();
  await applyCode(page, " welcome10 ");
  const cartSummary = orderSummary(page);
  await expect(cartSummary.getByText("Code WELCOME10")).toBeVisible();
  await expect(cartSummary.getByRole("term").filter({ hasText: welcome.name })).toBeVisible();
  await expect(cartSummary.getByRole("definition").filter({ hasText: welcome.off })).toBeVisible();
  await expect(cartSummary.getByText("$21.60")).toBeVisible();

  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(orderSummary(page).getByText(welcome.name)).toBeVisible();
  await fillShipping(page, { email: welcomeBuyer });
  await continueButton(page).click();

  // PayPal's page shows the discount the shop sent in the order's breakdown.
  await expectPayPalApproval(page);
  const cart = page.getByRole("region", { name: "Your cart" });
  await expect(cart.getByRole("term").filter({ hasText: /^Discount$/ })).toBeVisible();
  await expect(cart.getByRole("definition").filter({ hasText: "−2.40" })).toBeVisible();
  await approveOnPayPal(page);

  const orderNumber = await confirmedOrderNumber(page);
  const placed = orderSummary(page);
  await expect(placed.getByText(welcome.name)).toBeVisible();
  await expect(placed.getByText(welcome.off)).toBeVisible();
  const order = await orderOfConfirmation(page);
  expect(order).toMatchObject({ status: "paid", subtotal: 24, discount: 2.4 });
  expect(order.total).toBeCloseTo(24 - 2.4 + order.shipping, 2);

  const confirmation = await waitForMailWithSubject(server.smtp, welcomeBuyer, `#${orderNumber}`);
  expect(confirmation.text).toContain(welcome.name);
  expect(confirmation.text).toContain(welcome.off);

  // The code left the cart with the goods it was used for.
  await addToCart(page, server.url, demoProductId(tote.sku));
  await page.goto(`${server.url}/cart`);
  await expect(page.getByLabel("Discount code")).toHaveValue("");
});

test("the same buyer's second WELCOME10 is refused at checkout, with the reason", async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  await addToCart(page, server.url, demoProductId(tote.sku));
  await page.goto(`${server.url}/cart`);
  // The cart does not know who is buying yet: the code applies until the e-mail is known.
  await applyCode(page, "WELCOME10");
  await expect(orderSummary(page).getByText("Code WELCOME10")).toBeVisible();

  await page.goto(`${server.url}/checkout`);
  await fillShipping(page, { email: welcomeBuyer.replace("@", "+again@") });
  await continueButton(page).click();
  // Said by the button that was pressed, and by the code it is about.
  const reason = "You have already used this code.";
  await expect(page.getByRole("alert").filter({ hasText: reason })).toBeVisible();
  await expect(orderSummary(page).getByRole("status")).toHaveText(reason);
  await expect(page).toHaveURL(/\/checkout$/);

  // Removing the code lets the order go on at the full price.
  await page.getByRole("button", { name: "Remove" }).click();
  await expect(orderSummary(page).getByText(welcome.name)).toHaveCount(0);
  await continueButton(page).click();
  await expectPayPalApproval(page);
});

const newYorker = {
  firstName: "Ada",
  lastName: "Stone",
  street: "350 5th Ave",
  city: "New York",
  state: "NY",
  postalCode: "10118",
};
const nycTax = "Tax (New York City, 8.875 %)";
const template = { sku: "DGT-002", title: "Weekly Meal Planner Printable" }; // $5.00

/** A template in the cart and the checkout filled by a buyer who says they live in Germany. */
async function checkOutTemplateFromGermany(page: import("@playwright/test").Page, email: string) {
  await addToCart(page, server.url, demoProductId(template.sku), { digitalAcknowledged: "on" });
  await page.goto(`${server.url}/checkout`);
  await fillDigitalBuyer(page, { email, country: "DE" });
}

async function receiptLines(page: import("@playwright/test").Page) {
  const link = page.getByRole("link", { name: "Download the receipt (PDF)" });
  const answer = await page.request.get(
    new URL((await link.getAttribute("href")) ?? "", page.url()).href,
  );
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  return (await readPdfLines(new Uint8Array(await answer.body()))).flat();
}

test("a New York parcel pays New York City's tax: checkout, PayPal, order page, e-mail, receipt", async ({
  page,
}) => {
  const buyer = uniqueEmail("new-york");
  await addToCart(page, server.url, demoProductId(tote.sku));
  await page.goto(`${server.url}/checkout`);
  const summary = orderSummary(page);
  // Oregon first (no tax), then New York: the tax line follows the address as it is typed.
  await fillShipping(page, { email: buyer });
  await expect(summary.getByRole("term").filter({ hasText: /^Tax$/ })).toBeVisible();
  await fillShipping(page, { address: newYorker });
  await expect(summary.getByRole("term").filter({ hasText: nycTax })).toBeVisible();
  const shown =
    (await summary.getByRole("term").filter({ hasText: nycTax }).locator("+ dd").textContent()) ??
    "";
  await continueButton(page).click();

  await expectPayPalApproval(page);
  const cart = page.getByRole("region", { name: "Your cart" });
  await expect(cart.getByRole("term").filter({ hasText: /^Tax$/ })).toBeVisible();
  await expect(
    cart.getByRole("definition").filter({ hasText: shown.replace("$", "") }),
  ).toBeVisible();
  await approveOnPayPal(page);

  const orderNumber = await confirmedOrderNumber(page);
  const order = await orderOfConfirmation(page);
  // $24.00 × 8.875 % = 2.13, and the postage at the same rate, each rounded once.
  const postageTax = Math.round(order.shipping * 100 * 0.08875) / 100;
  expect(order).toMatchObject({ status: "paid", subtotal: 24, taxIncluded: false });
  expect(order.tax).toBeCloseTo(2.13 + postageTax, 2);
  expect(order.shippingTax).toBeCloseTo(postageTax, 2);
  expect(order.total).toBeCloseTo(24 + order.shipping + order.tax, 2);
  expect(`$${order.tax.toFixed(2)}`).toBe(shown);
  expect(order.taxDetails).toMatchObject({ jurisdiction: "US-NY", region: "New York City" });
  await expect(orderSummary(page).getByRole("term").filter({ hasText: nycTax })).toBeVisible();

  const confirmation = await waitForMailWithSubject(server.smtp, buyer, `#${orderNumber}`);
  expect(confirmation.text).toContain(nycTax);
  expect(confirmation.text).toContain(shown);

  const receipt = await receiptLines(page);
  expect(receipt).toContain(`Order #${orderNumber}`);
  expect(receipt.some((line) => line.includes(nycTax) && line.includes(shown))).toBe(true);
  expect(receipt.some((line) => line.includes("Sales tax permit (NY): NY-DEMO-0001"))).toBe(true);
  expect(
    receipt.some((line) => line.includes("Total") && line.includes(`$${order.total.toFixed(2)}`)),
  ).toBe(true);
});

test("a German buyer of a template: VAT inside the price, on the checkout and the receipt", async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  await checkOutTemplateFromGermany(page, uniqueEmail("berlin"));
  const vat = "incl. VAT (Germany, 19 %)";
  const summary = orderSummary(page);
  // $5.00 × 19 / 119 = 0.798 → $0.80, inside the $5.00.
  await expect(summary.getByRole("term").filter({ hasText: vat })).toBeVisible();
  await expect(summary.getByRole("definition").filter({ hasText: "$0.80" })).toBeVisible();
  await expect(summary.getByText("$5.00").last()).toBeVisible();
  await continueButton(page).click();
  // The PayPal account is in Germany too: two pieces of evidence agree.
  await expectPayPalApproval(page);
  await page.getByLabel("The PayPal account's country").fill("DE");
  await approveOnPayPal(page);

  await confirmedOrderNumber(page);
  const order = await orderOfConfirmation(page);
  expect(order).toMatchObject({ total: 5, tax: 0.8, taxIncluded: true });
  expect(order.taxDetails).toMatchObject({
    jurisdiction: "DE",
    evidence: { basis: "evidence", billingCountry: "DE", payerCountry: "DE" },
  });
  const receipt = await receiptLines(page);
  expect(receipt.some((line) => line.includes(vat) && line.includes("$0.80"))).toBe(true);
  expect(
    receipt.some((line) => line.includes("Prices include VAT of $0.80. Place of supply: Germany.")),
  ).toBe(true);
  expect(receipt.some((line) => line.includes("VAT number") && line.includes("EU372000041"))).toBe(
    true,
  );
});

test("a buyer of a template whose PayPal account is in another country is asked where they live", async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  await checkOutTemplateFromGermany(page, uniqueEmail("lyon"));
  await continueButton(page).click();
  await expectPayPalApproval(page);
  await page.getByLabel("The PayPal account's country").fill("FR");
  await approveOnPayPal(page);

  // Germany (19 %) and France (20 %) would tax it differently: nothing charged, the question.
  await expect(page).toHaveURL(/\/checkout\?askCountry=DE%2CFR$/);
  await expect(page.getByText("but your PayPal account is in France")).toBeVisible();
  const question = page.getByRole("group", { name: "Which country do you live in?" });
  await question.getByLabel("France").check();
  await continueButton(page).click();
  await expectPayPalApproval(page);
  await page.getByLabel("The PayPal account's country").fill("FR");
  await approveOnPayPal(page);

  await confirmedOrderNumber(page);
  const order = await orderOfConfirmation(page);
  // $5.00 with 20 % VAT inside: $0.83.
  expect(order).toMatchObject({ total: 5, tax: 0.83, taxIncluded: true });
  expect(order.taxDetails).toMatchObject({
    jurisdiction: "FR",
    evidence: {
      basis: "evidence",
      billingCountry: "DE",
      declaredCountry: "FR",
      payerCountry: "FR",
    },
  });
});
