/**
 * A checkout where the shop collects tax (decision 042): the order keeps each line's tax and
 * where it was owed, and PayPal gets a breakdown whose items' tax adds up to its tax total.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCheckoutInput } from "#server/checkout/checkout-schema.ts";
import { createOrder } from "#server/checkout/create-order.ts";
import type { Database } from "#server/db/client.ts";
import { orderItems, orders, paypalSimulatorRecords } from "#server/db/schema.ts";
import { placeGiftOrder } from "#server/mail-club/gifts/place-gift-order.ts";
import { capturePayment } from "#server/payments/capture-payment.ts";
import { startPayPalPayment } from "#server/payments/start-payment.ts";
import { taxOf } from "#server/tax/tax-arithmetic.ts";
import { taxMessages } from "#server/tax/tax-messages.ts";
import { newVisitorAddress } from "#tests/support/client-address.ts";
import { setTestGiftPrices, testGiftForm } from "#tests/support/fixtures/gifts.ts";
import {
  insertTestCart,
  insertTestProduct,
  testCheckoutForm,
  testShippingAddress,
} from "#tests/support/fixtures/orders.ts";
import { startTestPaymentServices } from "#tests/support/fixtures/paypal.ts";
import { registerNewYorkTax } from "#tests/support/fixtures/tax.ts";
import { refusal } from "#tests/support/refusal.ts";

let shop: Awaited<ReturnType<typeof startTestPaymentServices>>;
let db: Database;
const orderLife = { publicUrl: "https://washi.test", timeZone: "America/New_York" };
const manhattan = {
  ...testShippingAddress,
  city: "New York",
  stateProvince: "NY",
  postalCode: "10001",
};

beforeAll(async () => {
  shop = await startTestPaymentServices();
  db = shop.db;
  await registerNewYorkTax(db, { appliesFrom: "2025-01-01", source: "ny.csv" });
});
afterAll(() => shop?.close());

async function checkOut(
  lines: { productId: number; quantity: number }[],
  overrides: Record<string, unknown>,
  delivery: "postal" | "digital" = "postal",
) {
  const token = await insertTestCart(db, lines);
  const input = parseCheckoutInput(testCheckoutForm(overrides), null, delivery);
  const { order } = await createOrder(db, input, {
    ...orderLife,
    customer: null,
    clientAddress: newVisitorAddress(),
    from: { token },
  });
  const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return { row, items };
}

describe("a taxed checkout", () => {
  it("taxes a New York City parcel per line and on its postage, and PayPal's items add up to the tax", async () => {
    const cards = await insertTestProduct(db, {
      title: "Fern cards",
      priceCents: 333,
      stock: null,
    });
    const { row, items } = await checkOut([{ productId: cards, quantity: 3 }], {
      shippingAddress: manhattan,
    });
    // 999 × 8.875 % = 88.66 → 89
    expect(items).toMatchObject([{ taxCents: 89, taxRatePpm: 88_750 }]);
    expect(row).toMatchObject({
      shippingTaxCents: taxOf(row?.shippingCents ?? 0, 88_750),
      taxCents: 89 + taxOf(row?.shippingCents ?? 0, 88_750),
      tax: {
        jurisdiction: "US-NY",
        regionName: "New York City",
        source: "ny.csv, from 2025-01-01",
        inclusive: false,
        evidence: { basis: "delivery_address", deliveryCountry: "US" },
      },
    });
    expect(row?.totalCents).toBe(999 + (row?.taxCents ?? 0) + (row?.shippingCents ?? 0));

    const unit = await paypalUnitOf(row?.id ?? 0);
    expect(unit?.amount.breakdown.tax_total.value).toBe(((row?.taxCents ?? 0) / 100).toFixed(2));
    // 89 cents over three cards: one at 29, two at 30.
    const cardItems = unit?.items.filter((item) => item.name === "Fern cards");
    expect(cardItems?.map((item) => [item.quantity, item.tax?.value])).toEqual([
      ["1", "0.29"],
      ["2", "0.30"],
    ]);
    const itemTax = unit?.items.reduce(
      (sum, item) => sum + Math.round(Number(item.tax?.value ?? 0) * 100) * Number(item.quantity),
      0,
    );
    expect(itemTax).toBe(row?.taxCents);
  });

  it("charges no tax on a parcel to Oregon", async () => {
    const cards = await insertTestProduct(db, { priceCents: 1000, stock: null });
    const { row, items } = await checkOut([{ productId: cards, quantity: 1 }], {});
    expect(row).toMatchObject({ taxCents: 0, shippingTaxCents: 0, tax: null });
    expect(items).toMatchObject([{ taxCents: 0, taxRatePpm: 0 }]);
  });

  it("includes German VAT in a template bought from Germany, on the country the buyer gave", async () => {
    const template = await insertTestProduct(db, {
      priceCents: 1200,
      stock: null,
      kind: "digital",
    });
    const { row, items } = await checkOut(
      [{ productId: template, quantity: 1 }],
      {
        shippingAddress: { firstName: "Lena", lastName: "Berg", country: "DE" },
      },
      "digital",
    );
    // $12.00 with 19 % VAT inside: 191.6 → 192.
    expect(items).toMatchObject([{ taxCents: 192, taxRatePpm: 190_000 }]);
    expect(row).toMatchObject({
      taxCents: 192,
      totalCents: 1200,
      tax: {
        jurisdiction: "DE",
        inclusive: true,
        evidence: { basis: "evidence", billingCountry: "DE" },
      },
    });
    // PayPal: the item without its VAT, the VAT beside it, the same $12.00 in all.
    const unit = await paypalUnitOf(row?.id ?? 0);
    expect(unit?.amount.value).toBe("12.00");
    expect(unit?.amount.breakdown).toMatchObject({
      item_total: { value: "10.08" },
      tax_total: { value: "1.92" },
    });
    expect(unit?.items).toMatchObject([
      { unit_amount: { value: "10.08" }, tax: { value: "1.92" } },
    ]);
  });
});

describe("the country of a buyer of downloads", () => {
  async function germanTemplateOrder() {
    const template = await insertTestProduct(db, {
      priceCents: 1200,
      stock: null,
      kind: "digital",
    });
    const { row } = await checkOut(
      [{ productId: template, quantity: 1 }],
      { shippingAddress: { firstName: "Lena", lastName: "Berg", country: "DE" } },
      "digital",
    );
    const { paypalOrderId } = await startPayPalPayment(shop.services, row?.id ?? 0);
    return { orderId: row?.id ?? 0, paypalOrderId };
  }

  it("keeps the PayPal account's country when it agrees with the one given", async () => {
    const { orderId, paypalOrderId } = await germanTemplateOrder();
    await shop.paypal.approve(paypalOrderId, "balance", "DE");
    await capturePayment(shop.services, { orderId, paypalOrderId });
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({
      status: "paid",
      tax: { evidence: { billingCountry: "DE", payerCountry: "DE" } },
    });
  });

  it("charges nothing and asks when the PayPal account is in a country taxed otherwise", async () => {
    const { orderId, paypalOrderId } = await germanTemplateOrder();
    await shop.paypal.approve(paypalOrderId, "balance", "FR");
    const refused = await refusal(capturePayment(shop.services, { orderId, paypalOrderId }));
    expect(refused).toMatchObject({
      code: "conflict",
      message: taxMessages.countriesDisagree("Germany", "France"),
      details: { askCountry: "DE,FR" },
    });
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ status: "pending_payment", paypalCaptureId: null });
    expect(await shop.paypal.captureCount(paypalOrderId)).toBe(0);
  });

  it("lets an account in an untaxed country through when the one given is untaxed too", async () => {
    const template = await insertTestProduct(db, {
      priceCents: 1200,
      stock: null,
      kind: "digital",
    });
    const { row } = await checkOut(
      [{ productId: template, quantity: 1 }],
      { shippingAddress: { firstName: "Kai", lastName: "Lee", country: "CA" } },
      "digital",
    );
    const { paypalOrderId } = await startPayPalPayment(shop.services, row?.id ?? 0);
    await shop.paypal.approve(paypalOrderId, "balance", "US");
    const paid = await capturePayment(shop.services, { orderId: row?.id ?? 0, paypalOrderId });
    expect(paid.status).toBe("paid");
  });
});

describe("a gift membership", () => {
  it("is taxed as the issues it buys, where they go: New York City for a recipient there", async () => {
    await setTestGiftPrices(db);
    const input = testGiftForm({
      recipientAddress: { ...manhattan, firstName: "Rosa", lastName: "Recipient" },
    });
    const placed = await placeGiftOrder(db, input, {
      ...orderLife,
      customer: null,
      clientAddress: newVisitorAddress(),
      now: new Date(),
    });
    const [row] = await db.select().from(orders).where(eq(orders.id, placed.order.id));
    // $24.00 × 8.875 % = 2.13, added.
    expect(row).toMatchObject({
      subtotalCents: 2400,
      taxCents: 213,
      totalCents: 2613,
      tax: {
        jurisdiction: "US-NY",
        evidence: { basis: "delivery_address", deliveryCountry: "US" },
      },
    });
  });
});

/** The purchase unit the simulator holds for the order's PayPal order. */
async function paypalUnitOf(orderId: number) {
  const { paypalOrderId } = await startPayPalPayment(shop.services, orderId);
  const [record] = await db
    .select({ data: paypalSimulatorRecords.data })
    .from(paypalSimulatorRecords)
    .where(
      and(eq(paypalSimulatorRecords.kind, "order"), eq(paypalSimulatorRecords.id, paypalOrderId)),
    );
  return (record?.data as { purchase_units: PurchaseUnit[] } | undefined)?.purchase_units[0];
}

interface PurchaseUnit {
  amount: { value: string; breakdown: { tax_total: { value: string } } };
  items: { name: string; quantity: string; tax?: { value: string } }[];
}
