import { type Context, Hono } from "hono";
import { findBearerCustomer } from "#server/accounts/api-tokens.ts";
import { readCartToken } from "#server/cart/cart-cookie.ts";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { authMessages, readBearerToken } from "#server/http/api/bearer.ts";
import { toApiOrder, toCheckoutFields } from "#server/http/api/orders-shape.ts";
import { clientAddress } from "#server/http/client-address.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { getOrder, getOrderForViewer } from "#server/orders/get-order.ts";
import { orderMessages } from "#server/orders/order-messages.ts";
import { placeOrder } from "#server/orders/place-order.ts";
import { parseRowId } from "#server/row-id.ts";

/** The bearer's customer when a token is sent (a bad one is 401), else null: a guest. */
export async function optionalBearerCustomer(c: Context, db: Database) {
  const token = readBearerToken(c);
  if (!token) return null;
  const customer = await findBearerCustomer(db, token);
  if (!customer) throw new AppError("unauthorized", authMessages.sessionExpired);
  return customer;
}

/** POST /api/orders/create and GET /api/orders/{id} (spec §7 Orders and payment). */
export function createOrderRoutes(
  db: Database,
  options: { publicUrl: string; ownerEmail?: string },
) {
  const routes = new Hono<HttpEnv>();

  routes.post("/orders/create", async (c) => {
    const customer = await optionalBearerCustomer(c, db);
    const created = await placeOrder(db, toCheckoutFields(await c.req.json()), {
      customer,
      cartToken: readCartToken(c.req.raw),
      clientAddress: clientAddress(c),
      publicUrl: options.publicUrl,
      ownerEmail: options.ownerEmail,
    });
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
    const customer = await optionalBearerCustomer(c, db);
    const order =
      orderId === null
        ? null
        : await getOrderForViewer(db, orderId, {
            customerId: customer?.id ?? null,
            accessKey: c.req.query("key"),
          });
    if (!order) throw new AppError("not_found", orderMessages.notFound);
    c.header("Cache-Control", "no-store");
    return c.json({ success: true, order: toApiOrder(order) });
  });

  return routes;
}
