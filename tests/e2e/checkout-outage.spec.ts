/**
 * PayPal down in the middle of a checkout (issue: "a PayPal that times out or answers 500
 * gives the buyer a clear message and a state they can retry from, and never a double
 * charge"), in a browser: the simulator is told to fail its next create and capture calls
 * (POST /paypal-simulator/simulator/outages). A server of its own, so no other spec's
 * checkout meets the outage.
 */
import { uniqueEmail } from "#tests/support/account.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { addToCart, demoProductId } from "#tests/support/cart.ts";
import {
  approveOnPayPal,
  continueButton,
  expectPayPalApproval,
  fillShipping,
  orderOfConfirmation,
  troublePayPal,
} from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(({ databaseKind }) => databaseKind !== "pglite");

const server = serverOfItsOwn({ env: { PAYPAL_SIMULATOR_CONTROLS: "true" } });

const tote = demoProductId("TOT-001"); // made to order

test(
  "PayPal down at the order and at the capture: the buyer retries both and pays once",
  { tag: "@layout" },
  async ({ page }, testInfo) => {
    await addToCart(page, server.url, tote);
    await page.goto(`${server.url}/checkout`);
    await fillShipping(page, { email: uniqueEmail("outage") });

    // PayPal cannot make its order: the shop's order is placed and waits on the Payment step.
    await troublePayPal(server.url, "create-order", 1);
    await continueButton(page).click();
    await expect(page.getByRole("heading", { name: "Complete your purchase" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "Failed to create PayPal order",
    );
    await expect(page.getByRole("heading", { name: "Complete your purchase" })).toBeFocused();
    await expect(page.getByRole("navigation", { name: "Checkout steps" })).toContainText("Payment");
    await expect(page.locator('[aria-current="step"]')).toHaveText(/Payment/);
    const orderLine = await page.getByText(/^Order W-/).textContent();
    const orderNumber = orderLine?.match(/W-[\dA-Z-]+/)?.[0] ?? "";
    expect(orderNumber).not.toBe("");
    await expect(
      page.getByText("You will be redirected to PayPal to complete your purchase."),
    ).toBeVisible();
    await expectNoAxeViolations(page, testInfo, { label: "/checkout payment step" });
    await page.screenshot({ path: testInfo.outputPath("payment-step.png"), fullPage: true });

    // PayPal is back: 'Pay with PayPal' takes the same order to PayPal.
    await page.getByRole("button", { name: "Pay with PayPal" }).click();
    await expectPayPalApproval(page);
    await expect(page.getByText(orderNumber)).toBeVisible();

    // PayPal fails the capture once: 'Try again' finishes the same payment.
    await troublePayPal(server.url, "capture-order", 1);
    await approveOnPayPal(page);
    await expect(page.getByRole("heading", { name: "Payment failed" })).toBeVisible();
    await expect(page.getByText("Failed to process payment", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, testInfo, { label: "/checkout/return PayPal unavailable" });
    const returnUrl = page.url();
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
    await expect(page.getByText(`Order #${orderNumber}`)).toBeVisible();
    expect(await orderOfConfirmation(page)).toMatchObject({ orderNumber, status: "paid" });

    // PayPal's return opened once more: still that one order, paid once.
    await page.goto(returnUrl);
    await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
    expect(await orderOfConfirmation(page)).toMatchObject({ orderNumber, status: "paid" });
  },
);

test("a slow PayPal: the buyer sees 'Processing...' and 'Preparing payment...' until it answers", async ({
  page,
}) => {
  await addToCart(page, server.url, tote);
  await page.goto(`${server.url}/checkout`);
  await fillShipping(page, { email: uniqueEmail("outage") });
  // The shop's answer (the order placed, PayPal's order made) held back for a moment.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // (With scripts, the form posts to the route's data URL, /checkout.data.)
  await page.route(/\/checkout(\.data)?(\?|$)/, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    await held;
    await route.continue();
  });
  await continueButton(page).click();
  await expect(page.getByRole("button", { name: "Processing..." })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Preparing payment..." })).toContainText(
    "You will be redirected to PayPal to complete your purchase.",
  );
  release();
  await expectPayPalApproval(page);
});
