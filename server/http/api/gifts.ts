import { Hono } from "hono";
import { placeOrder } from "#server/checkout/place-order.ts";
import type { Database } from "#server/db/client.ts";
import { optionalBearerCustomer } from "#server/http/api/bearer.ts";
import { toApiGiftOptions } from "#server/http/api/gift-shape.ts";
import { readJsonBody } from "#server/http/api/json-body.ts";
import { toApiOrder } from "#server/http/api/orders-shape.ts";
import type { ApiShopContext } from "#server/http/api/shop-context.ts";
import { clientAddress } from "#server/http/client-address.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { giftOffer } from "#server/mail-club/gifts/gift-offer.ts";
import { getOrder } from "#server/orders/get-order.ts";
import { startPayPalPayment } from "#server/payments/start-payment.ts";

/**
 * GET /api/mail-club/gift-options and POST /api/mail-club/gifts: gift memberships (decision
 * 029) by the gift page's own workflow: placeOrder from a gift, then startPayPalPayment. The
 * gift's order is an ordinary order: POST /api/payments/capture pays it, and paying brings it
 * to life.
 */
export function createGiftRoutes(db: Database, shopOf: ApiShopContext) {
  const routes = new Hono<HttpEnv>();
  routes.use("/mail-club/*", async (c, next) => {
    await next();
    // The issues open change at each cutoff, and the prices with the studio's.
    c.header("Cache-Control", "no-store");
  });

  routes.get("/mail-club/gift-options", async (c) => {
    const shop = await shopOf(c);
    const offer = await giftOffer(db, shop.now, shop.timeZone);
    return c.json({ success: true, ...toApiGiftOptions(offer, offer.prices, shop) });
  });

  routes.post("/mail-club/gifts", async (c) => {
    const body: unknown = await readJsonBody(c);
    const customer = await optionalBearerCustomer(c, db);
    const shop = await shopOf(c);
    const placed = await placeOrder(
      { ...shop, customer, from: { gift: true }, clientAddress: clientAddress(c) },
      body,
    );
    // A customer reads their order with their token; a guest has only this key to it.
    const accessKey = customer ? null : placed.accessKey;
    // PayPal refusing now leaves the order placed: the client can start paying it again.
    c.set("refusalExtras", { orderId: placed.order.id, accessKey });
    // Paid whole by gift cards: nothing for PayPal.
    const payment = placed.paymentDue ? await startPayPalPayment(shop, placed.order.id) : null;
    const order = await getOrder(db, placed.order.id);
    if (!order) throw new Error("The gift's order was not found.");
    return c.json(
      {
        success: true,
        order: toApiOrder(order),
        giftId: placed.giftId,
        approvalUrl: payment?.approveUrl ?? null,
        accessKey,
      },
      201,
    );
  });

  return routes;
}
