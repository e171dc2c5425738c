import type { Customer } from "#server/accounts/types.ts";
import { findTypedGiftCards } from "#server/balances/find-gift-card.ts";
import { priceBalances, spendBalances } from "#server/balances/spend-balances.ts";
import type { Database } from "#server/db/client.ts";
import { mailClubGifts, type SubscriptionPlan } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { createSecretToken, hashSecretToken } from "#server/lib/secret-token.ts";
import { openFirstIssue, revealWindow } from "#server/mail-club/gifts/gift-calendar.ts";
import { giftMessages } from "#server/mail-club/gifts/gift-messages.ts";
import { loadGiftPrices } from "#server/mail-club/gifts/gift-prices.ts";
import type { GiftInput } from "#server/mail-club/gifts/gift-schema.ts";
import { issueMonthKey } from "#server/mail-club/issue-month.ts";
import { planForCountry } from "#server/mail-club/plan-change/plan-for-address.ts";
import { planName } from "#server/mail-club/plan-name.ts";
import { assertPlanMailsTo } from "#server/mail-club/subscriptions/plan-countries.ts";
import { writePlacedOrder } from "#server/orders/insert-order.ts";
import { APPROVAL_HOLD_MS, checkUnpaidOrderLimit } from "#server/orders/order-holds.ts";
import type { OrderLifeContext } from "#server/orders/order-life.ts";
import { orderTotals } from "#server/orders/order-totals.ts";
import { taxForOrder } from "#server/tax/order-tax.ts";

/** The shipping method a gift's order carries: its issues go with the Mail Club's post. */
export const GIFT_DELIVERY = "Mail Club gift";

export interface PlacedGift {
  order: { id: number; orderNumber: string; totalCents: number; balancePaidCents: number };
  giftId: number;
  /** The secret of the order's own link, for a guest gifter; shown once. */
  accessKey: string;
}

export function giftLineTitle(plan: SubscriptionPlan, issueCount: number) {
  return `Mail Club gift: ${issueCount} issues (${planName(plan)} plan)`;
}

/**
 * Places the gifter's order for a gift membership, waiting for payment at PayPal like any
 * order: the plan follows the recipient's country, the price is the studio's for that length,
 * the recipient's address is the order's delivery address and the gifter's only its billing
 * address. The first issue must still be open, and the reveal day between today and the first
 * issue. The gift comes to life when its order is paid (activateGift).
 */
export async function placeGiftOrder(
  db: Database,
  input: GiftInput,
  context: OrderLifeContext & { customer: Customer | null; clientAddress: string; now: Date },
): Promise<PlacedGift> {
  const { now, timeZone } = context;
  const firstIssue = openFirstIssue(input.firstIssue, now, timeZone);
  if (!firstIssue) {
    throw new AppError("bad_request", giftMessages.firstIssueClosed, { field: "firstIssue" });
  }
  if (input.revealOn) {
    const window = revealWindow(firstIssue, now, timeZone);
    if (input.revealOn < window.from || input.revealOn > window.until) {
      throw new AppError("bad_request", giftMessages.revealDateInvalid, { field: "revealOn" });
    }
  }
  const plan = planForCountry(input.recipientAddress.country);
  await assertPlanMailsTo(db, plan, input.recipientAddress, "recipientAddress.country");
  const priceCents = (await loadGiftPrices(db))[plan][input.issueCount];
  if (priceCents === undefined) {
    throw new AppError("bad_request", giftMessages.notOnSale, { field: "issueCount" });
  }
  const cardIds = await findTypedGiftCards(
    db,
    input.giftCardCodes,
    {
      clientAddress: context.clientAddress,
      customerId: context.customer?.id ?? null,
      email: context.customer?.email ?? input.gifterEmail,
    },
    now,
  );
  const accessKey = createSecretToken();
  return db.transaction(async (tx) => {
    const visitor = {
      clientAddress: context.clientAddress,
      customerId: context.customer?.id ?? null,
      cartId: null,
      email: input.gifterEmail,
    };
    await checkUnpaidOrderLimit(tx, visitor, now);
    // Taxed as the issues it buys, where they go (decision 042).
    const recipient = input.recipientAddress;
    const tax = await taxForOrder(tx, {
      lines: [{ amountCents: priceCents, taxClass: "club" }],
      postageCents: 0,
      destination: {
        country: recipient.country,
        region: recipient.stateProvince,
        postalCode: recipient.postalCode,
      },
      now,
    });
    const line = {
      productId: null,
      title: giftLineTitle(plan, input.issueCount),
      unitPriceCents: priceCents,
      quantity: 1,
      taxCents: tax.taxCents,
      taxRatePpm: tax.lineRatePpm[0] ?? 0,
    };
    const totals = orderTotals([line], 0, 0, {
      shippingTaxCents: 0,
      included: tax.record?.inclusive ?? false,
    });
    // Gift cards (and a signed-in gifter's store credit) pay first; PayPal the rest.
    const tenders = await priceBalances(
      tx,
      { giftCardIds: [...new Set(cardIds)], creditOf: context.customer?.id ?? null },
      totals.totalCents,
    );
    const order = await writePlacedOrder(
      tx,
      now,
      {
        customerId: context.customer?.id ?? null,
        cartId: null,
        customerEmail: context.customer?.email ?? input.gifterEmail,
        customerName: input.gifterName,
        customerPhone: input.gifterPhone ?? null,
        clientAddress: context.clientAddress,
        shippingAddress: input.recipientAddress,
        billingAddress: input.billingAddress,
        kind: "gift",
        shippingMethod: GIFT_DELIVERY,
        subtotalCents: totals.subtotalCents,
        taxCents: totals.taxCents,
        tax: tax.record && {
          ...tax.record,
          evidence: { basis: "delivery_address", deliveryCountry: recipient.country },
        },
        totalCents: totals.totalCents,
        balancePaidCents: tenders.reduce((sum, tender) => sum + tender.amountCents, 0),
        accessKeyHash: hashSecretToken(accessKey),
        reservedUntil: new Date(now.getTime() + APPROVAL_HOLD_MS),
      },
      [line],
      context,
    );
    const [gift] = await tx
      .insert(mailClubGifts)
      .values({
        orderId: order.id,
        plan,
        issueCount: input.issueCount,
        priceCents,
        firstIssue: issueMonthKey(firstIssue),
        recipientAddress: input.recipientAddress,
        recipientEmail: input.recipientEmail ?? null,
        message: input.message,
        revealOn: input.revealOn,
      })
      .returning({ id: mailClubGifts.id });
    if (!gift) throw new Error("The gift was not written.");
    await spendBalances(tx, order.id, tenders, now);
    return { order, giftId: gift.id, accessKey };
  });
}
