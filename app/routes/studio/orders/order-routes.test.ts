/**
 * The orders screens' loaders and actions called as React Router calls them: the studio guard
 * on each, forged form posts refused in words with the order untouched, the packing slip.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "#app/routes/studio/orders/order-detail.tsx";
import { loader as listLoader } from "#app/routes/studio/orders/orders-list.tsx";
import { loader as slipLoader } from "#app/routes/studio/orders/packing-slip[.]pdf.ts";
import { parseConfig } from "#server/config.ts";
import { type AppContext, appContext } from "#server/context.ts";
import type { Database } from "#server/db/client.ts";
import { paypalClientFor } from "#server/payments/paypal/client-for-config.ts";
import { simulatorCredentials } from "#server/paypal-simulator/merchant-credentials.ts";
import { auditRowsOf, insertTestOrder, orderRow } from "#tests/support/fixtures/studio-orders.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;
let cookie = "";
const context = new RouterContextProvider();

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
  ({ cookie } = await studioSessionCookie(db));
  const config = parseConfig({ DATA_DIR: test.dataDir, PUBLIC_URL: "https://washi.test" });
  // Nothing here reaches PayPal: the refunds that do are in refund-order.test.ts.
  const paypal = paypalClientFor(config, {
    simulatorBaseUrl: "http://127.0.0.1:9",
    simulatorCredentials: () => simulatorCredentials(test.db),
  });
  context.set(appContext, { db, config, paypal } as unknown as AppContext);
});
afterAll(() => test?.close());

type Args = Parameters<typeof action>[0];

function request(path: string, init: { form?: Record<string, string>; signedIn?: boolean } = {}) {
  const headers = new Headers(init.signedIn === false ? {} : { Cookie: cookie });
  return new Request(`https://washi.test${path}`, {
    method: init.form ? "POST" : "GET",
    headers,
    body: init.form ? new URLSearchParams(init.form) : undefined,
  });
}

/** What an action or loader answered: data with a status, a Response, or a thrown redirect. */
async function answer(promise: Promise<unknown>) {
  const value = await promise.catch((thrown: unknown) => thrown);
  if (value instanceof Response) return { status: value.status, response: value };
  const wrapped = value as { data?: unknown; init?: { status?: number } };
  if (wrapped && typeof wrapped === "object" && "init" in wrapped && "data" in wrapped) {
    return { status: wrapped.init?.status ?? 200, data: wrapped.data as Record<string, unknown> };
  }
  return { status: 200, data: value as Record<string, unknown> };
}

const post = (orderId: number | string, form: Record<string, string>, signedIn = true) =>
  answer(
    action({
      request: request(`/studio/orders/${orderId}`, { form, signedIn }),
      params: { orderId: String(orderId) },
      context,
    } as unknown as Args),
  );

describe("the order detail's action", () => {
  it("sends a visitor without a studio session to the studio's sign-in, changing nothing", async () => {
    const order = await insertTestOrder(db, { status: "paid" });
    const result = await post(order.id, { intent: "move", to: "processing" }, false);
    expect(result.status).toBe(302);
    expect(result.response?.headers.get("Location")).toMatch(/^\/studio\/login\?returnTo=/);
    expect((await orderRow(db, order.id)).status).toBe("paid");
  });

  it("refuses moves the state machine does not allow, whatever the form says", async () => {
    const delivered = await insertTestOrder(db, { status: "delivered" });
    const unpaid = await insertTestOrder(db, { status: "pending_payment", paypalCaptureId: null });
    const cases: [number | string, Record<string, string>, number, string][] = [
      [
        unpaid.id,
        { intent: "move", to: "paid" },
        409,
        "An order is marked Paid only by its PayPal payment, never by hand.",
      ],
      [
        delivered.id,
        { intent: "move", to: "processing" },
        409,
        "An order that is Delivered cannot be marked Processing.",
      ],
      [
        delivered.id,
        { intent: "move", to: "cancelled" },
        409,
        "An order that is Delivered cannot be marked Cancelled.",
      ],
      [
        delivered.id,
        { intent: "move", to: "shipped" },
        400,
        "Choose a status to move the order to.",
      ],
      [
        delivered.id,
        { intent: "ship", carrier: "USPS", trackingNumber: "9400111899223333444455" },
        409,
        "An order that is Delivered cannot be marked Shipped.",
      ],
      [
        unpaid.id,
        { intent: "refund" },
        409,
        "An order that is Pending Payment cannot be marked Refunded.",
      ],
      [delivered.id, { intent: "delete" }, 400, "Choose what to do with the order."],
      [2_000_000_000, { intent: "refund" }, 404, "Order not found."],
      ["12abc", { intent: "refund" }, 404, "Order not found."],
    ];
    for (const [orderId, form, status, message] of cases) {
      const result = await post(orderId, form);
      expect(result.status, JSON.stringify(form)).toBe(status);
      expect(result.data).toMatchObject({ ok: false, message });
    }
    expect((await orderRow(db, delivered.id)).status).toBe("delivered");
    expect((await orderRow(db, unpaid.id)).status).toBe("pending_payment");
    expect(await auditRowsOf(db, delivered.id)).toEqual([]);
  });

  it("answers a bad tracking number with the field's message and what was typed", async () => {
    const order = await insertTestOrder(db, { status: "paid" });
    const result = await post(order.id, { intent: "ship", carrier: "FedEx", trackingNumber: "12" });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      intent: "ship",
      errors: { trackingNumber: "A FedEx tracking number has 12, 15, 20 or 22 digits." },
      values: { carrier: "FedEx", trackingNumber: "12" },
    });
  });

  it("ships the order of the address, not one the form names, and says so", async () => {
    const order = await insertTestOrder(db, { status: "paid" });
    const other = await insertTestOrder(db, { status: "paid" });
    const result = await post(order.id, {
      intent: "ship",
      orderId: String(other.id),
      carrier: "USPS",
      trackingNumber: "9400111899223333444455",
    });
    expect((await orderRow(db, order.id)).status).toBe("shipped");
    expect((await orderRow(db, other.id)).status).toBe("paid");
    expect(result.data).toEqual({
      ok: true,
      intent: "ship",
      message:
        "The order is Shipped (USPS 9400111899223333444455) and the customer's shipping e-mail is on its way.",
    });
  });
});

describe("the orders screens' loaders", () => {
  it("show an order with only the moves the state machine allows from its status", async () => {
    const order = await insertTestOrder(db, { status: "processing" });
    const result = await answer(
      loader({
        request: request(`/studio/orders/${order.id}`),
        params: { orderId: String(order.id) },
        context,
      } as unknown as Parameters<typeof loader>[0]),
    );
    expect(result.data).toMatchObject({
      found: true,
      moves: ["shipped", "refunded"],
      order: { id: order.id, status: "processing", paypalRefundId: null },
    });
    const missing = await answer(
      loader({
        request: request("/studio/orders/0"),
        params: { orderId: "0" },
        context,
      } as unknown as Parameters<typeof loader>[0]),
    );
    expect(missing).toMatchObject({ status: 404, data: { found: false } });
  });

  it("list orders by status and search, and guard the list", async () => {
    const order = await insertTestOrder(db, { status: "refunded", customerName: "Ruth Refund" });
    const listed = await answer(
      listLoader({
        request: request("/studio/orders?status=refunded&q=ruth"),
        params: {},
        context,
      } as unknown as Parameters<typeof listLoader>[0]),
    );
    expect(listed.data).toMatchObject({ status: "refunded", search: "ruth", page: 1 });
    const rows = (listed.data?.orders ?? []) as { id: number }[];
    expect(rows.map((row) => row.id)).toEqual([order.id]);
    const anonymous = await answer(
      listLoader({
        request: request("/studio/orders", { signedIn: false }),
        params: {},
        context,
      } as unknown as Parameters<typeof listLoader>[0]),
    );
    expect(anonymous.status).toBe(302);
  });

  it("serve the packing slip as a PDF to the studio only", async () => {
    const order = await insertTestOrder(db, { status: "paid" });
    const slip = (signedIn: boolean, orderId = String(order.id)) =>
      answer(
        slipLoader({
          request: request(`/studio/orders/${orderId}/packing-slip.pdf`, { signedIn }),
          params: { orderId },
          context,
        } as unknown as Parameters<typeof slipLoader>[0]),
      );
    const pdf = await slip(true);
    expect(pdf.status).toBe(200);
    expect(pdf.response?.headers.get("Content-Type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await pdf.response?.arrayBuffer())?.slice(0, 5))).toBe(
      "%PDF-",
    );
    expect((await slip(true, "999999999")).status).toBe(404);
    expect((await slip(false)).status).toBe(302);
  });
});
