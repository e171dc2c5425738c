/**
 * A discount code from the cart to the e-mail (issue 43): a guest applies the demo shop's
 * WELCOME10 on the cart (after a code that does not exist), sees its line on the cart, the
 * checkout and PayPal's approval page (the simulator shows the breakdown the shop sent), pays,
 * and finds it on the order page and in the confirmation over SMTP; the same buyer's second
 * use is refused with its reason. On a built server of its own with mail; once (desktop,
 * PGlite).
 */
import { uniqueEmail } from "#tests/support/account.ts";
import { addToCart, demoProductId, orderSummary } from "#tests/support/cart.ts";
import {
  approveOnPayPal,
  confirmedOrderNumber,
  continueButton,
  expectPayPalApproval,
  fillShipping,
  orderOfConfirmation,
} from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { waitForMailWithSubject } from "#tests/support/mail.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";

const buyerEmail = uniqueEmail("welcome");
const tote = demoProductId("TOT-001"); // $24.00, made to order
const welcome = { name: "Welcome: 10% off", off: "−$2.40" };

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(({ databaseKind, layout }) => databaseKind !== "pglite" || layout !== "desktop");

const server = serverOfItsOwn({ mail: true });

async function applyCode(page: import("@playwright/test").Page, code: string) {
  await page.getByLabel("Discount code").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
}

test("WELCOME10 on the cart, the checkout, PayPal, the order page and the e-mail", async ({
  page,
}) => {
  await addToCart(page, server.url, tote);
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
  await fillShipping(page, { email: buyerEmail });
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

  const confirmation = await waitForMailWithSubject(server.smtp, buyerEmail, `#${orderNumber}`);
  expect(confirmation.text).toContain(welcome.name);
  expect(confirmation.text).toContain(welcome.off);

  // The code left the cart with the goods it was used for.
  await addToCart(page, server.url, tote);
  await page.goto(`${server.url}/cart`);
  await expect(page.getByLabel("Discount code")).toHaveValue("");
});

test("the same buyer's second WELCOME10 is refused at checkout, with the reason", async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  await addToCart(page, server.url, tote);
  await page.goto(`${server.url}/cart`);
  // The cart does not know who is buying yet: the code applies until the e-mail is known.
  await applyCode(page, "WELCOME10");
  await expect(orderSummary(page).getByText("Code WELCOME10")).toBeVisible();

  await page.goto(`${server.url}/checkout`);
  await fillShipping(page, { email: buyerEmail.replace("@", "+again@") });
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
