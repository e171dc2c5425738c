/**
 * One order page for every status (issue 41, decisions.md 22): the demo customer's shipped
 * order says so with its tracking link; a checkout left at PayPal's cancel link is cancelled
 * and one purchase is one row of Order History; an order waiting for payment offers to pay,
 * and paying from its page completes it, in this browser or in another one PayPal opens.
 */
import type { Page } from "@playwright/test";
import { demoCalendar } from "#server/seed/demo-history/demo-calendar.ts";
import { insertDemoCustomers } from "#server/seed/demo-history/demo-customers.ts";
import { insertDemoOrders } from "#server/seed/demo-history/demo-orders.ts";
import { registerAndSignIn, signIn, uniqueEmail } from "#tests/support/account.ts";
import { addToCart, demoProductId } from "#tests/support/cart.ts";
import {
  approveOnPayPal,
  checkOutToPayPal,
  confirmedOrderNumber,
  minaPark,
  withDatabase,
} from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { field } from "#tests/support/form-field.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";

const pansy = { id: demoProductId("BKM-004"), title: "Pressed Pansy Bookmark" }; // made to order

/** The browser's unpaid checkout from its cookie: the order's id and a guest's key. */
async function pendingCheckout(page: Page) {
  const cookies = await page.context().cookies();
  const value = cookies.find((cookie) => cookie.name === "washi_checkout")?.value ?? "";
  const [orderId = "", accessKey = ""] = value.split(".");
  expect(orderId).toMatch(/^\d+$/);
  return { orderId, accessKey };
}

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

test.describe("the demo shop with its past", () => {
  // The shared servers' shop has no history; this one has June's orders (README, demo shop).
  const shop = serverOfItsOwn({
    prepare: async (copy) => {
      const handle = await copy.openDatabase();
      try {
        // The history's customers and their orders (the shop has its issues already).
        await handle.db.transaction(async (tx) => {
          const calendar = demoCalendar(new Date(), "America/New_York");
          await insertDemoOrders(tx, calendar, await insertDemoCustomers(tx, calendar));
        });
      } finally {
        await handle.close();
      }
    },
  });

  test("the demo customer's shipped order: Shipped, the carrier and the tracking link", async ({
    page,
  }) => {
    await page.goto(`${shop.url}/login`);
    await signIn(page, "june@demo.washi.example", "folded-paper-demo");
    await expect(page).toHaveURL(/\/account$/);
    await page.goto(`${shop.url}/orders`);
    const shipped = page.getByRole("row").filter({ hasText: "Shipped" }).first();
    await shipped.getByRole("link", { name: /^W-/ }).click();

    await expect(heading(page, "Your order has shipped")).toBeVisible();
    await expect(page.getByTestId("order-status")).toHaveText("Shipped");
    await expect(page).toHaveTitle(/^Order #W-[\d-]+: Shipped/);
    const progress = page.getByRole("list", { name: "Order progress" });
    await expect(progress).toContainText("USPS tracking");
    const tracking = progress.getByRole("link", { name: /^9400/ });
    await expect(tracking).toHaveAttribute("href", /^https:\/\/tools\.usps\.com\/.*tLabels=9400/);
    await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toHaveCount(0);
    await expect(page.getByText("once your order ships")).toHaveCount(0);
  });
});

test("an attempt left at PayPal's cancel link is cancelled; one purchase is one row", async ({
  page,
  baseURL,
}) => {
  await registerAndSignIn(page, baseURL, {
    fullName: "Iris Mori",
    email: uniqueEmail("one-row"),
    password: "folded-paper-crane",
  });
  await addToCart(page, baseURL, pansy.id);
  await checkOutToPayPal(page);
  const first = await pendingCheckout(page);
  await approveOnPayPal(page, "cancel");
  await expect(page.getByText("Payment cancelled")).toBeVisible();

  await checkOutToPayPal(page);
  await approveOnPayPal(page);
  const number = await confirmedOrderNumber(page);

  await page.goto("/orders");
  // A new customer's one purchase: one row, whatever the attempts before it.
  const rows = page.getByRole("row").filter({ hasText: /W-\d{4}-/ });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(number);

  await page.goto(`/order-complete/${first.orderId}`);
  await expect(heading(page, "Order cancelled")).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Cancelled");
  await expect(page.getByText("You left PayPal without paying")).toBeVisible();
  await expect(page.getByRole("button", { name: "Buy the same again" })).toBeVisible();
});

test("an order waiting for payment offers to pay, and paying from its page completes it", async ({
  page,
  baseURL,
}) => {
  await addToCart(page, baseURL, pansy.id);
  await checkOutToPayPal(page, "", { email: uniqueEmail("pay-later") });
  const { orderId, accessKey } = await pendingCheckout(page);

  await page.goto(`/order-complete/${orderId}?key=${accessKey}`);
  await expect(heading(page, "Waiting for your payment")).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Pending Payment");
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toHaveCount(0);
  await page.getByRole("button", { name: /^Pay \$[\d.]+ with PayPal$/ }).click();
  await approveOnPayPal(page);
  await confirmedOrderNumber(page);
  await expect(page).toHaveURL(new RegExp(`/order-complete/${orderId}\\?key=`));
  await expect(page.getByTestId("order-status")).toHaveText("Paid");
});

test("a guest who approves in another browser lands on the order, and only they do", async ({
  page,
  browser,
  baseURL,
}) => {
  await addToCart(page, baseURL, pansy.id);
  await checkOutToPayPal(page, "", { email: uniqueEmail("other-browser") });
  const { orderId } = await pendingCheckout(page);
  const approval = page.url();

  // PayPal's app opens the return in the phone's default browser: no cookie of this checkout.
  const other = await browser.newContext({ baseURL });
  try {
    const phone = await other.newPage();
    await phone.goto(approval);
    await approveOnPayPal(phone);
    await confirmedOrderNumber(phone);
    await expect(phone).toHaveURL(new RegExp(`/order-complete/${orderId}\\?view=[\\w-]+&until=`));
    await expect(phone.getByRole("heading", { name: "Sign In" })).toHaveCount(0);

    // The link is the order's own: changed, it shows nothing.
    const forged = new URL(phone.url());
    forged.searchParams.set("view", `${forged.searchParams.get("view")?.slice(0, -3)}abc`);
    const refused = await phone.goto(forged.toString());
    expect(refused?.status()).toBe(404);
  } finally {
    await other.close();
  }
});

test("a hold that ran out sends the buyer back to the checkout, cart intact, without blame", {
  tag: "@engine",
}, async ({ page, baseURL, databaseKind }) => {
  test.skip(databaseKind !== "postgres", "needs the server's database");
  await addToCart(page, baseURL, pansy.id);
  const email = uniqueEmail("lapsed");
  await checkOutToPayPal(page, "", { email });
  const { orderId } = await pendingCheckout(page);
  await withDatabase((client) =>
    client.query("update orders set reserved_until = now() - interval '1 minute' where id = $1", [
      orderId,
    ]),
  );
  await approveOnPayPal(page);
  await expect(page).toHaveURL(/\/checkout\?payment=expired$/);
  await expect(page.getByText("Your checkout timed out")).toBeVisible();
  await expect(page.getByText("Order session expired")).toHaveCount(0);
  await expect(page.getByText("contact support")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Order Summary" })).toContainText(pansy.title);
  // The details given to the attempt are there again.
  await expect(field(page, "Email")).toHaveValue(email);
  await expect(field(page, "Street address")).toHaveValue(minaPark.street);
  // Checking out again is all it takes.
  await checkOutToPayPal(page);
  await approveOnPayPal(page);
  await confirmedOrderNumber(page);
});
