import { and, desc, eq, gte, inArray } from "drizzle-orm";
import { giftCardLabel } from "#server/balances/gift-card-code.ts";
import { issueGiftCard } from "#server/balances/issue-gift-card.ts";
import { GIFT_CARD_DELIVERY } from "#server/balances/place-gift-card-order.ts";
import { spendBalances } from "#server/balances/spend-balances.ts";
import { addStoreCredit } from "#server/balances/store-credit.ts";
import type { Transaction } from "#server/db/client.ts";
import { orders, products } from "#server/db/schema.ts";
import { createSecretToken, hashSecretToken } from "#server/lib/secret-token.ts";
import { insertOrder } from "#server/orders/insert-order.ts";
import type { DemoCalendar } from "#server/seed/demo-history/demo-calendar.ts";
import type { DemoCustomer } from "#server/seed/demo-history/demo-customers.ts";
import { DEMO_SIGN_IN, demoEmail, demoPeople } from "#server/seed/demo-history/demo-people.ts";

/** The demo's gift card, for a newcomer to try at the checkout or on the balance page. */
export const DEMO_GIFT_CARD = { code: "WASH-PAPR-CARD-2345", amountCents: 2500, spentCents: 1800 };

/**
 * June's store credit ("Sorry about the bent card", $5.00, from the studio ten days ago), and a
 * $25 gift card Hana bought for her forty days ago, $18 of which paid part of June's latest
 * order: her ledger, the studio's card report and the balance page have something to show.
 */
export async function insertDemoBalances(
  tx: Transaction,
  calendar: DemoCalendar,
  customers: Map<string, DemoCustomer>,
) {
  const june = customers.get(DEMO_SIGN_IN.key);
  const hana = demoPeople.find((person) => person.key === "hana");
  if (!june || !hana) throw new Error("The demo's balances need June and Hana.");
  await addStoreCredit(
    tx,
    {
      customerId: june.id,
      amountCents: 500,
      kind: "issued",
      reason: "Sorry about the bent card",
      actorEmail: "maker@washi.example",
    },
    calendar.ago(10, 3),
  );

  const boughtAt = calendar.ago(40, 5);
  const [product] = await tx
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(eq(products.kind, "gift_card"));
  if (!product) throw new Error("The demo shop has no gift card to sell.");
  const amount = DEMO_GIFT_CARD.amountCents;
  const order = await insertOrder(
    tx,
    boughtAt,
    {
      customerId: customers.get("hana")?.id ?? null,
      customerEmail: demoEmail("hana"),
      customerName: `${hana.firstName} ${hana.lastName}`,
      clientAddress: "demo",
      status: "paid",
      kind: "gift_card",
      shippingAddress: { ...hana.address, addressLine1: "", city: "", postalCode: "" },
      shippingMethod: GIFT_CARD_DELIVERY,
      subtotalCents: amount,
      totalCents: amount,
      accessKeyHash: hashSecretToken(createSecretToken()),
      paypalOrderId: "DEMO-GIFT-CARD-ORDER",
      paypalCaptureId: "DEMO-GIFT-CARD-CAPTURE",
      paidAt: boughtAt,
    },
    [
      {
        productId: product.id,
        title: `${product.title} ($25.00)`,
        unitPriceCents: amount,
        quantity: 1,
        personalisation: [
          { label: "To", value: "June Park" },
          { label: "From", value: hana.firstName },
        ],
      },
    ],
  );
  const code = DEMO_GIFT_CARD.code.replaceAll("-", "");
  const card = await issueGiftCard(
    tx,
    {
      initialCents: amount,
      orderId: order.id,
      recipientName: "June Park",
      recipientEmail: june.email,
      senderName: hana.firstName,
      message: "For your next sheet of stickers!",
    },
    boughtAt,
    code,
  );

  // June spent $18 of it on her latest paid order.
  const [spentOn] = await tx
    .select({ id: orders.id, totalCents: orders.totalCents, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, june.id),
        inArray(orders.status, ["paid", "processing", "shipped", "delivered"]),
        gte(orders.createdAt, boughtAt),
        gte(orders.totalCents, DEMO_GIFT_CARD.spentCents),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!spentOn) throw new Error("June has no order the demo card could have paid part of.");
  const spent = DEMO_GIFT_CARD.spentCents;
  await tx.update(orders).set({ balancePaidCents: spent }).where(eq(orders.id, spentOn.id));
  const tender = {
    balanceId: card.balanceId,
    amountCents: spent,
    label: giftCardLabel(code.slice(-4)),
  };
  await spendBalances(tx, spentOn.id, [tender], spentOn.createdAt);
}
