/**
 * Gift cards and store credit paying for orders, on both databases (decision 043): balances
 * taken in the order's transaction (a crowd racing for one card), what PayPal is asked for,
 * the free-order path for an order paid whole, balances given back by a cancel, an expiry and
 * a refund (never more than they paid), credit applied by default or kept, and the guessing
 * guard's one message.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registerCustomer } from "#server/accounts/register-customer.ts";
import type { Customer } from "#server/accounts/types.ts";
import { addGiftCardToCredit } from "#server/balances/add-card-to-credit.ts";
import { balanceMessages } from "#server/balances/balance-messages.ts";
import { applyGiftCard, keepCartCredit } from "#server/balances/cart-gift-cards.ts";
import { findGiftCard } from "#server/balances/find-gift-card.ts";
import { groupedGiftCardCode } from "#server/balances/gift-card-code.ts";
import { storeCreditAccount } from "#server/balances/store-credit.ts";
import { placeOrder } from "#server/checkout/place-order.ts";
import type { Database } from "#server/db/client.ts";
import { balanceEntries, carts, mailClubGifts, orders, studioAuditLog } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { CODE_ATTEMPTS } from "#server/lib/guess-guard.ts";
import { giftFirstIssues } from "#server/mail-club/gifts/gift-calendar.ts";
import { cancelOrder } from "#server/orders/cancel-order.ts";
import { expireUnpaidOrders } from "#server/orders/expire-unpaid-orders.ts";
import { capturePayment } from "#server/payments/capture-payment.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import { paypalAmountsOf, startPayPalPayment } from "#server/payments/start-payment.ts";
import { refundOrder } from "#server/studio/orders/refund-order.ts";
import { newVisitorAddress } from "#tests/support/client-address.ts";
import {
  giftCardBalance,
  giveTestCredit,
  insertTestGiftCard,
} from "#tests/support/fixtures/balances.ts";
import { setTestGiftPrices } from "#tests/support/fixtures/gifts.ts";
import {
  insertTestCart,
  insertTestProduct,
  testCheckoutForm,
  testShippingAddress,
} from "#tests/support/fixtures/orders.ts";
import { startTestPaymentServices, type TestPayPal } from "#tests/support/fixtures/paypal.ts";
import { refusal } from "#tests/support/refusal.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";

let shop: Awaited<ReturnType<typeof startTestPaymentServices>>;
let db: Database;
let paypal: TestPayPal;
let services: PaymentServices;
let tenDollars: number;

beforeAll(async () => {
  shop = await startTestPaymentServices();
  ({ db, paypal, services } = shop);
  tenDollars = await insertTestProduct(db, { title: "Fern bookmark", priceCents: 1000 });
});
afterAll(() => shop?.close());
beforeEach(() => db.execute(sql`delete from rate_limit_events`));

const orderLife = { publicUrl: "https://washi.test", timeZone: "America/New_York" };

/** One buyer's checkout of their own cart, with cards applied to it first. */
async function checkOut(
  options: {
    cards?: string[];
    typedCards?: string[];
    customer?: Customer;
    quantity?: number;
    input?: Record<string, unknown>;
  } = {},
) {
  const customer = options.customer ?? null;
  if (customer) await db.delete(carts).where(eq(carts.customerId, customer.id));
  const token = await insertTestCart(
    db,
    [{ productId: tenDollars, quantity: options.quantity ?? 1 }],
    customer?.id ?? null,
  );
  const clientAddress = newVisitorAddress();
  const trier = { clientAddress, customerId: customer?.id ?? null, email: null };
  for (const code of options.cards ?? []) {
    await applyGiftCard(db, { token, customerId: customer?.id ?? null }, code, trier);
  }
  return placeOrder(
    { ...orderLife, db, customer, clientAddress, from: { token } },
    testCheckoutForm({ giftCardCodes: options.typedCards ?? [], ...options.input }),
  );
}

async function payAtPayPal(orderId: number) {
  const { paypalOrderId } = await startPayPalPayment(services, orderId);
  await paypal.approve(paypalOrderId);
  return capturePayment(services, { orderId, paypalOrderId });
}

const orderRow = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0];

let people = 0;
async function newCustomer() {
  people += 1;
  return registerCustomer(
    db,
    { email: `june${people}@example.com`, password: null, firstName: "June", lastName: "Oak" },
    { clientAddress: newVisitorAddress(), publicUrl: orderLife.publicUrl },
  );
}

describe("a gift card paying for orders", () => {
  it("pays exactly its $25 across 20 racing $10 checkouts: two in full, $5 of a third, the rest told it is spent", async () => {
    const card = await insertTestGiftCard(db, 2500);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => checkOut({ cards: [card.code] })),
    );
    const placed = results.flatMap((result) =>
      result.status === "fulfilled" ? [result.value] : [],
    );
    const refused = results.flatMap((result) =>
      result.status === "rejected" ? [result.reason] : [],
    );
    // The card is looked up and applied before the race: every checkout holds it.
    expect(placed).toHaveLength(3);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(AppError);
      expect(reason).toMatchObject({
        message: balanceMessages.spent("Gift card ••••" + card.code.slice(-4)),
      });
    }
    const rows = await Promise.all(placed.map((result) => orderRow(result.order.id)));
    const paidByCard = rows.map((row) => row?.balancePaidCents).sort();
    expect(paidByCard).toEqual([1000, 1000, 500]);
    // Paid whole by the card: no PayPal, paid at once. The third waits for PayPal's $5.
    expect(rows.filter((row) => row?.status === "paid")).toHaveLength(2);
    const part = placed.find((result) => result.paymentDue);
    if (!part) throw new Error("No order was left for PayPal");
    // The capture is checked against what was due: PayPal took $5.00, not the order's $10.00.
    expect(await payAtPayPal(part.order.id)).toMatchObject({ status: "paid" });
    expect(await giftCardBalance(db, card.id)).toEqual({ balanceCents: 0, ledgerCents: 0 });
  });

  it("asks PayPal only for what is left, with a breakdown that adds up", async () => {
    const card = await insertTestGiftCard(db, 1800);
    const { order, paymentDue } = await checkOut({ typedCards: [card.code], quantity: 2 });
    expect(paymentDue).toBe(true);
    const row = await orderRow(order.id);
    if (!row) throw new Error("The order was not written");
    expect(row).toMatchObject({ totalCents: 2000, balancePaidCents: 1800 });
    const amounts = paypalAmountsOf(row);
    expect(amounts).toMatchObject({ itemTotalCents: 2000, discountCents: 1800, totalCents: 200 });
    expect(await payAtPayPal(order.id)).toMatchObject({ status: "paid" });
  });

  it("gives back what an unpaid order held when it is cancelled or expires, once", async () => {
    const card = await insertTestGiftCard(db, 1500);
    const first = await checkOut({ cards: [card.code], quantity: 2 });
    expect(await giftCardBalance(db, card.id)).toEqual({ balanceCents: 0, ledgerCents: 0 });
    await cancelOrder(db, first.order.id, { reason: "maker", context: orderLife });
    await cancelOrder(db, first.order.id, { reason: "maker", context: orderLife });
    expect(await giftCardBalance(db, card.id)).toEqual({ balanceCents: 1500, ledgerCents: 1500 });

    const second = await checkOut({ typedCards: [card.code], quantity: 2 });
    const later = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await expireUnpaidOrders(db, orderLife, later);
    expect(await orderRow(second.order.id)).toMatchObject({ status: "cancelled" });
    expect(await giftCardBalance(db, card.id)).toEqual({ balanceCents: 1500, ledgerCents: 1500 });
    const kinds = await db
      .select({ kind: balanceEntries.kind, amountCents: balanceEntries.amountCents })
      .from(balanceEntries)
      .where(eq(balanceEntries.orderId, second.order.id));
    expect(kinds).toEqual([
      { kind: "spent", amountCents: -1500 },
      { kind: "returned", amountCents: 1500 },
    ]);
  });

  it("refunds the card first and PayPal the rest, never more than each paid", async () => {
    const { account } = await studioSessionCookie(db);
    const card = await insertTestGiftCard(db, 700);
    const { order } = await checkOut({ typedCards: [card.code] });
    await payAtPayPal(order.id);
    await refundOrder(db, paypal.client, account, { orderId: order.id }, services);
    // A second refund is refused: nothing comes back twice.
    await refusal(refundOrder(db, paypal.client, account, { orderId: order.id }, services));
    expect(await giftCardBalance(db, card.id)).toEqual({ balanceCents: 700, ledgerCents: 700 });
    const [audit] = await db
      .select({ details: studioAuditLog.details })
      .from(studioAuditLog)
      .where(eq(studioAuditLog.subject, `order:${order.id}`));
    expect(audit?.details).toMatchObject({ amountCents: 300 });

    // Paid whole by a card: nothing at PayPal, the card gets it all back.
    const full = await insertTestGiftCard(db, 1000);
    const whole = await checkOut({ typedCards: [full.code] });
    expect(whole.paymentDue).toBe(false);
    await refundOrder(db, paypal.client, account, { orderId: whole.order.id }, services);
    expect(await orderRow(whole.order.id)).toMatchObject({ status: "refunded" });
    expect(await giftCardBalance(db, full.id)).toEqual({ balanceCents: 1000, ledgerCents: 1000 });
  });
});

describe("store credit", () => {
  it("pays by default, can be kept for another time, and shows in the customer's ledger", async () => {
    const june = await newCustomer();
    await giveTestCredit(db, june.id, 500, "Sorry about the bent card");
    const { order } = await checkOut({ customer: june });
    expect(await orderRow(order.id)).toMatchObject({ totalCents: 1000, balancePaidCents: 500 });
    const ledger = await storeCreditAccount(db, june.id);
    expect(ledger.balanceCents).toBe(0);
    expect(ledger.entries).toMatchObject([
      { kind: "spent", amountCents: -500, orderNumber: expect.any(String) },
      { kind: "issued", amountCents: 500, reason: "Sorry about the bent card" },
    ]);

    await cancelOrder(db, order.id, { reason: "maker", context: orderLife });
    await keepCartCredit(db, { customerId: june.id }, true);
    const kept = await checkOut({ customer: june, input: { useStoreCredit: false } });
    expect(await orderRow(kept.order.id)).toMatchObject({ balancePaidCents: 0 });
  });
});

describe("a gift card added to store credit", () => {
  it("moves what is left on the card into the customer's credit once, both ledgers saying so", async () => {
    const june = await newCustomer();
    const card = await insertTestGiftCard(db, 1500);
    const context = { clientAddress: newVisitorAddress() };
    expect(await addGiftCardToCredit(db, june, card.code, context)).toBe(1500);
    expect(await giftCardBalance(db, card.id)).toEqual({ balanceCents: 0, ledgerCents: 0 });
    const credit = await storeCreditAccount(db, june.id);
    expect(credit).toMatchObject({
      balanceCents: 1500,
      entries: [
        { kind: "transferred", amountCents: 1500, reason: `Gift card ••••${card.code.slice(-4)}` },
      ],
    });
    const again = await refusal(addGiftCardToCredit(db, june, card.code, context));
    expect(again.message).toBe(balanceMessages.spent(`Gift card ••••${card.code.slice(-4)}`));
  });
});

describe("a gift card starting a Mail Club membership it prepays", () => {
  const giftOf = (codes: string[]) =>
    placeOrder(
      {
        ...orderLife,
        db,
        customer: null,
        clientAddress: newVisitorAddress(),
        from: { gift: true },
      },
      {
        issueCount: "3",
        recipientAddress: { ...testShippingAddress, firstName: "June" },
        firstIssue: giftFirstIssues(new Date(), orderLife.timeZone)[1]?.key,
        reveal: "self",
        gifterName: "June Park",
        gifterEmail: "june.gift@example.com",
        billingAddress: testShippingAddress,
        giftCardCodes: codes,
      },
    );

  it("pays 3 issues whole ($24 of a $25 card), the gift alive at once; a $10 card leaves PayPal $14", async () => {
    await setTestGiftPrices(db);
    const card = await insertTestGiftCard(db, 2500);
    const whole = await giftOf([card.code]);
    expect(whole.paymentDue).toBe(false);
    expect(await orderRow(whole.order.id)).toMatchObject({
      status: "paid",
      totalCents: 2400,
      balancePaidCents: 2400,
    });
    const [gift] = await db
      .select({ activatedAt: mailClubGifts.activatedAt })
      .from(mailClubGifts)
      .where(eq(mailClubGifts.orderId, whole.order.id));
    expect(gift?.activatedAt).not.toBeNull();
    expect(await giftCardBalance(db, card.id)).toEqual({ balanceCents: 100, ledgerCents: 100 });

    const ten = await insertTestGiftCard(db, 1000);
    const part = await giftOf([ten.code]);
    expect(part.paymentDue).toBe(true);
    expect(await orderRow(part.order.id)).toMatchObject({ balancePaidCents: 1000 });
    expect(await payAtPayPal(part.order.id)).toMatchObject({ status: "paid" });
  });
});

describe("the guessing guard", () => {
  it("gives the 11th wrong code in a minute, and a good one after it, the words of the first", async () => {
    const card = await insertTestGiftCard(db, 1000);
    const trier = { clientAddress: newVisitorAddress(), customerId: null, email: null };
    const wrong = "ABCD-EFGH-JKLM-NPQR";
    const first = await refusal(findGiftCard(db, wrong, trier));
    expect(first.message).toBe(balanceMessages.cardNotFound);
    for (let attempt = 2; attempt <= CODE_ATTEMPTS.max; attempt += 1) {
      await refusal(findGiftCard(db, wrong, trier));
    }
    const eleventh = await refusal(findGiftCard(db, wrong, trier));
    expect({ message: eleventh.message, code: eleventh.code }).toEqual({
      message: first.message,
      code: first.code,
    });
    const good = await refusal(findGiftCard(db, groupedGiftCardCode(card.code), trier));
    expect(good.message).toBe(first.message);
    // Another visitor, the same good code: found, typed in any case and grouping.
    const other = { clientAddress: newVisitorAddress(), customerId: null, email: null };
    const found = await findGiftCard(db, groupedGiftCardCode(card.code).toLowerCase(), other);
    expect(found).toMatchObject({ balanceCents: 1000, lastFour: card.code.slice(-4) });
  });
});
