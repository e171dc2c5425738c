import { and, count, eq, gt, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { Transaction } from "#server/db/client.ts";
import { discountUses, orders, type PostalAddress } from "#server/db/schema.ts";
import {
  covers,
  type DiscountLine,
  type PricedOrder,
  postageCovered,
  priceDiscounts,
} from "#server/discounts/discount-arithmetic.ts";
import { discountMessages, notStartedOn } from "#server/discounts/discount-messages.ts";
import {
  type DiscountRow,
  discountLinesOf,
  findCode,
  ruleOf,
  salesInForce,
} from "#server/discounts/discount-rules.ts";
import { KEPT_ORDER_STATUSES } from "#server/discounts/use-statuses.ts";
import { emailIdentity, emailIdentitySql } from "#server/lib/email-identity.ts";
import { AppError } from "#server/lib/errors.ts";

/** Who is buying, as the limits find a customer again (decision 041). */
export interface DiscountBuyer {
  customerId: number | null;
  email: string;
  /** Where the parcel goes; null for downloads only. */
  address: PostalAddress | null;
}

export interface OrderDiscountsInput {
  /** The code as typed, or null. */
  code: string | null;
  lines: readonly { productId: number; unitPriceCents: number; quantity: number }[];
  shippingCents: number;
  buyer: DiscountBuyer;
  now: Date;
  timeZone: string;
  /**
   * Pricing a cart before its checkout: the code is read without a lock, and free postage
   * passes on its conditions alone, its postage not known yet.
   */
  preview?: boolean;
}

export type OrderDiscounts = PricedOrder;

/**
 * The money off an order being placed, inside its transaction: the sales in force and the
 * code typed, its conditions checked and its uses counted with its row locked, so of many
 * checkouts at once exactly as many as its limit allows get it. A code that does not apply
 * refuses the order with the reason (field `discountCode`), for the buyer to fix or remove.
 */
export async function discountsForOrder(
  tx: Transaction,
  input: OrderDiscountsInput,
): Promise<OrderDiscounts> {
  const inForce = await salesInForce(tx, input.now);
  // Most orders: no code and no sale, so nothing more to read.
  if (!input.code && inForce.length === 0) return nothingOff(input);
  const lines = await discountLinesOf(tx, input.lines);
  const sales = inForce.filter((sale) => conditionRefusal(sale, lines) === null);
  const code = input.code ? await findCode(tx, input.code, { lock: !input.preview }) : undefined;
  if (input.code) await checkCode(tx, code, lines, input);
  const priced = priceDiscounts({
    lines,
    shippingCents: input.shippingCents,
    country: input.buyer.address?.country ?? null,
    sales: sales.map(ruleOf),
    code: code ? ruleOf(code) : null,
  });
  const postageLater = input.preview && code?.kind === "free_postage";
  if (code && !postageLater) assertCodeTakesOff(code, priced, input);
  return priced;
}

function nothingOff(input: OrderDiscountsInput): OrderDiscounts {
  const goods = input.lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  return {
    lineDiscountCents: input.lines.map(() => 0),
    discountCents: 0,
    shippingDiscountCents: 0,
    applied: [],
    totalCents: goods + input.shippingCents,
    codeApplied: false,
  };
}

/** Writes the order's uses of the discounts that took something off it. */
export async function recordDiscountUses(
  tx: Transaction,
  orderId: number,
  priced: OrderDiscounts,
  buyer: DiscountBuyer,
) {
  if (priced.applied.length === 0) return;
  await tx.insert(discountUses).values(
    priced.applied.map((applied) => ({
      discountId: applied.discountId,
      orderId,
      customerId: buyer.customerId,
      emailIdentity: emailIdentity(buyer.email),
      addressKey: buyer.address ? addressKey(buyer.address) : null,
      amountCents: applied.amountCents,
    })),
  );
}

/**
 * A delivery address as the limits compare them: country, postcode and street lines, in lower
 * case without accents, spaces or punctuation ("12 Elm St., Apt 3" = "12 elm st apt 3").
 */
export function addressKey(address: PostalAddress) {
  const plain = (text: string | undefined) =>
    (text ?? "")
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]/gu, "");
  return [address.country, address.postalCode, address.addressLine1, address.addressLine2]
    .map(plain)
    .join("|");
}

async function checkCode(
  tx: Transaction,
  code: DiscountRow | undefined,
  lines: DiscountLine[],
  input: OrderDiscountsInput,
) {
  const refuse = (message: string): never => {
    throw new AppError("bad_request", message, { field: "discountCode" });
  };
  if (!code || code.archivedAt) return refuse(discountMessages.notValid);
  if (code.kind === "club_intro" || code.scope === "club_plans") {
    return refuse(discountMessages.forTheMailClub);
  }
  if (code.startsAt && code.startsAt > input.now) {
    return refuse(notStartedOn(code.startsAt, input.timeZone));
  }
  if (code.endsAt && code.endsAt <= input.now) return refuse(discountMessages.ended);
  const unmet = conditionRefusal(code, lines);
  if (unmet) return refuse(unmet);
  if (code.newCustomersOnly && (await hasPaidOrder(tx, input.buyer))) {
    return refuse(discountMessages.newCustomersOnly);
  }
  if (code.usageLimit !== null && (await countUses(tx, code.id, input.now)) >= code.usageLimit) {
    return refuse(discountMessages.usedUp);
  }
  if (
    code.perCustomerLimit !== null &&
    (await countUses(tx, code.id, input.now, sameCustomer(input.buyer))) >= code.perCustomerLimit
  ) {
    return refuse(discountMessages.alreadyUsed);
  }
}

/** Why a discount's minimums are not met by the goods it covers, or null. */
function conditionRefusal(discount: DiscountRow, lines: DiscountLine[]): string | null {
  const covered = lines.filter((line) => covers(discount, line));
  const subtotal = covered.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const quantity = covered.reduce((sum, line) => sum + line.quantity, 0);
  if (discount.minSubtotalCents !== null && subtotal < discount.minSubtotalCents) {
    return discountMessages.minSubtotal(
      discount.minSubtotalCents,
      discount.minSubtotalCents - subtotal,
    );
  }
  if (discount.minQuantity !== null && quantity < discount.minQuantity) {
    return discountMessages.minQuantity(discount.minQuantity, discount.minQuantity - quantity);
  }
  return null;
}

/** Refuses a code that, its conditions met, would take nothing off (or less than a sale). */
function assertCodeTakesOff(code: DiscountRow, priced: PricedOrder, input: OrderDiscountsInput) {
  const refuse = (message: string): never => {
    throw new AppError("bad_request", message, { field: "discountCode" });
  };
  if (!priced.codeApplied) return refuse(discountMessages.saleIsBetter);
  if (priced.applied.some((applied) => applied.discountId === code.id)) return;
  const country = input.buyer.address?.country ?? null;
  if (code.kind === "free_postage" && country !== null && !postageCovered(code, country)) {
    return refuse(discountMessages.postageTo(code.postageCountries));
  }
  return refuse(discountMessages.coversNothing);
}

/** Uses still counted: by paid orders, and by unpaid ones while they hold their stock. */
export async function countUses(tx: Transaction, discountId: number, now: Date, whose?: SQL) {
  const [row] = await tx
    .select({ uses: count() })
    .from(discountUses)
    .innerJoin(orders, eq(orders.id, discountUses.orderId))
    .where(
      and(
        eq(discountUses.discountId, discountId),
        or(
          inArray(orders.status, [...KEPT_ORDER_STATUSES]),
          and(
            eq(orders.status, "pending_payment"),
            or(isNull(orders.reservedUntil), gt(orders.reservedUntil, now)),
          ),
        ),
        whose,
      ),
    );
  return row?.uses ?? 0;
}

/** A use by the same customer: the account, the e-mail (as limits count it) or the address. */
function sameCustomer(buyer: DiscountBuyer): SQL {
  return or(
    buyer.customerId === null ? undefined : eq(discountUses.customerId, buyer.customerId),
    eq(discountUses.emailIdentity, emailIdentity(buyer.email)),
    buyer.address ? eq(discountUses.addressKey, addressKey(buyer.address)) : undefined,
  ) as SQL;
}

/** Whether the buyer has paid for an order before (by account or e-mail). */
async function hasPaidOrder(tx: Transaction, buyer: DiscountBuyer) {
  const [row] = await tx
    .select({ orders: count() })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...KEPT_ORDER_STATUSES]),
        or(
          buyer.customerId === null ? undefined : eq(orders.customerId, buyer.customerId),
          eq(emailIdentitySql(orders.customerEmail), emailIdentity(buyer.email)),
        ),
      ),
    );
  return (row?.orders ?? 0) > 0;
}
