import { Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import { toApiOrderSummary } from "#server/http/api/account-shape.ts";
import { requireBearerCustomer } from "#server/http/api/bearer.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { listCustomerOrders } from "#server/orders/list-customer-orders.ts";
import { orderMessages } from "#server/orders/order-messages.ts";

/** Order history shows the 20 most recent (spec §9). */
export const CUSTOMER_ORDERS_LIMIT = 20;

/** GET /api/orders/customer (spec §7 Orders and payment). */
export function createCustomerOrderRoutes(db: Database) {
  const routes = new Hono<HttpEnv>();
  routes.get("/orders/customer", async (c) => {
    const { customer } = await requireBearerCustomer(c, db, orderMessages.signInForOrders);
    const orders = await listCustomerOrders(db, customer.id, CUSTOMER_ORDERS_LIMIT);
    c.header("Cache-Control", "no-store");
    return c.json({ success: true, orders: orders.map(toApiOrderSummary) });
  });
  return routes;
}
