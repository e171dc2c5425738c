/**
 * Checkout and payment with PayPal (spec §2 Checkout, Order complete; §4 Checkout; §5; §8):
 * the shipping form with its errors, the order placed from the server cart, PayPal's approval
 * page (the project's simulator), the capture on return, 'Order Confirmed!', the order in
 * /orders for a customer, a declined card and a cancelled payment bringing the buyer back
 * with the cart intact, and the order page kept from everyone but its buyer. Products made to
 * order (no stock limit) so other specs' stock checks are untouched.
 */
import { onOwnAddress, registerAndSignIn, uniqueEmail } from "#tests/support/account.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { addToCart, cartLines, demoProductId, orderSummary } from "#tests/support/cart.ts";
import {
  approveOnPayPal,
  checkOutToPayPal,
  confirmedOrderNumber,
  continueButton,
  fillShipping,
} from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { field } from "#tests/support/form-field.ts";
import { waitForHydration } from "#tests/support/hydration.ts";

const tote = { id: demoProductId("TOT-001"), title: "Botanical Sketch Canvas Tote" }; // $24.00
const pansy = { id: demoProductId("BKM-004"), title: "Pressed Pansy Bookmark" }; // $14.00
const PASSWORD = "folded-paper-crane";

test("an empty cart goes back to /cart", async ({ page }) => {
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/cart$/);
});

test(
  "a guest buys two products: errors first, then PayPal, then 'Order Confirmed!'",
  { tag: ["@layout", "@engine"] },
  async ({ page, baseURL }, testInfo) => {
    // The whole journey, with axe three times and full-page screenshots: the slow allowance.
    test.slow();
    await addToCart(page, baseURL, tote.id);
    await addToCart(page, baseURL, pansy.id);
    await page.goto("/cart");
    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await expect(orderSummary(page)).toContainText(`${tote.title} x 1`);
    await expect(orderSummary(page)).toContainText(`${pansy.title} x 1`);
    await expect(orderSummary(page)).toContainText("$38.00");
    await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/login?returnTo=/checkout",
    );
    await expect(field(page, "State")).toHaveValue("");
    await expect(field(page, "Password for new account")).toBeHidden();
    await page.getByLabel("Create an account after order (optional)").check();
    await expect(field(page, "Password for new account")).toBeVisible();
    await expect(field(page, "Password for new account")).toHaveAttribute(
      "placeholder",
      "Minimum 8 characters",
    );
    await page.getByLabel("Create an account after order (optional)").uncheck();
    await expectNoAxeViolations(page, testInfo, { label: "/checkout" });
    await page.screenshot({ path: testInfo.outputPath("checkout.png"), fullPage: true });

    // Submitted empty: every required field says what it needs.
    await waitForHydration(page);
    await continueButton(page).click();
    const main = page.getByRole("main");
    for (const message of [
      "Invalid email address",
      "First name is required",
      "Last name is required",
      "Address is required",
      "City is required",
      "State/Province is required",
      "Postal code is required",
    ]) {
      await expect(main.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(main.getByText("Please fix the validation errors above")).toBeVisible();
    await expect(field(page, "Email")).toBeFocused();
    await expectNoAxeViolations(page, testInfo, { label: "/checkout with errors" });
    await page.screenshot({ path: testInfo.outputPath("checkout-errors.png"), fullPage: true });

    // Editing a field clears its error.
    await field(page, "Email").fill(uniqueEmail("guest"));
    await expect(main.getByText("Invalid email address")).toHaveCount(0);
    await expect(main.getByText("First name is required", { exact: true })).toBeVisible();
    // The name comes from the first and last name; it has no field (or message) of its own.
    await expect(main.getByText("Name is required", { exact: true })).toHaveCount(0);

    // Each country asks for its own parts: Canada a province from its list, Germany none.
    await field(page, "Street address").fill("12 Paper Lane");
    await field(page, "Country").selectOption("CA");
    await expect(field(page, "Province")).toHaveJSProperty("tagName", "SELECT");
    await field(page, "Country").selectOption("DE");
    await expect(field(page, "Postal code")).toBeVisible();
    await expect(main.getByLabel(/^(State|Province)/)).toHaveCount(0);
    await expect(field(page, "Street address")).toHaveValue("12 Paper Lane");
    await field(page, "Country").selectOption("US");

    await fillShipping(page);
    await continueButton(page).click();
    await approveOnPayPal(page);

    await expect(page).toHaveURL(/\/order-complete\/\d+\?key=/);
    await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
    await expect(page.getByText(/^Order #W-[\dA-Z-]+$/)).toBeVisible();
    await expect(page.getByText("Payment successful!")).toBeVisible();
    const placed = page.getByRole("region", { name: "Order Summary" });
    await expect(placed).toContainText(`${tote.title} x 1`);
    await expect(placed).toContainText("$38.00");
    await expect(page.getByRole("region", { name: "Shipping to" })).toContainText("12 Paper Lane");
    await expect(page.getByRole("heading", { name: "Create an Account" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View My Orders" })).toHaveCount(0);
    await expectNoAxeViolations(page, testInfo, { label: "/order-complete" });
    await page.screenshot({ path: testInfo.outputPath("order-complete.png"), fullPage: true });

    // The cart is empty now; reloading the return does not charge or change anything.
    await page.goto("/cart");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  },
);

test("a customer's details are filled in, the e-mail fixed, and the order lands in /orders", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("customer");
  await registerAndSignIn(page, baseURL, { fullName: "Iris Mori", email, password: PASSWORD });
  await addToCart(page, baseURL, pansy.id);
  await page.goto("/checkout");
  await expect(field(page, "Email")).toBeDisabled();
  await expect(field(page, "Email")).toHaveValue(email);
  await expect(field(page, "First name")).toHaveValue("Iris");
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveCount(0);
  await expect(page.getByLabel("Create an account after order (optional)")).toHaveCount(0);
  await fillShipping(page);
  await continueButton(page).click();
  await approveOnPayPal(page);
  await expect(page).toHaveURL(/\/order-complete\/\d+$/);
  const number = await confirmedOrderNumber(page);
  await expect(page.getByRole("link", { name: "View My Orders" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Create an Account" })).toHaveCount(0);
  // 'View My Orders' goes to the account (spec §2), which leads on to the order history.
  await page.getByRole("link", { name: "View My Orders" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole("main").getByRole("link", { name: "Order History" }).click();
  await expect(page.getByRole("row").filter({ hasText: number })).toContainText("Paid");
});

test("cancelling on PayPal comes back to checkout with the cart intact", async ({
  page,
  baseURL,
}) => {
  await addToCart(page, baseURL, tote.id);
  await checkOutToPayPal(page, "", { email: uniqueEmail("cancel") });
  await approveOnPayPal(page, "cancel");
  await expect(page).toHaveURL(/\/checkout\?token=/);
  await expect(page.getByText("Payment cancelled")).toBeVisible();
  await expect(orderSummary(page)).toContainText(`${tote.title} x 1`);
});

test("a declined card brings the buyer back to choose another way to pay", async ({
  page,
  baseURL,
}) => {
  await addToCart(page, baseURL, tote.id);
  await checkOutToPayPal(page, "", { email: uniqueEmail("declined") });
  await approveOnPayPal(page, "declined-card");
  await expect(page.getByRole("heading", { name: "Your payment was declined" })).toBeVisible();
  await page.goto("/cart");
  await expect(cartLines(page).filter({ hasText: tote.title })).toHaveCount(1);
});

test("only the buyer sees the order page: others and strangers get 404", async ({
  page,
  browser,
  baseURL,
}) => {
  await addToCart(page, baseURL, pansy.id);
  await checkOutToPayPal(page, "", { email: uniqueEmail("owner") });
  await approveOnPayPal(page);
  await expect(page).toHaveURL(/\/order-complete\/\d+\?key=/);
  const url = new URL(page.url());

  const stranger = await browser.newContext({ baseURL });
  const strangerPage = await stranger.newPage();
  // Neither signed in nor holding the key: asked to sign in (spec §8), the order unseen.
  await strangerPage.goto(url.pathname);
  await expect(strangerPage).toHaveURL(/\/login\?returnTo=%2Forder-complete%2F\d+&notice=order$/);
  await expect(strangerPage.getByText("Please sign in to view your order details.")).toBeVisible();
  const wrongKey = await strangerPage.goto(`${url.pathname}?key=${"x".repeat(43)}`);
  expect(wrongKey?.status()).toBe(404);
  await expect(strangerPage.getByRole("heading", { name: "Order not found" })).toBeVisible();

  await onOwnAddress(strangerPage);
  await registerAndSignIn(strangerPage, baseURL, {
    fullName: "Iris Mori",
    email: uniqueEmail("other"),
    password: PASSWORD,
  });
  const otherCustomer = await strangerPage.goto(url.pathname);
  expect(otherCustomer?.status()).toBe(404);
  await stranger.close();

  expect((await page.request.get("/order-complete/not-a-number")).status()).toBe(404);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form shows the server's errors and goes on to PayPal", async ({ page, baseURL }) => {
    await addToCart(page, baseURL, pansy.id);
    await page.goto("/checkout");
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("main").getByText("City is required")).toBeVisible();
    await expect(page.getByText("Please fix the validation errors above")).toBeVisible();
    await field(page, "Email").fill(uniqueEmail("no-script"));
    await fillShipping(page);
    await continueButton(page).click();
    await approveOnPayPal(page);
    await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
  });
});
