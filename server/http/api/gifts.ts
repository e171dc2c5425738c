import { Hono } from "hono";
import { placeOrder } from "#server/checkout/place-order.ts";
import { optionalBearerCustomer } from "#server/http/api/bearer.ts";
import { toApiGiftOptions, toGiftFields } from "#server/http/api/gift-shape.ts";
import { toApiOrder } from "#server/http/api/orders-shape.ts";
import { clientAddress } from "#server/http/client-address.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { giftOffer } from "#server/mail-club/gifts/gift-offer.ts";
import { getOrder } from "#server/orders/get-order.ts";
import { type PaymentSetup, paymentServicesFor } from "#server/payments/payment-services-for.ts";
import { startPayPalPayment } from "#server/payments/start-payment.ts";
import { readShopTimeZone } from "#server/shop/shop-time-zone.ts";

/**
 * GET /api/mail-club/gift-options and POST /api/mail-club/gifts: gift memberships (decision
 * 029) by the gift page's own workflow: placeOrder from a gift, then startPayPalPayment. The
 * gift's order is an ordinary order: POST /api/payments/capture pays it, and paying brings it
 * to life.
 */
export function createGiftRoutes(services: PaymentSetup) {
  const { db } = services;
  const routes = new Hono<HttpEnv>();
  const shopClock = async () => ({
    now: new Date(),
    timeZone: await readShopTimeZone(db, services.timeZone),
  });
  routes.use("/mail-club/*", async (c, next) => {
    await next();
    // The issues open change at each cutoff, and the prices with the studio's.
    c.header("Cache-Control", "no-store");
  });

  routes.get("/mail-club/gift-options", async (c) => {
    const clock = await shopClock();
    const offer = await giftOffer(db, clock.now, clock.timeZone);
    return c.json({ success: true, ...toApiGiftOptions(offer, offer.prices, clock) });
  });

  routes.post("/mail-club/gifts", async (c) => {
    const body: unknown = await c.req.json();
    const customer = await optionalBearerCustomer(c, db);
    const placed = await placeOrder(db, toGiftFields(body), {
      ...services,
      customer,
      from: { gift: true },
      clientAddress: clientAddress(c),
    });
    // A customer reads their order with their token; a guest has only this key to it.
    const accessKey = customer ? null : placed.accessKey;
    // PayPal refusing now leaves the order placed: the client can start paying it again.
    c.set("refusalExtras", { orderId: placed.order.id, accessKey });
    const payment = await startPayPalPayment(
      await paymentServicesFor(services, c.get("logger")),
      placed.order.id,
    );
    const order = await getOrder(db, placed.order.id);
    if (!order) throw new Error("The gift's order was not found.");
    return c.json(
      {
        success: true,
        order: toApiOrder(order),
        giftId: placed.giftId,
        approvalUrl: payment.approveUrl,
        accessKey,
      },
      201,
    );
  });

  return routes;
}
