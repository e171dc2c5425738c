/**
 * Checkout and order-completion paths that checkout.spec.ts leaves out (spec §2 Checkout,
 * Order complete, Order confirmation; §4 Checkout, Confirmation (demo); §5; decisions.md 14):
 * the demo confirmation opened with no navigation state, the 'Invalid Cart Combination' of a
 * Mail Club plan mixed with other items, a payment PayPal holds for review (PENDING), PayPal's
 * ?token= coming back to /order-complete with the order kept in the checkout cookie, and a
 * second tab whose checkout cancels the first tab's unpaid order. Guests only (registration is
 * rate-limited per address) and products made to order (no stock), so other specs' stock
 * checks are untouched.
 */
import type { Page } from "@playwright/test";
import { hashCartToken } from "#server/cart/cart-token.ts";
import { uniqueEmail } from "#tests/support/account.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { addToCart, cartLines, demoProductId, orderSummary } from "#tests/support/cart.ts";
import {
  approveOnPayPal,
  checkOutToPayPal,
  continueButton,
  fillShipping,
  orderByKey,
  orderOfConfirmation,
  type ShippingAddress,
  withDatabase,
} from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { field } from "#tests/support/form-field.ts";
import { waitForHydration } from "#tests/support/hydration.ts";

const tote = { id: demoProductId("TOT-001"), title: "Botanical Sketch Canvas Tote" }; // $24.00, made to order
const pansy = { id: demoProductId("BKM-004"), title: "Pressed Pansy Bookmark" }; // $14.00, made to order
const mailClubSku = "MC-USA-MONTHLY";

const PENDING_CHECKOUT_COOKIE = "washi_checkout";
const SESSION_EXPIRED = "Order session expired. Please contact support.";
const SET_ASIDE =
  "You checked out again, so this earlier attempt was set aside for the newer one. Nothing was charged.";
const PENDING_REVIEW =
  "Your payment is being reviewed by PayPal. We will e-mail you as soon as it is complete.";

/** This spec's buyer (the other checkout specs ship to Mina Park in Portland). */
const noaTanaka: ShippingAddress = {
  firstName: "Noa",
  lastName: "Tanaka",
  street: "7 Ink Street",
  city: "Tacoma",
  state: "WA",
  postalCode: "98402",
};

/**
 * Checks out as a guest (Noa), up to PayPal's approval page; returns the shop's order number
 * that page names ("(order W-…)").
 */
async function guestToPayPal(page: Page, email: string) {
  await checkOutToPayPal(page, "", { email, address: noaTanaka });
  const text = (await page.getByText(/asks for/).textContent()) ?? "";
  const number = text.match(/\(order ([^)\s]+)\)/)?.[1];
  expect(number, `order number on PayPal's page: ${text}`).toMatch(/^W-[\dA-Z-]+$/);
  return number ?? "";
}

function orderNumberText(page: Page) {
  return page.getByText(/^Order #W-[\dA-Z-]+$/);
}

/**
 * The browser's checkout (httpOnly cookie "{orderId}.{accessKey}", ".settled" once paid or
 * held for review), if any.
 */
async function pendingCheckout(page: Page) {
  const cookies = await page.context().cookies();
  const value = cookies.find((cookie) => cookie.name === PENDING_CHECKOUT_COOKIE)?.value;
  const match = value?.match(/^(\d+)\.([^.]+)(\.settled)?$/);
  return match
    ? { orderId: match[1] ?? "", accessKey: match[2] ?? "", settled: Boolean(match[3]) }
    : null;
}

async function hasPendingCheckoutCookie(page: Page) {
  return (await pendingCheckout(page)) !== null;
}

/** A checkout that is over: paid or held for review, the cart emptied once. */
async function hasSettledCheckout(page: Page) {
  return (await pendingCheckout(page))?.settled === true;
}

async function ordersOf(email: string) {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{
      order_number: string;
      status: string;
      paid_at: Date | null;
      paypal_capture_id: string | null;
    }>(
      "select order_number, status, paid_at, paypal_capture_id from orders where customer_email = $1 order by id",
      [email],
    );
    return rows;
  });
}

test.describe("the demo confirmation (/order-confirmation)", () => {
  test(
    "opened directly: the spec's fallbacks, the Demo Notice, no payment and no order",
    { tag: "@layout" },
    async ({ page, baseURL }, testInfo) => {
      // Something in the cart, to see that the demo page leaves it alone.
      await addToCart(page, baseURL, pansy.id);
      const requests: { method: string; url: string }[] = [];
      page.on("request", (request) =>
        requests.push({ method: request.method(), url: request.url() }),
      );

      const response = await page.goto("/order-confirmation");
      expect(response?.status()).toBe(200);
      expect(response?.headers()["cache-control"]).toContain("no-store");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();

      // No customer number in the state: 'SM' and six digits, the same before and after hydration.
      const serverNumber = (await response?.text())?.match(/Customer number.*?(SM\d{6})/s)?.[1];
      expect(serverNumber).toMatch(/^SM\d{6}$/);
      await waitForHydration(page);
      await expect(main.getByText(/^Customer number SM\d{6}$/)).toHaveText(
        `Customer number ${serverNumber}`,
      );

      const notice = main.getByRole("status").filter({ hasText: "Demo Notice" });
      await expect(notice).toContainText(
        "This is a demonstration page. No payment is processed and no order is placed.",
      );

      // No items, no customer, no payment method: the defaults (spec §9: total 50.97).
      const summary = orderSummary(page);
      await expect(summary.getByRole("listitem")).toHaveCount(0);
      await expect(summary.getByText("Delivery method")).toBeVisible();
      await expect(summary.getByText("Digital Download")).toBeVisible();
      await expect(summary.getByText("Payment method")).toHaveCount(0);
      await expect(summary.getByText("Email", { exact: true })).toHaveCount(0);
      await expect(summary).toContainText("Total$50.97");
      // The banner section needs a painted item and banner text.
      await expect(main.getByRole("heading", { name: "Custom Painted Banner" })).toHaveCount(0);
      await expect(main.getByRole("heading", { name: "What Happens Next?" })).toBeVisible();
      const share = page.getByRole("region", { name: "Share the love" });
      const templates = encodeURIComponent(`${baseURL}/templates`);
      await expect(share.getByRole("link", { name: /Share on Facebook/ })).toHaveAttribute(
        "href",
        `https://www.facebook.com/sharer/sharer.php?u=${templates}`,
      );
      await expect(share.getByRole("link", { name: /Share on Pinterest/ })).toHaveAttribute(
        "href",
        `https://pinterest.com/pin/create/button/?url=${templates}`,
      );
      await expect(main.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
      await expect(main.getByRole("link", { name: "Browse Templates" })).toHaveAttribute(
        "href",
        "/templates",
      );
      await expectNoAxeViolations(page, testInfo, { label: "/order-confirmation" });
      await page.screenshot({
        path: testInfo.outputPath("order-confirmation.png"),
        fullPage: true,
      });

      // It took no payment and placed no order: nothing was posted, PayPal was never asked, no
      // checkout is pending in this browser, and the cart is as it was.
      expect(requests.filter((request) => request.method !== "GET")).toEqual([]);
      expect(requests.filter((request) => /paypal|checkoutnow/i.test(request.url))).toEqual([]);
      expect(await hasPendingCheckoutCookie(page)).toBe(false);
      await page.goto("/cart");
      await expect(cartLines(page).filter({ hasText: pansy.title })).toHaveCount(1);
    },
  );
});

test.describe("a Mail Club plan mixed with other items", () => {
  // Adding to the cart refuses the mix (cart.spec.ts), and so does merging carts at sign-in,
  // so only a cart written straight into the database can hold one: PostgreSQL only.
  test.skip(({ databaseKind }) => databaseKind !== "postgres", "needs the server's database");

  test(
    "/checkout warns 'Invalid Cart Combination' and refuses the order",
    { tag: "@engine" },
    async ({ page, baseURL }, testInfo) => {
      await addToCart(page, baseURL, tote.id);
      const cartToken = (await page.context().cookies()).find(
        (c) => c.name === "washi_cart",
      )?.value;
      expect(cartToken).toBeTruthy();
      await withDatabase(async (client) => {
        const inserted = await client.query(
          `insert into cart_lines (cart_id, product_id, quantity)
         select carts.id, products.id, 1 from carts, products
         where carts.token_hash = $1 and products.sku = $2`,
          [hashCartToken(cartToken ?? ""), mailClubSku],
        );
        expect(inserted.rowCount).toBe(1);
      });

      await page.goto("/checkout");
      await expect(page).toHaveURL(/\/checkout$/);
      const main = page.getByRole("main");
      const warning = main.getByText("Invalid Cart Combination", { exact: true });
      await expect(warning).toBeVisible();
      await expect(
        main.getByText(
          "Subscription products cannot be purchased with other items. Please checkout separately.",
          { exact: true },
        ),
      ).toBeVisible();
      const summary = orderSummary(page);
      await expect(summary).toContainText(`${tote.title} x 1`);
      await expect(summary).toContainText("Mail Club – USA x 1");
      await expectNoAxeViolations(page, testInfo, { label: "/checkout with a mixed cart" });

      const email = uniqueEmail("mixed");
      await fillShipping(page, { email, address: noaTanaka });
      await continueButton(page).click();
      // Refused with the spec's words, on /checkout, never sent to PayPal.
      const refusal = main.getByRole("alert").filter({ hasText: "Invalid Cart Combination" });
      await expect(refusal).toContainText(
        "Subscription products cannot be purchased with other items. Please checkout separately.",
      );
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(field(page, "Email")).toHaveValue(email);
      await page.screenshot({ path: testInfo.outputPath("checkout-mixed.png"), fullPage: true });

      // No order was made: none in the database for this e-mail, none pending in the browser.
      expect(await ordersOf(email)).toEqual([]);
      expect(await hasPendingCheckoutCookie(page)).toBe(false);
    },
  );
});

test(
  "PayPal holds the payment for review: 'Pending Payment', the cart done, a second return changes nothing",
  { tag: ["@layout", "@engine"] },
  async ({ page, baseURL, databaseKind }, testInfo) => {
    test.slow();
    await addToCart(page, baseURL, tote.id);
    const email = uniqueEmail("pending");
    const number = await guestToPayPal(page, email);
    const returned = page.waitForRequest(/\/checkout\/return\?/);
    await approveOnPayPal(page, "pending-review");
    const returnUrl = (await returned).url();
    expect(new URL(returnUrl).searchParams.get("PayerID")).toBeTruthy();

    // The order page, with no 'paid' mark and the review notice: not confirmed yet.
    await expect(page).toHaveURL(/\/order-complete\/\d+\?key=[\w-]+$/);
    const orderUrl = page.url();
    const heading = page.getByRole("heading", { level: 1, name: "Payment under review" });
    await expect(heading).toBeVisible();
    await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toHaveCount(0);
    await expect(orderNumberText(page)).toHaveText(`Order #${number}`);
    await expect(page.getByText(PENDING_REVIEW, { exact: true })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByText("Payment successful!")).toHaveCount(0);
    await expect(orderSummary(page)).toContainText(`${tote.title} x 1`);
    await expectNoAxeViolations(page, testInfo, { label: "/order-complete pending review" });
    await page.screenshot({ path: testInfo.outputPath("order-pending.png"), fullPage: true });

    const order = await orderOfConfirmation(page, orderUrl);
    expect(order.orderNumber).toBe(number);
    expect(order.status).toBe("pending_payment");
    expect(order.paidAt).toBeNull();
    // The checkout is over in this browser: its cookie says so and the cart is empty.
    expect(await hasSettledCheckout(page)).toBe(true);
    await page.goto("/cart");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();

    // The same return again (a reload, the back button): no second capture, nothing failed,
    // the order still waits for PayPal's review.
    const captured = databaseKind === "postgres" ? await ordersOf(email) : [];
    const again = await page.goto(returnUrl);
    expect(again?.status()).toBeLessThan(500);
    await expect(page.getByRole("heading", { name: "Payment failed" })).toHaveCount(0);
    const after = await orderOfConfirmation(page, orderUrl);
    expect(after.status).toBe("pending_payment");
    expect(after.paidAt).toBeNull();
    if (databaseKind === "postgres") {
      // One capture, PayPal's PENDING one, kept as it was.
      expect(captured).toHaveLength(1);
      expect(captured[0]?.paypal_capture_id).toBeTruthy();
      expect(await ordersOf(email)).toEqual(captured);
    }
  },
);

// Opening PayPal's return again (reload, history) finds the order through the settled
// checkout cookie, shows a guest their own order, and leaves the cart they have filled since.
test("a guest opening the return URL again sees the order and keeps a cart filled since", async ({
  page,
  baseURL,
}) => {
  test.slow();
  await addToCart(page, baseURL, tote.id);
  const number = await guestToPayPal(page, uniqueEmail("again"));
  const returned = page.waitForRequest(/\/checkout\/return\?/);
  await approveOnPayPal(page);
  const returnUrl = (await returned).url();
  await expect(page).toHaveURL(/\/order-complete\/\d+\?key=[\w-]+$/);
  await expect(orderNumberText(page)).toHaveText(`Order #${number}`);

  // Shopping on, then the old return again.
  await addToCart(page, baseURL, pansy.id);
  const again = await page.goto(returnUrl);
  expect(again?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
  await expect(orderNumberText(page)).toHaveText(`Order #${number}`);
  await page.goto("/cart");
  await expect(cartLines(page).filter({ hasText: pansy.title })).toHaveCount(1);
});

test.describe("PayPal's ?token= back to /order-complete (the order kept in the session)", () => {
  test("this browser's checkout cookie finds the order; another browser's session has expired", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    await addToCart(page, baseURL, pansy.id);
    const number = await guestToPayPal(page, uniqueEmail("token"));
    const paypalOrderId = new URL(page.url()).searchParams.get("token") ?? "";
    expect(paypalOrderId).not.toBe("");

    // Approve, but hold PayPal's redirect to the return_url: only its address is kept.
    let returnUrl = "";
    await page.route(/\/checkoutnow$/, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      const answer = await route.fetch({ maxRedirects: 0 });
      expect(answer.status()).toBe(303);
      returnUrl = answer.headers().location ?? "";
      await route.fulfill({
        status: 200,
        contentType: "text/html",
        body: '<!doctype html><html lang="en"><title>Held</title><main><h1>Held</h1></main></html>',
      });
    });
    await approveOnPayPal(page);
    await expect(page.getByRole("heading", { name: "Held" })).toBeVisible();
    await page.unroute(/\/checkoutnow$/);
    const payerId = new URL(returnUrl).searchParams.get("PayerID") ?? "";
    expect(payerId).not.toBe("");
    expect(new URL(returnUrl).searchParams.get("token")).toBe(paypalOrderId);
    const tokenReturn = `/order-complete?token=${paypalOrderId}&PayerID=${payerId}`;

    // A browser without this checkout's cookie: the session has expired, nothing is captured.
    const stranger = await browser.newContext({ baseURL });
    try {
      const strangerPage = await stranger.newPage();
      const refused = await strangerPage.goto(tokenReturn);
      expect(refused?.status()).toBe(400);
      await expect(strangerPage.getByRole("heading", { name: "Payment failed" })).toBeVisible();
      await expect(strangerPage.getByText(SESSION_EXPIRED, { exact: true })).toBeVisible();
    } finally {
      await stranger.close();
    }

    // This browser: the order id comes from the session, the payment is captured.
    expect(await hasPendingCheckoutCookie(page)).toBe(true);
    expect(await hasSettledCheckout(page)).toBe(false);
    await page.goto(tokenReturn);
    await expect(page).toHaveURL(/\/order-complete\/\d+\?key=[\w-]+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
    await expect(orderNumberText(page)).toHaveText(`Order #${number}`);
    await expect(page.getByText("Payment successful!")).toBeVisible();
    await expect(orderSummary(page)).toContainText(`${pansy.title} x 1`);
    const order = await orderOfConfirmation(page);
    expect(order.status).toBe("paid");
    expect(order.paidAt).not.toBeNull();
    expect(await hasSettledCheckout(page)).toBe(true);
    await page.goto("/cart");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();

    // The same token return again: still this browser's order, not an expired session.
    await page.goto(tokenReturn);
    await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
    await expect(orderNumberText(page)).toHaveText(`Order #${number}`);
  });

  test("/order-complete with neither an order nor a token goes to /", async ({ page, baseURL }) => {
    const response = await page.request.get("/order-complete", { maxRedirects: 0 });
    expect(response.status()).toBeGreaterThanOrEqual(300);
    expect(response.status()).toBeLessThan(400);
    expect(new URL(response.headers().location ?? "", baseURL).pathname).toBe("/");
    await page.goto("/order-complete");
    await expect(page).toHaveURL(`${baseURL}/`);
    await page.goto("/order-complete?PayerID=SOMEONE");
    await expect(page).toHaveURL(`${baseURL}/`);
  });
});

test(
  "a second tab's checkout cancels the first: PayPal approved there charges nothing",
  { tag: "@engine" },
  async ({ page, baseURL, databaseKind }, testInfo) => {
    test.slow();
    await addToCart(page, baseURL, tote.id);
    await addToCart(page, baseURL, pansy.id);
    const email = uniqueEmail("two-tabs");

    // Tab A reaches PayPal and waits there.
    const tabA = page;
    const numberA = await guestToPayPal(tabA, email);
    const pendingA = await pendingCheckout(tabA);
    expect(pendingA).not.toBeNull();
    // Tab B, the same browser, checks out again: the unpaid order of tab A is set aside, and
    // the new one carries on its number (one purchase, one number).
    const tabB = await page.context().newPage();
    const numberB = await guestToPayPal(tabB, email);
    expect(numberB).toBe(numberA);

    // Approving in tab A: nothing is captured for the cancelled order, and its page says why.
    const answerA = tabA.waitForResponse(/\/checkout\/return\?/);
    await approveOnPayPal(tabA);
    const returnA = await answerA;
    expect(returnA.status()).toBe(303);
    expect(new URL(returnA.url()).searchParams.get("orderId")).toBe(pendingA?.orderId);
    await expect(tabA).toHaveURL(new RegExp(`/order-complete/${pendingA?.orderId}\\?view=`));
    await expect(tabA.getByRole("heading", { level: 1, name: "Order cancelled" })).toBeVisible();
    await expect(tabA.getByText(SET_ASIDE, { exact: true })).toBeVisible();
    await expect(tabA.getByRole("heading", { name: "Order Confirmed!" })).toHaveCount(0);
    await expect(tabA.getByRole("button", { name: "Buy the same again" })).toBeVisible();
    await expectNoAxeViolations(tabA, testInfo, { label: "return to a cancelled order" });
    await tabA.screenshot({ path: testInfo.outputPath("cancelled-order.png"), fullPage: true });

    // The cart was not emptied by tab A's failed return: tab B pays for it.
    await approveOnPayPal(tabB);
    await expect(tabB).toHaveURL(/\/order-complete\/\d+\?key=[\w-]+$/);
    await expect(tabB.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
    await expect(orderNumberText(tabB)).toHaveText(`Order #${numberB}`);
    const placed = orderSummary(tabB);
    await expect(placed).toContainText(`${tote.title} x 1`);
    await expect(placed).toContainText(`${pansy.title} x 1`);
    await expect(placed).toContainText("$38.00");
    const order = await orderOfConfirmation(tabB);
    expect(order.orderNumber).toBe(numberB);
    expect(order.status).toBe("paid");
    await tabB.goto("/cart");
    await expect(tabB.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    // Tab A's order, read with the key its checkout cookie held: cancelled, never paid.
    const orderA = await orderByKey(tabA, pendingA?.orderId ?? "", pendingA?.accessKey ?? "");
    expect(orderA.orderNumber).toBe(`${numberA}/1`);
    expect(orderA.status).toBe("cancelled");
    expect(orderA.paidAt).toBeNull();

    // Exactly one paid order for this buyer: tab B's; tab A's is cancelled and never captured.
    if (databaseKind === "postgres") {
      const rows = await ordersOf(email);
      expect(rows.map((row) => [row.order_number, row.status])).toEqual([
        [`${numberA}/1`, "cancelled"],
        [numberB, "paid"],
      ]);
      expect(rows[0]?.paid_at).toBeNull();
      expect(rows[0]?.paypal_capture_id).toBeNull();
      expect(rows[1]?.paypal_capture_id).not.toBeNull();
    }
  },
);

test("a forged checkout cookie is no order: no error, nothing paid, the visitor sent back", async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  // Past a 4-byte id, a settled flag on nothing, a stranger's order id without its key.
  for (const value of ["9999999999.", "99999999999999999999.", "1.x.settled", "1."]) {
    const cookie = `${PENDING_CHECKOUT_COOKIE}=${value}`;
    const pay = await page.request.post("/checkout", {
      form: { intent: "pay" },
      headers: { Origin: origin, Cookie: cookie },
      maxRedirects: 0,
    });
    expect(pay.status(), value).toBeGreaterThanOrEqual(300);
    expect(pay.status(), value).toBeLessThan(400);
    expect(pay.headers().location, value).toBe("/checkout?payment=expired");

    const back = await page.request.get("/checkout/return?orderId=9999999999&token=ABC&PayerID=X", {
      headers: { Cookie: cookie },
    });
    // No order (400, the session expired) or one whose PayPal token is not this (404).
    expect([400, 404], value).toContain(back.status());
    expect(await back.text(), value).toMatch(
      /Order session expired\. Please contact support\.|Order not found/,
    );

    const tokenOnly = await page.request.get("/order-complete?token=ABC", {
      headers: { Cookie: cookie },
    });
    expect(tokenOnly.status(), value).toBeLessThan(500);
  }
});
