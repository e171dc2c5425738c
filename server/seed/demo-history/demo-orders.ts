import { eq, isNotNull } from "drizzle-orm";
import type { Transaction } from "#server/db/client.ts";
import { discounts, discountUses, orderItems, orders, products } from "#server/db/schema.ts";
import { type DiscountRule, discountOrder } from "#server/discounts/discount-arithmetic.ts";
import { ruleOf } from "#server/discounts/discount-rules.ts";
import { addressKey } from "#server/discounts/order-discounts.ts";
import { emailIdentity } from "#server/lib/email-identity.ts";
import { APPROVAL_HOLD_MS } from "#server/orders/order-holds.ts";
import { newOrderNumber } from "#server/orders/order-number.ts";
import { orderTotals } from "#server/orders/order-totals.ts";
import type { DemoCalendar } from "#server/seed/demo-history/demo-calendar.ts";
import type { DemoCustomer } from "#server/seed/demo-history/demo-customers.ts";
import { type DemoOrderSpec, demoOrders } from "#server/seed/demo-history/demo-order-list.ts";
import { demoEmail, demoPeople } from "#server/seed/demo-history/demo-people.ts";
import { cheapestOption, offeredOptions } from "#server/shipping/offered-options.ts";
import { parcelOf } from "#server/shipping/parcel.ts";
import { quoteShipping } from "#server/shipping/quote-shipping.ts";
import { loadShippingRules, type ShippingRules } from "#server/shipping/shipping-rules.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type Product = typeof products.$inferSelect;

function earlierOf(date: Date, now: Date) {
  return date < now ? date : now;
}

/**
 * The order's lines priced from the products, its postage by the demo shop's rates, and its
 * code's money off by the checkout's own arithmetic.
 */
function pricedOrder(
  spec: DemoOrderSpec,
  bySku: Map<string, Product>,
  rules: ShippingRules,
  codes: Map<string, DiscountRule>,
) {
  const person = demoPeople.find((candidate) => candidate.key === spec.who);
  if (!person) throw new Error(`Demo order for an unknown person: ${spec.who}`);
  const lines = spec.lines.map(([sku, quantity]) => {
    const product = bySku.get(sku);
    if (!product?.isActive || product.kind !== "physical") {
      throw new Error(`Demo order line ${sku} is not an active physical product.`);
    }
    return { product, quantity };
  });
  const parcel = parcelOf(
    lines.map(({ product, quantity }) => ({
      product,
      quantity,
      unitPriceCents: product.priceCents,
      weightGrams: product.weightGrams,
      fitsInLetter: product.fitsInLetter,
    })),
  );
  const option = cheapestOption(
    offeredOptions(quoteShipping(rules, parcel, person.address.country)),
  );
  if (!option) throw new Error(`The demo shop posts nothing to ${person.address.country}.`);
  const code = spec.code ? codes.get(spec.code) : undefined;
  if (spec.code && !code) throw new Error(`The demo shop has no code ${spec.code}.`);
  const moneyOff = discountOrder(
    {
      lines: lines.map(({ product, quantity }) => ({
        productId: product.id,
        unitPriceCents: product.priceCents,
        quantity,
        productTypeId: product.productTypeId,
        subCategoryIds: [],
        topicIds: [],
      })),
      shippingCents: option.priceCents,
      country: person.address.country,
    },
    [],
    code ?? null,
  );
  const items = lines.map(({ product, quantity }, index) => ({
    productId: product.id,
    title: product.title,
    unitPriceCents: product.priceCents,
    quantity,
    discountCents: moneyOff.lineDiscountCents[index] ?? 0,
  }));
  const totals = orderTotals(items, option.priceCents, moneyOff.shippingDiscountCents);
  return { person, items, option, totals, moneyOff: code ? moneyOff : null };
}

/** When each step of the order's life happened, for its status. */
function orderDates(spec: DemoOrderSpec, placed: Date, now: Date) {
  const status = spec.status;
  const paid = status !== "pending_payment" && status !== "cancelled";
  const paidAt = paid ? new Date(placed.getTime() + 4 * 60_000) : null;
  const sent = status === "shipped" || status === "delivered";
  const shippedAt = sent && paidAt ? earlierOf(new Date(paidAt.getTime() + DAY_MS), now) : null;
  const refundedAt =
    status === "refunded" && paidAt
      ? earlierOf(new Date(paidAt.getTime() + 5 * DAY_MS), now)
      : null;
  const settled =
    status === "delivered" && shippedAt
      ? earlierOf(new Date(shippedAt.getTime() + 4 * DAY_MS), now)
      : (refundedAt ?? shippedAt ?? paidAt ?? new Date(placed.getTime() + APPROVAL_HOLD_MS));
  const cancelled = status === "cancelled";
  return {
    paidAt,
    shippedAt,
    refundedAt,
    deliveredAt: status === "delivered" ? earlierOf(settled, now) : null,
    // The demo's cancelled checkout was never paid: its hold ran out.
    cancelledAt: cancelled ? earlierOf(settled, now) : null,
    cancelReason: cancelled ? ("expired" as const) : null,
    updatedAt: earlierOf(settled, now),
  };
}

/**
 * The demo orders (demo-order-list.ts) with their lines, as checkout and the studio would have
 * left them. The unpaid one holds its made-to-order items until its reservation ends, when the
 * expiry job cancels it like any other.
 */
export async function insertDemoOrders(
  tx: Transaction,
  calendar: DemoCalendar,
  customers: Map<string, DemoCustomer>,
) {
  const rules = await loadShippingRules(tx);
  const codeRows = await tx.select().from(discounts).where(isNotNull(discounts.code));
  const codes = new Map(codeRows.map((row) => [row.code ?? "", ruleOf(row)]));
  const catalogue = await tx.select().from(products).where(eq(products.kind, "physical"));
  const bySku = new Map(catalogue.map((product) => [product.sku, product]));
  const numbers = new Set<string>();
  const rows = demoOrders.map((spec, index) => {
    const { person, items, option, totals, moneyOff } = pricedOrder(spec, bySku, rules, codes);
    const placed =
      spec.daysAgo >= 1 ? calendar.ago(spec.daysAgo, index % 7) : calendar.ago(spec.daysAgo);
    const dates = orderDates(spec, placed, calendar.now);
    let orderNumber = newOrderNumber(placed);
    while (numbers.has(orderNumber)) orderNumber = newOrderNumber(placed);
    numbers.add(orderNumber);
    const tracked = dates.shippedAt && option.name === "Tracked parcel";
    const paypalId = dates.paidAt ? String(index + 1).padStart(4, "0") : null;
    const order: typeof orders.$inferInsert = {
      orderNumber,
      customerId: customers.get(spec.who)?.id ?? null,
      customerEmail: demoEmail(spec.who),
      customerName: `${person.firstName} ${person.lastName}`,
      status: spec.status,
      kind: "postal",
      shippingAddress: person.address,
      ...totals,
      shippingMethod: option.name,
      shippingMethodId: option.methodId,
      trackingCarrier: tracked ? "USPS" : null,
      trackingNumber: tracked ? `9400111899223${String(index).padStart(9, "0")}` : null,
      reservedUntil:
        spec.status === "pending_payment" ? new Date(placed.getTime() + APPROVAL_HOLD_MS) : null,
      paypalOrderId: paypalId && `DEMO-ORDER-${paypalId}`,
      paypalCaptureId: paypalId && `DEMO-CAPTURE-${paypalId}`,
      paypalRefundId: dates.refundedAt && `DEMO-REFUND-${paypalId}`,
      ...dates,
      createdAt: placed,
    };
    return { order, items, moneyOff, person };
  });
  const inserted = await tx
    .insert(orders)
    .values(rows.map((row) => row.order))
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  const idOf = new Map(inserted.map((row) => [row.orderNumber, row.id]));
  await tx
    .insert(orderItems)
    .values(
      rows.flatMap(({ order, items }) =>
        items.map((item) => ({ ...item, orderId: idOf.get(order.orderNumber) as number })),
      ),
    );
  const uses = rows.flatMap(({ order, moneyOff, person }) =>
    (moneyOff?.applied ?? []).map((applied) => ({
      discountId: applied.discountId,
      orderId: idOf.get(order.orderNumber) as number,
      customerId: order.customerId ?? null,
      emailIdentity: emailIdentity(order.customerEmail),
      addressKey: addressKey(person.address),
      amountCents: applied.amountCents,
      createdAt: order.createdAt,
    })),
  );
  if (uses.length > 0) await tx.insert(discountUses).values(uses);
  return inserted.length;
}
