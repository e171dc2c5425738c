/**
 * Discount codes at checkout on the domain functions, on both databases: limits counted in the
 * order's transaction (a race for the last uses), the customer found again however they come
 * back, the reasons a code does not apply, the guessing guard, and the figures PayPal is sent.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registerCustomer } from "#server/accounts/register-customer.ts";
import type { Customer } from "#server/accounts/types.ts";
import { createOrder } from "#server/checkout/create-order.ts";
import type { Database } from "#server/db/client.ts";
import { carts, discountUses, orderItems, orders, studioAuditLog } from "#server/db/schema.ts";
import { discountMessages } from "#server/discounts/discount-messages.ts";
import {
  addressKey,
  discountsForOrder,
  recordDiscountUses,
} from "#server/discounts/order-discounts.ts";
import { AppError } from "#server/lib/errors.ts";
import { CODE_ATTEMPTS } from "#server/lib/guess-guard.ts";
import { cancelOrder } from "#server/orders/cancel-order.ts";
import { insertOrder } from "#server/orders/insert-order.ts";
import { capturePayment } from "#server/payments/capture-payment.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import { startPayPalPayment } from "#server/payments/start-payment.ts";
import { newVisitorAddress } from "#tests/support/client-address.ts";
import { insertTestDiscount } from "#tests/support/fixtures/discounts.ts";
import {
  insertTestCart,
  insertTestProduct,
  testCheckoutInput,
  testShippingAddress,
} from "#tests/support/fixtures/orders.ts";
import { startTestPaymentServices, type TestPayPal } from "#tests/support/fixtures/paypal.ts";
import { refusal } from "#tests/support/refusal.ts";
import { deepTier } from "#tests/support/test-tier.ts";

let shop: Awaited<ReturnType<typeof startTestPaymentServices>>;
let db: Database;
let paypal: TestPayPal;
let services: PaymentServices;

beforeAll(async () => {
  shop = await startTestPaymentServices();
  ({ db, paypal, services } = shop);
});
afterAll(() => shop?.close());
beforeEach(() => db.execute(sql`delete from rate_limit_events`));

/** The deep tier races a crowd; the gate races enough checkouts to prove the lock. */
const race = deepTier
  ? { checkouts: 200, uses: 50, timeoutMs: 60_000 }
  : { checkouts: 40, uses: 10, timeoutMs: 20_000 };
const orderLife = { publicUrl: "https://washi.test", timeZone: "America/New_York" };

interface Checkout {
  code?: string;
  customer?: Customer | null;
  email?: string;
  address?: typeof testShippingAddress;
  clientAddress?: string;
  lines?: { productId: number; quantity: number }[];
  now?: Date;
}

let product: number;
beforeAll(async () => {
  product = await insertTestProduct(db, { title: "Leaf stickers", priceCents: 1000, stock: null });
});

/** One buyer's checkout of a cart of their own, with `code` typed. */
async function checkOut(checkout: Checkout = {}) {
  const customer = checkout.customer ?? null;
  // A customer has one cart: the last checkout's goes.
  if (customer) await db.delete(carts).where(eq(carts.customerId, customer.id));
  const cartToken = await insertTestCart(
    db,
    checkout.lines ?? [{ productId: product, quantity: 2 }],
    customer?.id ?? null,
  );
  const input = testCheckoutInput({
    discountCode: checkout.code,
    ...(checkout.email ? { customerEmail: checkout.email } : {}),
    ...(checkout.address ? { shippingAddress: checkout.address } : {}),
  });
  const { order } = await createOrder(db, input, {
    ...orderLife,
    customer,
    clientAddress: checkout.clientAddress ?? newVisitorAddress(),
    from: { token: cartToken },
    now: checkout.now,
  });
  return order;
}

async function payFor(orderId: number) {
  const { paypalOrderId } = await startPayPalPayment(services, orderId);
  await paypal.approve(paypalOrderId, "balance");
  return capturePayment(services, { orderId, paypalOrderId });
}

async function newCustomer(email: string) {
  return registerCustomer(
    db,
    { email, password: null, firstName: "Ana", lastName: "Lima" },
    { clientAddress: newVisitorAddress(), publicUrl: orderLife.publicUrl },
  );
}

let people = 0;
const someone = () => {
  people += 1;
  return `buyer${people}-${Date.now()}@example.com`;
};
let roads = 0;
const elsewhere = () => ({ ...testShippingAddress, addressLine1: `${++roads} Other Road` });

describe("a discount code at checkout", () => {
  it("takes its money off the lines, keeps the use and sends PayPal a breakdown that adds up", async () => {
    const { code } = await insertTestDiscount(db, { percentOff: 15 });
    const order = await checkOut({ code: ` ${code?.toLowerCase()} `, address: elsewhere() });

    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    // Two at $10.00: 15 % is $3.00, no postage rates in this shop.
    expect(row).toMatchObject({ subtotalCents: 2000, discountCents: 300, totalCents: 1700 });
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines.map((line) => line.discountCents)).toEqual([300]);
    const uses = await db.select().from(discountUses).where(eq(discountUses.orderId, order.id));
    expect(uses).toMatchObject([{ amountCents: 300, addressKey: expect.any(String) }]);

    const paid = await payFor(order.id);
    expect(paid).toMatchObject({ status: "paid" });
  });

  it(
    `gives exactly ${race.uses} orders of ${race.checkouts} racing checkouts a ${race.uses}-use code, and refuses the rest plainly`,
    async () => {
      const { id, code } = await insertTestDiscount(db, { usageLimit: race.uses });
      const results = await Promise.allSettled(
        Array.from({ length: race.checkouts }, () =>
          checkOut({ code: code ?? "", email: someone(), address: elsewhere() }),
        ),
      );
      const placed = results.flatMap((result) =>
        result.status === "fulfilled" ? [result.value] : [],
      );
      const refused = results.flatMap((result) =>
        result.status === "rejected" ? [result.reason] : [],
      );
      expect(placed).toHaveLength(race.uses);
      expect(refused).toHaveLength(race.checkouts - race.uses);
      for (const reason of refused) {
        expect(reason).toBeInstanceOf(AppError);
        expect(reason).toMatchObject({ message: discountMessages.usedUp });
      }
      for (let start = 0; start < placed.length; start += 10) {
        await Promise.all(placed.slice(start, start + 10).map((order) => payFor(order.id)));
      }
      const paid = await db
        .select({ status: orders.status, discountCents: orders.discountCents })
        .from(discountUses)
        .innerJoin(orders, eq(orders.id, discountUses.orderId))
        .where(eq(discountUses.discountId, id));
      expect(paid).toEqual(Array(race.uses).fill({ status: "paid", discountCents: 200 }));
    },
    race.timeoutMs,
  );

  it("counts uses under the code's own lock, whatever else a checkout waits for", async () => {
    // Checkouts also take turns on the stock they hold; these transactions hold none.
    const { id, code } = await insertTestDiscount(db, { usageLimit: 5 });
    const useOnce = () =>
      db.transaction(async (tx) => {
        const buyer = { customerId: null, email: someone(), address: elsewhere() };
        const now = new Date();
        const priced = await discountsForOrder(tx, {
          code: code ?? "",
          lines: [{ productId: product, unitPriceCents: 1000, quantity: 1 }],
          shippingCents: 0,
          buyer,
          now,
          timeZone: orderLife.timeZone,
        });
        const order = await insertOrder(
          tx,
          now,
          {
            kind: "postal",
            customerEmail: buyer.email,
            customerName: "Racer",
            shippingAddress: buyer.address,
            subtotalCents: 1000,
            discountCents: priced.discountCents,
            totalCents: priced.totalCents,
            reservedUntil: new Date(now.getTime() + 60_000),
          },
          [],
        );
        await recordDiscountUses(tx, order.id, priced, buyer);
      });
    const results = await Promise.allSettled(Array.from({ length: 40 }, useOnce));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(5);
    const uses = await db.select().from(discountUses).where(eq(discountUses.discountId, id));
    expect(uses).toHaveLength(5);
  });

  it("knows a customer again by account, by e-mail with a +tag, and by the delivery address", async () => {
    const { code } = await insertTestDiscount(db, { perCustomerLimit: 1 });
    const email = someone();
    const ana = await newCustomer(email);
    const home = elsewhere();
    await payFor((await checkOut({ code: code ?? "", customer: ana, address: home })).id);

    const again = (checkout: Checkout) =>
      refusal(checkOut({ code: code ?? "", ...checkout })).then((error) => error.message);
    // The same account, at another address.
    expect(await again({ customer: ana, address: elsewhere() })).toBe(discountMessages.alreadyUsed);
    // A guest with the account's e-mail and a +tag, in capitals, at another address.
    const tagged = email.replace("@", "+again@").toUpperCase();
    expect(await again({ email: tagged, address: elsewhere() })).toBe(discountMessages.alreadyUsed);
    // A second account delivering to the same address, written differently.
    const twin = await newCustomer(someone());
    const sameHome = { ...home, addressLine1: home.addressLine1.toUpperCase().replace(" ", "  ") };
    expect(addressKey(sameHome)).toBe(addressKey(home));
    expect(await again({ customer: twin, address: sameHome })).toBe(discountMessages.alreadyUsed);
    // Someone else entirely still gets it.
    await expect(checkOut({ code: code ?? "", address: elsewhere() })).resolves.toBeDefined();
  });

  it("knows a guest again by their PayPal account at the capture, and charges them nothing", async () => {
    const { code } = await insertTestDiscount(db, { perCustomerLimit: 1 });
    const road = (n: number) => ({ ...testShippingAddress, addressLine1: `${n} Payer Road` });
    await payFor((await checkOut({ code: code ?? "", address: road(1) })).id);
    // Someone else by account, e-mail and address, paying with the same PayPal account.
    const second = await checkOut({ code: code ?? "", address: road(2) });
    const { paypalOrderId } = await startPayPalPayment(services, second.id);
    await paypal.approve(paypalOrderId, "balance");
    const refused = await refusal(capturePayment(services, { orderId: second.id, paypalOrderId }));
    expect(refused).toMatchObject({ code: "conflict", message: discountMessages.alreadyUsed });
    expect(await paypal.captureCount(paypalOrderId)).toBe(0);
    const [row] = await db.select().from(orders).where(eq(orders.id, second.id));
    expect(row).toMatchObject({
      status: "pending_payment",
      paypalCaptureId: null,
      captureStartedAt: null,
    });
  });

  it("gives a use back when its unpaid order is cancelled or its hold ends", async () => {
    const { code } = await insertTestDiscount(db, { usageLimit: 1 });
    const first = await checkOut({ code: code ?? "", address: elsewhere() });
    expect((await refusal(checkOut({ code: code ?? "", address: elsewhere() }))).message).toBe(
      discountMessages.usedUp,
    );
    await cancelOrder(db, first.id, { context: orderLife, reason: "maker" });
    const second = await checkOut({ code: code ?? "", address: elsewhere() });
    // Its hold has ended (the expiry job has not run yet): the use is free again.
    const later = new Date(Date.now() + 60 * 60 * 1000);
    await expect(
      checkOut({ code: code ?? "", address: elsewhere(), now: later }),
    ).resolves.toBeDefined();
    expect(second.status).toBe("pending_payment");
  });

  it.each([
    {
      case: "an unknown code",
      discount: null,
      message: discountMessages.notValid,
    },
    {
      case: "an archived code",
      discount: { archivedAt: new Date("2026-01-01") },
      message: discountMessages.notValid,
    },
    {
      case: "an ended code",
      discount: { endsAt: new Date("2026-01-01") },
      message: discountMessages.ended,
    },
    {
      case: "a code not started",
      discount: { startsAt: new Date("2099-03-01T15:00:00Z") },
      message: discountMessages.notStarted("March 1, 2099"),
    },
    {
      case: "a subtotal too small",
      discount: { minSubtotalCents: 2450 },
      message: "This code needs a subtotal of $24.50: add $4.50 more.",
    },
    {
      case: "too few items",
      discount: { minQuantity: 5 },
      message: "This code needs 5 items: add 3 more.",
    },
    {
      case: "a code for other goods",
      discount: { scope: "products" as const, scopeIds: [-1] },
      message: discountMessages.coversNothing,
    },
    {
      case: "free postage abroad only",
      discount: { kind: "free_postage" as const, percentOff: null, postageCountries: ["CA"] },
      message: "This code covers postage to Canada only.",
    },
    {
      case: "a Mail Club offer",
      discount: { kind: "club_intro" as const, percentOff: null, introPriceCents: 400 },
      message: discountMessages.forTheMailClub,
    },
  ])("refuses $case with its reason, on the code's field", async ({ discount, message }) => {
    const code = discount ? (await insertTestDiscount(db, discount)).code : "NOSUCHCODE";
    const error = await refusal(checkOut({ code: code ?? "", address: elsewhere() }));
    expect(error).toMatchObject({ message, details: { field: "discountCode" } });
  });

  it("is for a first order only when the maker says so", async () => {
    const { code } = await insertTestDiscount(db, { newCustomersOnly: true });
    const email = someone();
    await payFor((await checkOut({ email, address: elsewhere() })).id);
    const error = await refusal(checkOut({ code: code ?? "", email, address: elsewhere() }));
    expect(error.message).toBe(discountMessages.newCustomersOnly);
    await expect(checkOut({ code: code ?? "", address: elsewhere() })).resolves.toBeDefined();
  });

  it("answers the 11th code tried in a minute with one message, even a good code", async () => {
    const { code } = await insertTestDiscount(db);
    const clientAddress = newVisitorAddress();
    for (let attempt = 1; attempt <= CODE_ATTEMPTS.max; attempt += 1) {
      const error = await refusal(checkOut({ code: `WRONG${attempt}`, clientAddress }));
      expect(error.message).toBe(discountMessages.notValid);
    }
    const guarded = await refusal(checkOut({ code: code ?? "", clientAddress }));
    expect(guarded).toMatchObject({
      code: "rate_limited",
      message: discountMessages.tooManyAttempts,
    });
    await refusal(checkOut({ code: "WRONG12", clientAddress }));
    // The maker sees it in the audit log, once for the minute however many tries follow.
    const logged = await db
      .select()
      .from(studioAuditLog)
      .where(eq(studioAuditLog.subject, `address:${clientAddress}`));
    expect(logged).toMatchObject([{ action: "discount.guessing", actorEmail: "A visitor" }]);
    // Another visitor, from another address, is not held up.
    await expect(checkOut({ code: code ?? "", address: elsewhere() })).resolves.toBeDefined();
  });
});
