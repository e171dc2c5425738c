import { Hono } from "hono";
import {
  issueTokenPair,
  refreshTokenPair,
  revokeApiToken,
  type TokenPair,
} from "#server/accounts/api-tokens.ts";
import { changePassword } from "#server/accounts/change-password.ts";
import { requestPasswordReset, resetPassword } from "#server/accounts/password-reset.ts";
import { registerCustomer } from "#server/accounts/register-customer.ts";
import { signIn } from "#server/accounts/sign-in.ts";
import type { Customer } from "#server/accounts/types.ts";
import type { Database } from "#server/db/client.ts";
import {
  changePasswordBody,
  loginBody,
  refreshBody,
  registerBody,
  resetBody,
  resetRequestBody,
} from "#server/http/api/account-schemas.ts";
import { toApiCustomer } from "#server/http/api/account-shape.ts";
import { parseJsonBody, readBearerToken, requireBearerCustomer } from "#server/http/api/bearer.ts";
import { adoptGuestCart } from "#server/http/api/cart-key.ts";
import { clientAddress } from "#server/http/client-address.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { deferWork } from "#server/lib/deferred-work.ts";

export const resetRequestedMessage =
  "If an account exists for that email address, we have sent a link to reset its password.";

function tokenPairAnswer(pair: TokenPair, customer: Customer) {
  return {
    success: true as const,
    accessToken: pair.accessToken,
    refreshToken: pair.refreshToken,
    accessTokenExpiresAt: pair.accessTokenExpiresAt.toISOString(),
    refreshTokenExpiresAt: pair.refreshTokenExpiresAt.toISOString(),
    customer: toApiCustomer(customer),
  };
}

/** /api/auth/*: access and refresh tokens (spec §7 Authentication and customer). */
export function createAuthRoutes(db: Database, options: { publicUrl: string }) {
  const routes = new Hono<HttpEnv>();

  routes.post("/auth/register", async (c) => {
    const body = await parseJsonBody(c, registerBody);
    const customer = await registerCustomer(
      db,
      { ...body, lastName: body.lastName ?? "" },
      { clientAddress: clientAddress(c), publicUrl: options.publicUrl },
    );
    await adoptGuestCart(c, db, customer.id);
    return c.json(tokenPairAnswer(await issueTokenPair(db, customer), customer), 201);
  });

  routes.post("/auth/login", async (c) => {
    const body = await parseJsonBody(c, loginBody);
    const customer = await signIn(db, body, {
      clientAddress: clientAddress(c),
      logger: c.get("logger"),
    });
    await adoptGuestCart(c, db, customer.id);
    return c.json(tokenPairAnswer(await issueTokenPair(db, customer), customer));
  });

  routes.post("/auth/logout", async (c) => {
    await revokeApiToken(db, readBearerToken(c));
    return c.json({ success: true, message: "Signed out" });
  });

  routes.get("/auth/me", async (c) => {
    const { customer } = await requireBearerCustomer(c, db);
    c.header("Cache-Control", "no-store");
    return c.json({ success: true, customer: toApiCustomer(customer) });
  });

  routes.post("/auth/refresh", async (c) => {
    const body = await parseJsonBody(c, refreshBody);
    const { customer, ...pair } = await refreshTokenPair(db, body.refreshToken);
    return c.json(tokenPairAnswer(pair, customer));
  });

  routes.post("/auth/password-reset/request", async (c) => {
    const body = await parseJsonBody(c, resetRequestBody);
    // Answered before the work is done, so known and unknown addresses take the same time.
    const meta = { clientAddress: clientAddress(c), publicUrl: options.publicUrl };
    deferWork(
      () => requestPasswordReset(db, body.email, meta),
      c.get("logger"),
      "password reset request",
    );
    return c.json({ success: true, message: resetRequestedMessage });
  });

  routes.post("/auth/password-reset/reset", async (c) => {
    const body = await parseJsonBody(c, resetBody);
    await resetPassword(
      db,
      { token: body.token, password: body.newPassword },
      { publicUrl: options.publicUrl },
    );
    return c.json({ success: true, message: "Your password has been reset. Please sign in." });
  });

  routes.post("/auth/change-password", async (c) => {
    const { customer, token } = await requireBearerCustomer(c, db);
    const body = await parseJsonBody(c, changePasswordBody);
    await changePassword(db, customer.id, body, {
      keepSessionToken: token,
      publicUrl: options.publicUrl,
      clientAddress: clientAddress(c),
    });
    return c.json({ success: true, message: "Your password has been changed." });
  });

  return routes;
}
