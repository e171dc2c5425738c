import { Hono } from "hono";
import { issueSimpleToken, revokeApiToken } from "#server/accounts/api-tokens.ts";
import { registerCustomer } from "#server/accounts/register-customer.ts";
import { signIn } from "#server/accounts/sign-in.ts";
import { splitFullName } from "#server/accounts/validation.ts";
import type { Database } from "#server/db/client.ts";
import { loginBody, simpleRegisterBody } from "#server/http/api/account-schemas.ts";
import { toSimpleUser } from "#server/http/api/account-shape.ts";
import { parseJsonBody, readBearerToken, requireBearerCustomer } from "#server/http/api/bearer.ts";
import { adoptGuestCart } from "#server/http/api/cart-key.ts";
import { clientAddress } from "#server/http/client-address.ts";
import type { HttpEnv } from "#server/http/types.ts";

/** The primary client's protocol version (spec §4); it rejects any other. */
const AUTH_VERSION = "2";

/** /api/auth/simple-*: one bearer token per sign-in (spec §7 Authentication (primary)). */
export function createSimpleAuthRoutes(db: Database, options: { publicUrl: string }) {
  const routes = new Hono<HttpEnv>();

  routes.post("/auth/simple-register", async (c) => {
    const body = await parseJsonBody(c, simpleRegisterBody);
    const customer = await registerCustomer(
      db,
      {
        ...splitFullName(body.fullName || body.name || ""),
        email: body.email,
        password: body.password,
        phone: body.phone,
      },
      { clientAddress: clientAddress(c), publicUrl: options.publicUrl },
    );
    await adoptGuestCart(c, db, customer.id);
    const { token } = await issueSimpleToken(db, customer);
    return c.json(
      {
        success: true,
        user: toSimpleUser(customer),
        token,
        authVersion: AUTH_VERSION,
        message: "Account created!",
      },
      201,
    );
  });

  routes.post("/auth/simple-login", async (c) => {
    const body = await parseJsonBody(c, loginBody);
    const customer = await signIn(db, body, {
      clientAddress: clientAddress(c),
      logger: c.get("logger"),
    });
    await adoptGuestCart(c, db, customer.id);
    const { token } = await issueSimpleToken(db, customer);
    return c.json({
      success: true,
      user: toSimpleUser(customer),
      token,
      authVersion: AUTH_VERSION,
      message: "Welcome back!",
    });
  });

  routes.post("/auth/simple-logout", async (c) => {
    await revokeApiToken(db, readBearerToken(c));
    return c.json({ success: true, message: "Signed out" });
  });

  routes.get("/auth/simple-me", async (c) => {
    const { customer } = await requireBearerCustomer(c, db);
    c.header("Cache-Control", "no-store");
    return c.json({ success: true, user: toSimpleUser(customer), authVersion: AUTH_VERSION });
  });

  return routes;
}
