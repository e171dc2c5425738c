import { Hono } from "hono";
import { z } from "zod";
import type { CartKey } from "#server/cart/cart-key.ts";
import { type OrderSource, orderItemsInput } from "#server/checkout/order-source.ts";
import { placeOrder } from "#server/checkout/place-order.ts";
import type { Database } from "#server/db/client.ts";
import { optionalBearerCustomer } from "#server/http/api/bearer.ts";
import { apiCartKey } from "#server/http/api/cart-key.ts";
import { readJsonBody } from "#server/http/api/json-body.ts";
import { toApiOrder } from "#server/http/api/orders-shape.ts";
import type { ApiShopContext } from "#server/http/api/shop-context.ts";
import { withCartNames } from "#server/http/api/spec-item-names.ts";
import { clientAddress } from "#server/http/client-address.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import { getOrder, getOrderForViewer } from "#server/orders/get-order.ts";
import { orderMessages } from "#server/orders/order-messages.ts";
import { parseInput } from "#server/validation/parse-input.ts";

const listedItems = z.object({
  items: z.array(withCartNames, { error: orderMessages.itemsInvalid }).pipe(orderItemsInput),
});

/**
 * The `items` of an order's body (spec §3, `metadata.digital_acknowledgment` included), or
 * the caller's cart when it lists none.
 */
async function orderSource(
  body: unknown,
  callersCart: () => Promise<CartKey>,
): Promise<OrderSource> {
  const listed = (body as { items?: unknown } | null)?.items;
  if (listed === undefined || listed === null) return callersCart();
  return parseInput(listedItems, { items: listed });
}

/** POST /api/orders/create and GET /api/orders/{id} (spec §7 Orders and payment). */
export function createOrderRoutes(db: Database, shopOf: ApiShopContext) {
  const routes = new Hono<HttpEnv>();

  routes.post("/orders/create", async (c) => {
    const body: unknown = await readJsonBody(c);
    const customer = await optionalBearerCustomer(c, db);
    const created = await placeOrder(
      {
        ...(await shopOf(c)),
        customer,
        from: await orderSource(body, () => apiCartKey(c, db, customer)),
        clientAddress: clientAddress(c),
      },
      body,
    );
    const order = await getOrder(db, created.order.id);
    if (!order) throw new Error("The new order was not found.");
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        success: true,
        order: toApiOrder(order),
        // The guest's key to this order (GET /api/orders/{id}?key=…, payments); shown once.
        accessKey: created.accessKey,
        accountCreated: created.createdCustomer !== null,
      },
      201,
    );
  });

  routes.get("/orders/:id{[0-9]+}", async (c) => {
    const orderId = parseRowId(c.req.param("id"));
    const customer = await optionalBearerCustomer(c, db, orderMessages.signInForOrder);
    const accessKey = c.req.query("key");
    if (!customer && !accessKey) throw new AppError("unauthorized", orderMessages.signInForOrder);
    const order =
      orderId === null
        ? null
        : await getOrderForViewer(db, orderId, {
            customerId: customer?.id ?? null,
            accessKey,
          });
    if (!order) throw new AppError("not_found", orderMessages.notFound);
    c.header("Cache-Control", "no-store");
    return c.json({ success: true, order: toApiOrder(order) });
  });

  return routes;
}
