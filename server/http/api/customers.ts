import { Hono } from "hono";
import {
  getCustomer,
  updateCustomerDetails,
  updateEmailPreferences,
} from "#server/accounts/customer-profile.ts";
import type { Customer } from "#server/accounts/types.ts";
import type { Database } from "#server/db/client.ts";
import {
  detailsBody,
  emailPreferencesBody,
  profileBody,
} from "#server/http/api/account-schemas.ts";
import { toApiCustomer } from "#server/http/api/account-shape.ts";
import { parseJsonBody, requireBearerCustomer } from "#server/http/api/bearer.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { AppError } from "#server/lib/errors.ts";

export const customerMessages = {
  invalidProfile: "Invalid profile data",
  emailFixed: "Email cannot be changed",
  notYours: "You can only change your own account",
} as const;

function detailsOf(customer: Customer) {
  return { phone: customer.phone, shipping_address: customer.shippingAddress };
}

/** /api/customers/*: the signed-in customer's own record (spec §7 Account). */
export function createCustomerRoutes(db: Database) {
  const routes = new Hono<HttpEnv>();
  routes.use("/customers/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  routes.get("/customers/email-preferences", async (c) => {
    const { customer } = await requireBearerCustomer(c, db);
    return c.json({ success: true, preferences: customer.emailPreferences });
  });

  routes.put("/customers/email-preferences", async (c) => {
    const { customer } = await requireBearerCustomer(c, db);
    const body = await parseJsonBody(c, emailPreferencesBody);
    const preferences = await updateEmailPreferences(db, customer.id, body);
    return c.json({ success: true, preferences });
  });

  routes.get("/customers/details", async (c) => {
    const { customer } = await requireBearerCustomer(c, db);
    return c.json({ success: true, data: detailsOf(customer) });
  });

  routes.put("/customers/details", async (c) => {
    const { customer } = await requireBearerCustomer(c, db);
    const body = await parseJsonBody(c, detailsBody);
    const updated = await updateCustomerDetails(db, customer.id, {
      phone: body.phone,
      shippingAddress: body.shipping_address,
    });
    return c.json({ success: true, data: detailsOf(updated) });
  });

  routes.put("/customers/:id", async (c) => {
    const { customer } = await requireBearerCustomer(c, db);
    if (c.req.param("id") !== String(customer.id)) {
      throw new AppError("forbidden", customerMessages.notYours);
    }
    const body = await parseJsonBody(c, profileBody, customerMessages.invalidProfile);
    if (body.email !== undefined && body.email.trim().toLowerCase() !== customer.email) {
      throw new AppError("bad_request", customerMessages.emailFixed, {
        email: customerMessages.emailFixed,
      });
    }
    if (body.emailPreferences) {
      await updateEmailPreferences(db, customer.id, {
        ...customer.emailPreferences,
        ...body.emailPreferences,
      });
    }
    await updateCustomerDetails(db, customer.id, {
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone,
    });
    const updated = await getCustomer(db, customer.id);
    if (!updated) throw new AppError("not_found", "Customer not found");
    return c.json({ success: true, customer: toApiCustomer(updated) });
  });

  return routes;
}
