/**
 * One order page for every status (issue 41, decisions.md 22): the loader reads the order as
 * its buyer may see it and the page says where it stands. 'Order Confirmed!' only once paid;
 * a shipped order shows its carrier and tracking link; an unpaid one offers to pay, one that
 * ended unpaid says why and puts its items back in the cart; PayPal's signed return link shows
 * the order in another browser, and nothing else does.
 */
import { eq, sql } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, type RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type BuyerOrder, OrderPage } from "#app/components/orders/order-page.tsx";
import { cancelReasonWords, orderTabTitle } from "#app/components/orders/order-stage-words.ts";
import { action, loader } from "#app/routes/order-complete.tsx";
import { CART_COOKIE } from "#server/cart/cart-cookie.ts";
import { getCart } from "#server/cart/get-cart.ts";
import { createOrder } from "#server/checkout/create-order.ts";
import type { Database } from "#server/db/client.ts";
import { orders } from "#server/db/schema.ts";
import { cancelOrder } from "#server/orders/cancel-order.ts";
import { orderTracking } from "#server/orders/order-progress.ts";
import { transitionOrder } from "#server/orders/order-states.ts";
import { orderViewLink } from "#server/orders/order-view-link.ts";
import { payOrder } from "#server/orders/pay-order.ts";
import {
  insertTestCart,
  insertTestProduct,
  testCheckoutInput,
} from "#tests/support/fixtures/orders.ts";
import { routeContextOf } from "#tests/support/route-context.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;
let context: RouterContextProvider;
const timeZone = "America/New_York";
const orderLife = { publicUrl: "https://washi.test", timeZone };

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
  context = routeContextOf(test);
});
afterAll(() => test?.close());
beforeEach(async () => {
  await db.execute(sql`delete from orders`);
});

/** A guest's order of two sheets, waiting for payment. */
async function guestOrder() {
  const productId = await insertTestProduct(db, { title: "Moss sheet", priceCents: 450 });
  const token = await insertTestCart(db, [{ productId, quantity: 2 }]);
  const placed = await createOrder(db, testCheckoutInput(), {
    customer: null,
    from: { token },
    clientAddress: "192.0.2.41",
    ...orderLife,
  });
  return { ...placed, productId };
}

type Found = { state: "found"; order: BuyerOrder; signedIn: boolean };

async function load(orderId: number, query: string, cookie?: string) {
  const request = new Request(`https://washi.test/order-complete/${orderId}?${query}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  return (await loader({ request, params: { orderId: String(orderId) }, context } as never)) as
    | { data: Found | { state: string }; init: { status?: number } | null }
    | Response;
}

/** The page as the guest's link shows it: its order's data and its HTML. */
async function page(orderId: number, key: string) {
  const answer = await load(orderId, `key=${key}`);
  if (answer instanceof Response)
    throw new Error(`redirected to ${answer.headers.get("Location")}`);
  expect(answer.data.state).toBe("found");
  const { order } = answer.data as Found;
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <OrderPage order={order} signedIn={false} />
    </MemoryRouter>,
  );
  return { order, html };
}

const paid = (orderId: number) =>
  payOrder(db, orderId, { captureId: `CAPTURE-${orderId}`, paidAt: new Date() }, orderLife);

describe("the order's page says where the order stands", () => {
  it("waiting for payment: offers to pay, and confirms nothing", async () => {
    const placed = await guestOrder();
    const { order, html } = await page(placed.order.id, placed.accessKey);
    expect(order.stage).toBe("awaiting_payment");
    expect(html).toContain("Waiting for your payment");
    expect(html).toContain('value="pay"');
    expect(html).toContain("Pay $9.00 with PayPal");
    expect(html).not.toContain("Order Confirmed!");
    expect(html).not.toContain("Thank you for your purchase");
    expect(orderTabTitle(order.stage, order.orderNumber)).toBe(
      `Order #${order.orderNumber}: Pending Payment`,
    );
  });

  it("a hold that ran out: timed out, nothing charged, and a way to check out again", async () => {
    const placed = await guestOrder();
    await db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, placed.order.id));
    const { order, html } = await page(placed.order.id, placed.accessKey);
    expect(order.stage).toBe("lapsed");
    expect(html).toContain("This checkout timed out");
    expect(html).toContain("Nothing was charged.");
    expect(html).toContain("Check out again");
    expect(html).not.toContain('value="pay"');
    expect(html).not.toContain("Order Confirmed!");
  });

  it("cancelled: says why in plain words and offers to buy the same again", async () => {
    const placed = await guestOrder();
    await cancelOrder(db, placed.order.id, { reason: "left_paypal", context: orderLife });
    const { order, html } = await page(placed.order.id, placed.accessKey);
    expect(order.stage).toBe("cancelled");
    expect(order.steps.map((step) => step.step)).toEqual(["placed", "cancelled"]);
    expect(order.steps[1]?.at).not.toBeNull();
    expect(html).toContain("Order cancelled");
    expect(html).toContain(cancelReasonWords.left_paypal.replaceAll("'", "&#x27;"));
    expect(html).toContain("Buy the same again");
    expect(html).not.toContain("Order Confirmed!");
  });

  it("paid: 'Order Confirmed!' and the thank-you, with shipping still to come", async () => {
    const placed = await guestOrder();
    await paid(placed.order.id);
    const { order, html } = await page(placed.order.id, placed.accessKey);
    expect(order.stage).toBe("paid");
    expect(html).toContain("Order Confirmed!");
    expect(html).toContain("Thank you for your purchase");
    expect(order.steps.map((step) => [step.step, step.done])).toEqual([
      ["placed", true],
      ["paid", true],
      ["shipped", false],
      ["delivered", false],
    ]);
    expect(orderTabTitle(order.stage, order.orderNumber)).toBe("Order Confirmed");
  });

  it("shipped: the status, the carrier and its tracking link, and no 'Order Confirmed!'", async () => {
    const placed = await guestOrder();
    await paid(placed.order.id);
    await db.transaction((tx) =>
      transitionOrder(tx, placed.order.id, "shipped", {
        set: {
          trackingCarrier: "USPS",
          trackingNumber: "9400111899223197428490",
          shippedAt: new Date(),
        },
        context: orderLife,
      }),
    );
    const { order, html } = await page(placed.order.id, placed.accessKey);
    expect(order.stage).toBe("shipped");
    expect(order.tracking).toEqual({
      carrier: "USPS",
      number: "9400111899223197428490",
      url: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490",
    });
    expect(html).toContain("Your order has shipped");
    expect(html).toContain(">Shipped<");
    expect(html).toContain(`href="${order.tracking?.url}"`);
    expect(html).not.toContain("Order Confirmed!");
    expect(html).not.toContain("once your order ships");
  });

  it("delivered and refunded say so, with when", async () => {
    const placed = await guestOrder();
    await paid(placed.order.id);
    for (const to of ["shipped", "delivered"] as const) {
      await db.transaction((tx) =>
        transitionOrder(tx, placed.order.id, to, { context: orderLife }),
      );
    }
    const delivered = await page(placed.order.id, placed.accessKey);
    expect(delivered.html).toContain("Your order was delivered");
    expect(delivered.order.steps.at(-1)).toMatchObject({ step: "delivered", done: true });
    expect(delivered.order.steps.at(-1)?.at).not.toBeNull();

    await db
      .update(orders)
      .set({ status: "refunded", refundedAt: new Date() })
      .where(eq(orders.id, placed.order.id));
    const refunded = await page(placed.order.id, placed.accessKey);
    expect(refunded.html).toContain("Order refunded");
    expect(refunded.html).toContain("We refunded $9.00 on ");
    expect(refunded.html).not.toContain("Order Confirmed!");
  });
});

describe("who sees the order", () => {
  it("PayPal's signed return link shows it in another browser, and only while it lasts", async () => {
    const placed = await guestOrder();
    const [row] = await db
      .select({ hash: orders.accessKeyHash })
      .from(orders)
      .where(eq(orders.id, placed.order.id));
    const link = orderViewLink({ id: placed.order.id, accessKeyHash: row?.hash ?? "" }, new Date());
    const shown = await load(placed.order.id, new URLSearchParams({ ...link }).toString());
    expect(shown).not.toBeInstanceOf(Response);
    expect((shown as { data: { state: string } }).data.state).toBe("found");

    const forged = { view: `${link.view.slice(0, -2)}xx`, until: link.until };
    const another = { ...link, until: String(Number(link.until) + 60) };
    const old = orderViewLink(
      { id: placed.order.id, accessKeyHash: row?.hash ?? "" },
      new Date(Date.now() - 8 * 24 * 60 * 60 * 1000),
    );
    for (const wrong of [forged, another, old]) {
      const answer = await load(placed.order.id, new URLSearchParams({ ...wrong }).toString());
      expect((answer as { init: { status: number } }).init.status).toBe(404);
    }
    // Another order's link does not open this one.
    const other = await guestOrder();
    const theirs = await load(other.order.id, new URLSearchParams({ ...link }).toString());
    expect((theirs as { init: { status: number } }).init.status).toBe(404);
  });

  it("a visitor with neither key, link nor account is asked to sign in", async () => {
    const placed = await guestOrder();
    const answer = await load(placed.order.id, "");
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toMatch(/^\/login\?/);
  });
});

describe("buying the same again", () => {
  async function post(orderId: number, key: string, intent: string) {
    return (await action({
      request: new Request(`https://washi.test/order-complete/${orderId}?key=${key}`, {
        method: "POST",
        body: new URLSearchParams({ intent }),
      }),
      params: { orderId: String(orderId) },
      context,
    } as never)) as Response | { init: { status: number }; data: { message?: string } };
  }

  it("puts a cancelled order's items in a new cart and goes to it", async () => {
    const placed = await guestOrder();
    await cancelOrder(db, placed.order.id, { reason: "expired", context: orderLife });
    const answer = await post(placed.order.id, placed.accessKey, "buy-again");
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/cart");
    const cookie = response.headers.get("Set-Cookie") ?? "";
    const token = new RegExp(`${CART_COOKIE}=([^;]+)`).exec(cookie)?.[1];
    const cart = await getCart(db, { token });
    expect(cart.lines.map((line) => [line.product.id, line.quantity])).toEqual([
      [placed.productId, 2],
    ]);
  });

  it("says so when nothing of it is sold any more, and a stranger gets nothing", async () => {
    const placed = await guestOrder();
    await cancelOrder(db, placed.order.id, { reason: "maker", context: orderLife });
    const stranger = await post(placed.order.id, "y".repeat(43), "buy-again");
    expect((stranger as { init: { status: number } }).init.status).toBe(404);
    await db.execute(sql`update products set is_active = false where id = ${placed.productId}`);
    const refused = await post(placed.order.id, placed.accessKey, "buy-again");
    expect((refused as { data: { message: string } }).data.message).toBe(
      "No longer available: Moss sheet.",
    );
  });
});

it("a tracking number without a known carrier is shown without a link", () => {
  const facts = { trackingCarrier: "Royal Mail", trackingNumber: " RM123 " };
  expect(orderTracking(facts as never)).toEqual({
    carrier: "Royal Mail",
    number: "RM123",
    url: null,
  });
});
