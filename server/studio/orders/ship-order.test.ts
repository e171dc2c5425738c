import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { customers } from "#server/db/schema.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { DEFAULT_TIME_ZONE } from "#server/shop/shop-time-zone.ts";
import { shipOrder } from "#server/studio/orders/ship-order.ts";
import { shipmentSchema } from "#server/studio/orders/shipment-schema.ts";
import {
  auditRowsOf,
  insertTestOrder,
  orderRow,
  shippingMailsTo,
} from "#tests/support/fixtures/studio-orders.ts";
import { refusal } from "#tests/support/refusal.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;
let account: StudioAccount;
let counter = 0;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
  ({ account } = await studioSessionCookie(db));
});
afterAll(() => test?.close());

const options = { publicUrl: "https://washi.test", timeZone: DEFAULT_TIME_ZONE };
const uspsNumber = "9400 1118 9922 3333 4444 55";
const newEmail = () => `ship-${++counter}@example.com`;

describe("the shipment form", () => {
  const parse = (form: Record<string, unknown>) => shipmentSchema.safeParse(form);
  const errorOf = (form: Record<string, unknown>) => {
    const result = parse(form);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it("takes each carrier's numbers, without the spaces labels print", () => {
    expect(parse({ carrier: "USPS", trackingNumber: uspsNumber }).data).toEqual({
      trackingNumber: "9400111899223333444455",
      trackingCarrier: "USPS",
    });
    expect(parse({ carrier: "USPS", trackingNumber: "ea123456789us" }).success).toBe(true);
    expect(parse({ carrier: "UPS", trackingNumber: "1Z999AA10123456784" }).success).toBe(true);
    expect(parse({ carrier: "FedEx", trackingNumber: "7777 7777 7777" }).success).toBe(true);
    expect(
      parse({ carrier: "Other", trackingNumber: "RM-1234", carrierName: "  Royal   Mail " }).data,
    ).toEqual({ trackingNumber: "RM-1234", trackingCarrier: "Royal Mail" });
    expect(parse({ carrier: "Other", trackingNumber: "AB12" }).data?.trackingCarrier).toBe("Other");
  });

  it("refuses a number that is not the carrier's, a missing one and an unknown carrier", () => {
    expect(errorOf({ carrier: "USPS", trackingNumber: "12345" })).toBe(
      "A USPS tracking number has 20 to 22 digits, or 13 characters like EA123456789US.",
    );
    expect(errorOf({ carrier: "UPS", trackingNumber: uspsNumber })).toBe(
      "A UPS tracking number has 18 characters starting with 1Z, like 1Z999AA10123456784.",
    );
    expect(errorOf({ carrier: "FedEx", trackingNumber: "1Z999AA10123456784" })).toBe(
      "A FedEx tracking number has 12, 15, 20 or 22 digits.",
    );
    expect(errorOf({ carrier: "Other", trackingNumber: "<script>" })).toBe(
      "A tracking number has 4 to 40 letters, digits or hyphens.",
    );
    expect(errorOf({ carrier: "USPS", trackingNumber: "   " })).toBe("Enter the tracking number.");
    expect(errorOf({ carrier: "USPS" })).toBe("Enter the tracking number.");
    expect(errorOf({ carrier: "DHL", trackingNumber: "1234" })).toBe(
      "Choose the carrier: USPS, UPS, FedEx or Other.",
    );
    expect(errorOf({ carrier: "Other", trackingNumber: "1234", carrierName: "x".repeat(41) })).toBe(
      "The carrier's name can be at most 40 characters.",
    );
  });
});

describe("marking an order shipped", () => {
  it("stores the tracking, sets shipped_at, queues one shipping e-mail and writes the log", async () => {
    const email = newEmail();
    const order = await insertTestOrder(db, {
      status: "paid",
      customerEmail: email,
      customerId: null,
    });
    const now = new Date("2026-03-05T15:00:00Z");
    await shipOrder(
      db,
      account,
      { orderId: order.id, carrier: "USPS", trackingNumber: uspsNumber },
      {
        ...options,
        now,
      },
    );
    expect(await orderRow(db, order.id)).toMatchObject({
      status: "shipped",
      trackingCarrier: "USPS",
      trackingNumber: "9400111899223333444455",
      shippedAt: now,
    });
    const mails = await shippingMailsTo(db, email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      template: "order-shipped",
      status: "pending",
      subject: `Your Washi Paper Studio order #${order.orderNumber} has shipped`,
    });
    expect(mail?.text).toContain("USPS: 9400111899223333444455");
    expect(mail?.text).toContain(
      "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223333444455",
    );
    expect(mail?.text).toContain("Moon Phase Stickers x 2");
    expect(mail?.text).toContain("12 Lantern Street");
    expect(mail?.html).toContain('href="https://tools.usps.com/go/TrackConfirmAction');
    // A guest has no order history to link to.
    expect(mail?.text).not.toContain("https://washi.test/orders");
    expect(await auditRowsOf(db, order.id)).toMatchObject([
      {
        action: "order.ship",
        actorEmail: account.email,
        details: {
          orderNumber: order.orderNumber,
          from: "paid",
          trackingCarrier: "USPS",
          trackingNumber: "9400111899223333444455",
        },
      },
    ]);
  });

  it("sends the e-mail once when the form is sent twice, or twice at once", async () => {
    const email = newEmail();
    const order = await insertTestOrder(db, { status: "processing", customerEmail: email });
    const ship = () =>
      shipOrder(
        db,
        account,
        { orderId: order.id, carrier: "UPS", trackingNumber: "1Z999AA10123456784" },
        options,
      );
    const results = await Promise.allSettled([ship(), ship()]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const again = await refusal(ship());
    expect(again.message).toBe("This order is already Shipped.");
    expect(await shippingMailsTo(db, email)).toHaveLength(1);
    expect(await auditRowsOf(db, order.id)).toHaveLength(1);
  });

  it("shows another carrier as plain text, and links a customer's mail to their history", async () => {
    const email = newEmail();
    const [customer] = await db
      .insert(customers)
      .values({ email, passwordHash: "x", firstName: "Mika", customerNumber: `C-T${counter}` })
      .returning({ id: customers.id });
    const order = await insertTestOrder(db, { customerEmail: email, customerId: customer?.id });
    await shipOrder(
      db,
      account,
      {
        orderId: order.id,
        carrier: "Other",
        trackingNumber: "RM123456GB",
        carrierName: "Royal Mail",
      },
      options,
    );
    const [mail] = await shippingMailsTo(db, email);
    expect(mail?.text).toContain("Royal Mail: RM123456GB");
    expect(mail?.text).toContain("on Royal Mail's website with the tracking number above");
    expect(mail?.html).not.toContain("Track your package");
    expect(mail?.text).toContain("https://washi.test/orders");
  });

  it("refuses bad tracking, leaving the order, the outbox and the log untouched", async () => {
    const email = newEmail();
    const order = await insertTestOrder(db, { status: "paid", customerEmail: email });
    const before = await orderRow(db, order.id);
    const error = await refusal(
      shipOrder(
        db,
        account,
        { orderId: order.id, carrier: "USPS", trackingNumber: "123" },
        options,
      ),
    );
    expect(error.code).toBe("bad_request");
    expect(error.details).toEqual({
      trackingNumber:
        "A USPS tracking number has 20 to 22 digits, or 13 characters like EA123456789US.",
    });
    expect(await orderRow(db, order.id)).toEqual(before);
    expect(await shippingMailsTo(db, email)).toEqual([]);
    expect(await auditRowsOf(db, order.id)).toEqual([]);
  });

  it.each(["pending_payment", "delivered", "cancelled", "refunded"] as const)(
    "refuses to ship an order that is %s",
    async (status) => {
      const email = newEmail();
      const order = await insertTestOrder(db, {
        status,
        customerEmail: email,
        paypalCaptureId: null,
      });
      const error = await refusal(
        shipOrder(
          db,
          account,
          { orderId: order.id, carrier: "USPS", trackingNumber: uspsNumber },
          options,
        ),
      );
      expect(error.code).toBe("conflict");
      expect((await orderRow(db, order.id)).status).toBe(status);
      expect(await shippingMailsTo(db, email)).toEqual([]);
    },
  );
});
