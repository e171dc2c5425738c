import { and, eq, gte, isNull, or, sql } from "drizzle-orm";
import { registerCustomer } from "#server/accounts/register-customer.ts";
import type { Customer } from "#server/accounts/types.ts";
import { splitFullName } from "#server/accounts/validation.ts";
import { loadServedCountries, unservedCountryMessage } from "#server/addresses/served-countries.ts";
import { cartGiftCardIds } from "#server/balances/cart-gift-cards.ts";
import { findTypedGiftCards } from "#server/balances/find-gift-card.ts";
import { priceBalances, spendBalances } from "#server/balances/spend-balances.ts";
import type { CheckoutInput } from "#server/checkout/checkout-schema.ts";
import { lockOrderLines, type OrderLine, type OrderSource } from "#server/checkout/order-source.ts";
import type { Database, Transaction } from "#server/db/client.ts";
import type { OrderTaxRecord, Personalisation } from "#server/db/schema.ts";
import { carts, type OrderStatus, products } from "#server/db/schema.ts";
import { countCodeAttempt } from "#server/discounts/code-attempts.ts";
import {
  type DiscountBuyer,
  discountsForOrder,
  recordDiscountUses,
} from "#server/discounts/order-discounts.ts";
import { AppError } from "#server/lib/errors.ts";
import { createSecretToken, hashSecretToken } from "#server/lib/secret-token.ts";
import { issueMonthKey } from "#server/mail-club/issue-month.ts";
import {
  assertFitsInEnvelope,
  type RideAlongMembership,
} from "#server/mail-club/ride-along/ride-along-membership.ts";
import { MAIL_CLUB_ENVELOPE } from "#server/mail-club/ride-along/ride-along-messages.ts";
import { cancelEarlierCartOrders } from "#server/orders/cancel-order.ts";
import { deliveryOf } from "#server/orders/delivery.ts";
import { DIGITAL_DELIVERY } from "#server/orders/digital-delivery-method.ts";
import { checkFreeOrderLimits } from "#server/orders/free-orders.ts";
import { writePlacedOrder } from "#server/orders/insert-order.ts";
import {
  APPROVAL_HOLD_MS,
  checkHeldShare,
  checkUnpaidOrderLimit,
  type Visitor,
} from "#server/orders/order-holds.ts";
import type { OrderLifeContext } from "#server/orders/order-life.ts";
import { orderMessages, soldOutMessage } from "#server/orders/order-messages.ts";
import { orderTotals } from "#server/orders/order-totals.ts";
import { takeOverReplacedNumber } from "#server/orders/replaced-attempt.ts";
import { loadShippingQuotes, quoteFor } from "#server/shipping/load-shipping-quotes.ts";
import { offeredOptions, optionNamed } from "#server/shipping/offered-options.ts";
import { taxClassOf, taxForOrder } from "#server/tax/order-tax.ts";

export interface CreateOrderContext extends OrderLifeContext {
  /** The signed-in customer, or null for a guest. */
  customer: Customer | null;
  /**
   * What the order is made of: the visitor's cart (its cookie's token, or an API customer's
   * own), or the items an API client lists; never prices or titles from the request.
   */
  from: OrderSource;
  clientAddress: string;
  now?: Date;
  /**
   * The membership whose next issue the order comes with instead of being posted (decision
   * 030), checked by the caller; null or left out for an order posted on its own.
   */
  rideAlong?: RideAlongMembership | null;
}

export interface CreatedOrder {
  order: {
    id: number;
    orderNumber: string;
    totalCents: number;
    /** What gift cards and store credit paid of it; PayPal is asked for the rest. */
    balancePaidCents: number;
    status: OrderStatus;
  };
  /** The secret of the order's own link (?key=…), shown once; only its SHA-256 is stored. */
  accessKey: string;
  /** The account a guest asked for at checkout (the order belongs to it), else null. */
  createdCustomer: Customer | null;
}

/** The largest total an order's amounts hold (a PostgreSQL integer of cents). */
const MAX_ORDER_CENTS = 2_147_483_647;

interface ReservedLine {
  productId: number;
  title: string;
  unitPriceCents: number;
  quantity: number;
  personalisation: Personalisation;
}

/** Refuses a parcel to a country the maker does not ship to (the studio's settings). */
async function assertShipsTo(db: Database, country: string) {
  const served = await loadServedCountries(db);
  const refusal = unservedCountryMessage(country, served.shop, "shop");
  if (refusal) throw new AppError("bad_request", refusal, { field: "shippingAddress.country" });
}

/**
 * Turns the visitor's cart (or the items an API client lists) into an order waiting for
 * payment. In one transaction: the cart is locked, its lines checked (not empty, no
 * subscription, still available), the visitor's unpaid orders kept within their limits
 * (decision 014), each product's stock reserved with a
 * conditional decrement (never below zero, so concurrent checkouts cannot sell one unit
 * twice), prices and totals read from the database, and the order written with its lines and
 * a reservation until the buyer approves at PayPal. A guest who asked for an account gets
 * one in the same transaction once the cart has passed (a duplicate e-mail refuses the order
 * and undoes its reservation; a refused order leaves no account and sends no welcome mail).
 * An earlier unpaid order from the same cart whose capture has not begun is cancelled in that
 * transaction: a retry never leaves two orders holding the cart's stock, and the new order
 * keeps the number of the attempt it replaces (one purchase, one number).
 */
export async function createOrder(
  db: Database,
  input: CheckoutInput,
  context: CreateOrderContext,
): Promise<CreatedOrder> {
  const now = context.now ?? new Date();
  const rideAlong = context.rideAlong ?? null;
  // An envelope goes where the membership's issues go, which the Mail Club checked already.
  if (input.delivery === "postal" && !rideAlong) {
    await assertShipsTo(db, input.shippingAddress.country);
  }
  if (input.discountCode) {
    const email = context.customer?.email ?? input.customerEmail;
    const customerId = context.customer?.id ?? null;
    await countCodeAttempt(db, { clientAddress: context.clientAddress, customerId, email }, now);
  }
  const typedCards = await findTypedGiftCards(
    db,
    input.giftCardCodes,
    {
      clientAddress: context.clientAddress,
      customerId: context.customer?.id ?? null,
      email: context.customer?.email ?? input.customerEmail,
    },
    now,
  );
  const accessKey = createSecretToken();
  let createdCustomer: Customer | null = null;

  const order = await db.transaction(async (tx) => {
    const cart = await lockOrderLines(tx, context.from, context.customer?.id ?? null);
    // The input was read for a cart of downloads only, which has since gained a parcel.
    if (input.delivery === "digital" && deliveryOf(cart.lines) === "postal") {
      throw new AppError("conflict", orderMessages.addressNowNeeded);
    }
    // A retry whose first answer was lost, or a second checkout: the earlier unpaid order
    // from this cart goes (its stock back first), so one order per cart waits for payment.
    if (rideAlong) assertFitsInEnvelope(cart.lines);
    await cancelEarlierCartOrders(tx, cart.id, context);
    // The attempt set aside (here, or by the checkout's own cookie) hands on its number.
    const orderNumber = cart.transient ? null : await takeOverReplacedNumber(tx, cart.id, now);
    const visitor: Visitor = {
      clientAddress: context.clientAddress,
      customerId: context.customer?.id ?? null,
      cartId: cart.id,
      email: input.customerEmail,
    };
    await checkUnpaidOrderLimit(tx, visitor, now);
    const reserved = await reserveStock(tx, cart.lines, visitor, now);
    // The account a guest asked for, only once the order can be placed, and in its
    // transaction: a refused order (empty cart, sold out) leaves no account and no mail.
    if (!context.customer && input.createAccountAfterOrder && input.guestPassword) {
      createdCustomer = await registerCustomer(
        tx,
        {
          email: input.customerEmail,
          password: input.guestPassword,
          ...splitFullName(input.customerName),
          phone: input.customerPhone,
        },
        { clientAddress: context.clientAddress, publicUrl: context.publicUrl, now },
      );
    }
    const customer = context.customer ?? createdCustomer;
    const shipping = rideAlong ? null : await chosenShipping(tx, cart.lines, reserved, input);
    const shippingCents = shipping?.priceCents ?? 0;
    const buyer: DiscountBuyer = {
      customerId: customer?.id ?? null,
      email: customer?.email ?? input.customerEmail,
      address: input.delivery === "postal" ? input.shippingAddress : null,
    };
    const moneyOff = await discountsForOrder(tx, {
      // A code sent with the order wins over the one applied to the cart.
      code: input.discountCode ?? cart.discountCode,
      lines: reserved,
      shippingCents,
      buyer,
      now,
      timeZone: context.timeZone,
    });
    const discounted = reserved.map((line, index) => ({
      ...line,
      discountCents: moneyOff.lineDiscountCents[index] ?? 0,
    }));
    const tax = await orderTaxOf(tx, cart.lines, discounted, {
      postageCents: shippingCents - moneyOff.shippingDiscountCents,
      input,
      now,
    });
    const lines = discounted.map((line, index) => ({
      ...line,
      taxCents: tax.lineTaxCents[index] ?? 0,
      taxRatePpm: tax.lineRatePpm[index] ?? 0,
    }));
    const totals = orderTotals(lines, shippingCents, moneyOff.shippingDiscountCents, {
      shippingTaxCents: tax.shippingTaxCents,
      included: tax.record?.inclusive ?? false,
    });
    if (totals.totalCents > MAX_ORDER_CENTS) {
      throw new AppError("bad_request", orderMessages.tooLarge);
    }
    const tenders = await priceBalances(
      tx,
      {
        giftCardIds: [...new Set([...(await cartGiftCardIds(tx, cart.id)), ...typedCards])],
        creditOf:
          context.customer && (input.useStoreCredit ?? !cart.keepStoreCredit)
            ? context.customer.id
            : null,
      },
      totals.totalCents,
    );
    if (totals.totalCents === 0) {
      const email = customer?.email ?? input.customerEmail;
      await checkFreeOrderLimits(tx, { email, clientAddress: context.clientAddress, lines }, now);
    }
    const created = await writePlacedOrder(
      tx,
      now,
      {
        kind: rideAlong ? "envelope" : input.delivery,
        customerId: customer?.id ?? null,
        // Listed items leave no cart behind: theirs goes once the order holds the lines.
        cartId: cart.transient ? null : cart.id,
        customerEmail: customer?.email ?? input.customerEmail,
        customerName: input.customerName,
        customerPhone: input.customerPhone ?? null,
        clientAddress: context.clientAddress,
        shippingAddress: input.shippingAddress,
        billingAddress: input.billingAddress ?? null,
        shippingMethod: rideAlong
          ? MAIL_CLUB_ENVELOPE
          : (shipping?.name ?? (input.delivery === "digital" ? DIGITAL_DELIVERY : "standard")),
        shippingMethodId: shipping?.methodId ?? null,
        rideAlongSubscriptionId: rideAlong?.subscriptionId ?? null,
        // The issue it would come with if paid now; fixed again when it is paid.
        rideAlongIssue: rideAlong ? issueMonthKey(rideAlong.issue) : null,
        subtotalCents: totals.subtotalCents,
        discountCents: totals.discountCents,
        taxCents: totals.taxCents,
        shippingTaxCents: tax.shippingTaxCents,
        tax: tax.record && { ...tax.record, evidence: taxEvidenceOf(input) },
        shippingCents: totals.shippingCents,
        shippingDiscountCents: totals.shippingDiscountCents,
        totalCents: totals.totalCents,
        balancePaidCents: tenders.reduce((sum, tender) => sum + tender.amountCents, 0),
        accessKeyHash: hashSecretToken(accessKey),
        reservedUntil: new Date(now.getTime() + APPROVAL_HOLD_MS),
      },
      lines,
      { ...context, orderNumber },
    );
    await recordDiscountUses(tx, created.id, moneyOff, buyer);
    await spendBalances(tx, created.id, tenders, now);
    if (cart.transient) await tx.delete(carts).where(eq(carts.id, cart.id));
    return created;
  });
  return { order, accessKey, createdCustomer };
}

/**
 * The tax of the discounted lines and postage where the buyer is: a parcel's delivery address;
 * for downloads only, the country the buyer gave (decision 042).
 */
async function orderTaxOf(
  tx: Transaction,
  lines: OrderLine[],
  discounted: (ReservedLine & { discountCents: number })[],
  order: { postageCents: number; input: CheckoutInput; now: Date },
) {
  const kinds = new Map(lines.map((line) => [line.productId, line.kind]));
  const address = order.input.shippingAddress;
  const digital = order.input.delivery === "digital";
  return taxForOrder(tx, {
    lines: discounted.map((line) => ({
      amountCents: line.unitPriceCents * line.quantity - line.discountCents,
      taxClass: taxClassOf(kinds.get(line.productId) ?? "physical"),
    })),
    postageCents: order.postageCents,
    destination: {
      // Downloads: the country the buyer said when their evidence disagreed, else the one given.
      country: (digital && order.input.declaredCountry) || address.country,
      region: digital ? null : address.stateProvince,
      postalCode: digital ? null : address.postalCode,
    },
    now: order.now,
  });
}

function taxEvidenceOf(input: CheckoutInput): OrderTaxRecord["evidence"] {
  return input.delivery === "postal"
    ? { basis: "delivery_address", deliveryCountry: input.shippingAddress.country }
    : {
        basis: "evidence",
        billingCountry: input.shippingAddress.country,
        ...(input.declaredCountry ? { declaredCountry: input.declaredCountry } : {}),
      };
}

/**
 * The shipping option the buyer chose, priced now from the maker's rates for the reserved
 * lines and the address (null for downloads only). Without a method id (an API client may send
 * only spec §3's words) 'standard' takes the cheapest option offered and 'express' the fastest.
 */
async function chosenShipping(
  tx: Transaction,
  lines: OrderLine[],
  reserved: ReservedLine[],
  input: CheckoutInput,
) {
  const weights = new Map(lines.map((line) => [line.productId, line]));
  const parcelLines = reserved.map((line) => {
    const product = weights.get(line.productId);
    return {
      product: { kind: product?.kind ?? "physical" },
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      weightGrams: product?.weightGrams ?? 0,
      fitsInLetter: product?.fitsInLetter ?? false,
    };
  });
  const quotes = await loadShippingQuotes(tx, parcelLines, input.shippingAddress.country);
  const named = optionNamed(offeredOptions(quotes), input.shippingMethod);
  return quoteFor(quotes, input.shippingMethodId ?? named?.methodId);
}

/**
 * Takes each product's quantity (its lines together: two banners with different words) off
 * its stock, only where enough is left (null stock is made to order) and the visitor's unpaid
 * orders keep to their share. The locked rows' price and title are the order's.
 */
async function reserveStock(
  tx: Transaction,
  lines: OrderLine[],
  visitor: Visitor,
  now: Date,
): Promise<ReservedLine[]> {
  const linesByProduct = Map.groupBy(lines, (line) => line.productId);
  const reserved: ReservedLine[] = [];
  for (const [productId, ofProduct] of linesByProduct) {
    const quantity = ofProduct.reduce((sum, line) => sum + line.quantity, 0);
    const line = { productId, quantity, title: ofProduct[0]?.title ?? "" };
    const [product] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}` })
      .where(
        and(
          eq(products.id, line.productId),
          eq(products.isActive, true),
          or(isNull(products.stock), gte(products.stock, line.quantity)),
        ),
      )
      .returning({
        title: products.title,
        priceCents: products.priceCents,
        stockLeft: products.stock,
      });
    if (!product) {
      const [current] = await tx
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, line.productId));
      throw new AppError("conflict", soldOutMessage(line.title, current?.stock ?? 0));
    }
    await checkHeldShare(tx, visitor, { ...line, stockLeft: product.stockLeft }, now);
    for (const { quantity, personalisation } of ofProduct) {
      reserved.push({
        productId,
        title: product.title,
        unitPriceCents: product.priceCents,
        quantity,
        personalisation,
      });
    }
  }
  return reserved;
}
