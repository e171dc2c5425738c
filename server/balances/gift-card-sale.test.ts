/**
 * Selling a gift card on both databases (decision 043): its order (amounts offered, no tax, the
 * day in range), paid at PayPal's simulator; the card gets its balance when paid and its code
 * on its day, e-mailed once with the printable card's link; the code works, only its hash is
 * kept, and the outbox forgets it once the e-mail is out. A refund disables the card.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { balanceMessages } from "#server/balances/balance-messages.ts";
import { findGiftCard } from "#server/balances/find-gift-card.ts";
import { storedGiftCardCode } from "#server/balances/gift-card-code.ts";
import { sendDueGiftCards } from "#server/balances/gift-card-mail.ts";
import { giftCardPdf } from "#server/balances/gift-card-pdf.ts";
import { placeOrder } from "#server/checkout/place-order.ts";
import type { Database } from "#server/db/client.ts";
import { giftCards, orders, outboxEmails } from "#server/db/schema.ts";
import { shopDay } from "#server/lib/zoned-time.ts";
import { markMailSent } from "#server/mail/mark-mail-sent.ts";
import { readPdfLines } from "#server/mail-club/issues/pdf-text.ts";
import { capturePayment } from "#server/payments/capture-payment.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import { startPayPalPayment } from "#server/payments/start-payment.ts";
import { refundOrder } from "#server/studio/orders/refund-order.ts";
import { newVisitorAddress } from "#tests/support/client-address.ts";
import { insertTestGiftCardProduct } from "#tests/support/fixtures/balances.ts";
import { startTestPaymentServices, type TestPayPal } from "#tests/support/fixtures/paypal.ts";
import { refusal } from "#tests/support/refusal.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";

let shop: Awaited<ReturnType<typeof startTestPaymentServices>>;
let db: Database;
let paypal: TestPayPal;
let services: PaymentServices;
let productId: number;

const timeZone = "America/New_York";
const orderLife = { publicUrl: "https://washi.test", timeZone };
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  shop = await startTestPaymentServices();
  ({ db, paypal, services } = shop);
  productId = await insertTestGiftCardProduct(db);
});
afterAll(() => shop?.close());
beforeEach(() => db.execute(sql`delete from rate_limit_events`));

const today = () => shopDay(new Date(), timeZone);

function buy(purchase: Record<string, unknown> = {}) {
  return placeOrder(
    {
      ...orderLife,
      db,
      customer: null,
      clientAddress: newVisitorAddress(),
      from: { giftCard: true },
    },
    {
      productId,
      amount: "25.00",
      recipientName: "Rosa Romero",
      recipientEmail: "rosa@example.com",
      message: "Happy birthday, Rosa!",
      sendOn: today(),
      senderName: "Gwen Park",
      buyerEmail: "gwen@example.com",
      country: "US",
      ...purchase,
    },
  );
}

async function pay(orderId: number) {
  const { paypalOrderId } = await startPayPalPayment(services, orderId);
  await paypal.approve(paypalOrderId);
  return capturePayment(services, { orderId, paypalOrderId });
}

const cardOfOrder = async (orderId: number) =>
  (await db.select().from(giftCards).where(eq(giftCards.orderId, orderId)))[0];

const cardMails = (to: string) =>
  db
    .select()
    .from(outboxEmails)
    .where(sql`${outboxEmails.template} = 'gift-card' and ${outboxEmails.toAddress} = ${to}`);

/** The code in the card's e-mail (the only place it is). */
function codeIn(text: string) {
  const code = /\b([2-9A-HJ-NP-Z]{4}(?:-[2-9A-HJ-NP-Z]{4}){3})\b/.exec(text)?.[1];
  if (!code) throw new Error(`No card number in:\n${text}`);
  return code;
}

describe("buying a gift card", () => {
  it("is untaxed and unpaid until PayPal pays it; then its balance, and its e-mail on its day", async () => {
    const tomorrow = shopDay(new Date(Date.now() + DAY_MS), timeZone);
    const placed = await buy({ recipientEmail: "rosa.later@example.com", sendOn: tomorrow });
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(order).toMatchObject({ kind: "gift_card", totalCents: 2500, taxCents: 0 });
    expect(await cardOfOrder(placed.order.id)).toMatchObject({
      status: "unpaid",
      balanceId: null,
      codeHash: null,
    });

    await pay(placed.order.id);
    const paid = await cardOfOrder(placed.order.id);
    expect(paid).toMatchObject({ status: "active", codeHash: null, sentAt: null });
    expect(await sendDueGiftCards(db, { ...orderLife, now: new Date() })).toBe(0);
    expect(await cardMails("rosa.later@example.com")).toHaveLength(0);

    // Its day: sent once, however many passes run.
    const onTheDay = { ...orderLife, now: new Date(Date.now() + DAY_MS) };
    expect(await sendDueGiftCards(db, onTheDay)).toBe(1);
    expect(await sendDueGiftCards(db, onTheDay)).toBe(0);
    const [mail] = await cardMails("rosa.later@example.com");
    if (!mail) throw new Error("The card's e-mail was not queued");
    expect(mail.subject).toBe("Gwen Park sent you a $25.00 gift card");
    expect(mail.text).toContain("Happy birthday, Rosa!");
    const code = codeIn(mail.text);
    expect(mail.text).toContain(`/gift-cards/card.pdf?code=${code}`);

    // Only the hash and the last four are kept.
    const sent = await cardOfOrder(placed.order.id);
    expect(sent).toMatchObject({ ...storedGiftCardCode(code.replaceAll("-", "")) });
    const trier = { clientAddress: newVisitorAddress(), customerId: null, email: null };
    const found = await findGiftCard(db, code, trier);
    expect(found).toMatchObject({ balanceCents: 2500, initialCents: 2500 });

    const pdf = (await readPdfLines(await giftCardPdf(db, found, code))).flat().join("\n");
    expect(pdf).toContain("A gift for Rosa Romero");
    expect(pdf).toContain(code);
    expect(pdf).toContain("Happy birthday, Rosa!");

    // Once out, the outbox forgets the code.
    await markMailSent(db, { id: mail.id, now: new Date() });
    const [cleared] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, mail.id));
    expect(`${cleared?.html}${cleared?.text}`).not.toContain(code);
  });

  it("sends a card for today as it is paid, to the buyer when no recipient's e-mail was given", async () => {
    const placed = await buy({ recipientEmail: "", buyerEmail: "gwen.prints@example.com" });
    await pay(placed.order.id);
    expect(await cardMails("gwen.prints@example.com")).toHaveLength(1);
  });

  it("sells only the amounts offered, a named one within the bounds, and days up to a year ahead", async () => {
    const refusals = await Promise.all([
      refusal(buy({ amount: "26.00" })),
      refusal(buy({ amount: "custom", customAmount: "250" })),
      refusal(buy({ sendOn: shopDay(new Date(Date.now() - DAY_MS), timeZone) })),
      refusal(buy({ sendOn: shopDay(new Date(Date.now() + 400 * DAY_MS), timeZone) })),
    ]);
    expect(refusals.map(({ message, details }) => ({ message, field: details?.field }))).toEqual([
      { message: balanceMessages.amountInvalid, field: "amount" },
      { message: balanceMessages.customAmount(1000, 20000), field: "customAmount" },
      { message: balanceMessages.sendOnInvalid, field: "sendOn" },
      { message: balanceMessages.sendOnInvalid, field: "sendOn" },
    ]);
    const named = await buy({ amount: "custom", customAmount: "$12.50" });
    expect(named.order.totalCents).toBe(1250);
  });

  it("is disabled, what is left gone from it, when its order is refunded", async () => {
    const { account } = await studioSessionCookie(db);
    const placed = await buy({ recipientEmail: "rosa.refund@example.com" });
    await pay(placed.order.id);
    const [mail] = await cardMails("rosa.refund@example.com");
    const code = codeIn(mail?.text ?? "");
    await refundOrder(db, paypal.client, account, { orderId: placed.order.id }, services);
    expect(await cardOfOrder(placed.order.id)).toMatchObject({ status: "disabled" });
    const trier = { clientAddress: newVisitorAddress(), customerId: null, email: null };
    expect((await refusal(findGiftCard(db, code, trier))).message).toBe(
      balanceMessages.cardNotFound,
    );
  });
});
