import { Hono } from "hono";
import { z } from "zod";
import { findGiftCard } from "#server/balances/find-gift-card.ts";
import { storeCreditAccount } from "#server/balances/store-credit.ts";
import { placeOrder } from "#server/checkout/place-order.ts";
import type { Database } from "#server/db/client.ts";
import {
  optionalBearerCustomer,
  parseJsonBody,
  requireBearerCustomer,
} from "#server/http/api/bearer.ts";
import { readJsonBody } from "#server/http/api/json-body.ts";
import { toApiOrder } from "#server/http/api/orders-shape.ts";
import type { ApiShopContext } from "#server/http/api/shop-context.ts";
import { clientAddress } from "#server/http/client-address.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { dollarsOf } from "#server/lib/money.ts";
import { getOrder } from "#server/orders/get-order.ts";
import { startPayPalPayment } from "#server/payments/start-payment.ts";

export const giftCardBalanceBody = z.object({
  code: z
    .string()
    .max(64)
    .describe("The card's 16 characters as printed (XXXX-XXXX-XXXX-XXXX), any case."),
});

/**
 * POST /api/gift-cards/balance: what is left on a card, behind the one guessing guard; and
 * GET /api/customers/store-credit: the signed-in customer's credit and its ledger.
 */
export function createBalanceRoutes(db: Database) {
  const routes = new Hono<HttpEnv>();
  routes.post("/gift-cards/balance", async (c) => {
    const customer = await optionalBearerCustomer(c, db);
    const { code } = await parseJsonBody(c, giftCardBalanceBody);
    const trier = {
      clientAddress: clientAddress(c),
      customerId: customer?.id ?? null,
      email: null,
    };
    const card = await findGiftCard(db, code, trier);
    c.header("Cache-Control", "no-store");
    return c.json({
      success: true as const,
      giftCard: {
        lastFour: card.lastFour,
        balance: dollarsOf(card.balanceCents),
        initialAmount: dollarsOf(card.initialCents),
      },
    });
  });
  routes.get("/customers/store-credit", async (c) => {
    const { customer } = await requireBearerCustomer(c, db);
    const credit = await storeCreditAccount(db, customer.id);
    c.header("Cache-Control", "no-store");
    return c.json({
      success: true as const,
      storeCredit: {
        balance: dollarsOf(credit.balanceCents),
        entries: credit.entries.map((entry) => ({
          kind: entry.kind,
          amount: dollarsOf(entry.amountCents),
          reason: entry.reason,
          orderNumber: entry.orderNumber,
          createdAt: entry.createdAt.toISOString(),
        })),
      },
    });
  });
  return routes;
}

/**
 * POST /api/gift-cards: a gift card's order by its page's own workflow (placeOrder from a gift
 * card, then startPayPalPayment); POST /api/payments/capture pays it, and paying gives the card
 * its balance and sends it on its day.
 */
export function createGiftCardOrderRoutes(db: Database, shopOf: ApiShopContext) {
  const routes = new Hono<HttpEnv>();
  routes.post("/gift-cards", async (c) => {
    const body: unknown = await readJsonBody(c);
    const customer = await optionalBearerCustomer(c, db);
    const shop = await shopOf(c);
    const placed = await placeOrder(
      { ...shop, customer, from: { giftCard: true }, clientAddress: clientAddress(c) },
      body,
    );
    const accessKey = customer ? null : placed.accessKey;
    // PayPal refusing now leaves the order placed: the client can start paying it again.
    c.set("refusalExtras", { orderId: placed.order.id, accessKey });
    const payment = await startPayPalPayment(shop, placed.order.id);
    const order = await getOrder(db, placed.order.id);
    if (!order) throw new Error("The gift card's order was not found.");
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        success: true as const,
        order: toApiOrder(order),
        approvalUrl: payment.approveUrl,
        accessKey,
      },
      201,
    );
  });
  return routes;
}
