import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ZodError } from "zod";
import { createAddressFormatRoutes } from "#server/http/api/address-formats.ts";
import { createAuthRoutes } from "#server/http/api/auth.ts";
import { createSimpleAuthRoutes } from "#server/http/api/auth-simple.ts";
import { createCartRoutes } from "#server/http/api/cart.ts";
import { createCartTaxRoutes } from "#server/http/api/cart-tax.ts";
import { createContentRoutes } from "#server/http/api/content.ts";
import { createCustomerRoutes } from "#server/http/api/customers.ts";
import { createCustomerDownloadRoutes } from "#server/http/api/downloads.ts";
import { createBalanceRoutes, createGiftCardOrderRoutes } from "#server/http/api/gift-cards.ts";
import { createGiftRoutes } from "#server/http/api/gifts.ts";
import { createCustomerOrderRoutes } from "#server/http/api/orders.ts";
import { createOrderRoutes } from "#server/http/api/orders-checkout.ts";
import { createPaymentRoutes, type PaymentApiOptions } from "#server/http/api/payments.ts";
import { createProductRoutes } from "#server/http/api/products.ts";
import { apiRefusal } from "#server/http/api/refusal.ts";
import { createShippingOptionRoutes } from "#server/http/api/shipping-options.ts";
import { apiShopContext } from "#server/http/api/shop-context.ts";
import { createStudioApi } from "#server/http/api/studio.ts";
import { createSubscriptionRoutes } from "#server/http/api/subscriptions.ts";
import { unexpectedFailureMessage } from "#server/http/api/unexpected-failure-message.ts";
import { createDocsRoutes } from "#server/http/openapi/routes.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { AppError, statusOf } from "#server/lib/errors.ts";
import type { ShopSetup } from "#server/shop-context.ts";
import type { FileStorage } from "#server/storage/file-storage.ts";
import { fieldErrors } from "#server/validation/parse-input.ts";

/** JSON bodies are small; the studio's uploads get their own, larger limit. */
const MAX_BODY_BYTES = 1024 * 1024;
const shopBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) =>
    c.json({ error: { code: "payload_too_large", message: "Request body too large" } }, 413),
});

/**
 * The JSON API under /api. Every answer is JSON, errors included:
 * `{ "error": { "code", "message", "details"? } }`. Feature routes mount here, each documented
 * in server/http/openapi/document.ts. Without the shop (its database, PayPal, where links
 * point) only the documentation is served. Each handler works with the request's shop context
 * (server/shop-context.ts), opened once. With `payments` (PayPal's settings) the payment
 * endpoints are served too; with `storage` (where uploads go) the studio's under /api/studio.
 */
export function createApi(
  options:
    | { shop: ShopSetup; storage?: FileStorage; payments?: PaymentApiOptions }
    | { shop?: never } = {},
) {
  const api = new Hono<HttpEnv>();
  api.use((c, next) => (c.req.path.startsWith("/api/studio/") ? next() : shopBodyLimit(c, next)));

  api.onError((error, c) => {
    if (error instanceof AppError) return c.json(apiRefusal(error, c), statusOf(error));
    if (error instanceof ZodError) {
      const details = fieldErrors(error);
      return c.json({ error: { code: "bad_request", message: "Invalid request", details } }, 400);
    }
    if (error instanceof SyntaxError) {
      return c.json({ error: { code: "bad_request", message: "Malformed JSON body" } }, 400);
    }
    c.get("logger").error({ err: error, path: c.req.path }, "api error");
    const message = unexpectedFailureMessage(c.req.path);
    return c.json({ error: { code: "internal", message } }, 500);
  });

  api.route("/", createDocsRoutes());
  if (options.shop) {
    const { shop, payments, storage } = options;
    const { db, publicUrl, ownerEmail } = shop;
    const shopOf = apiShopContext(shop);
    api.route("/", createProductRoutes(db));
    api.route("/", createAddressFormatRoutes(db));
    api.route("/", createCartRoutes(db, shopOf));
    api.route("/", createCartTaxRoutes(db, shopOf));
    api.route("/", createShippingOptionRoutes(db));
    api.route("/", createSimpleAuthRoutes(db, { publicUrl }));
    api.route("/", createAuthRoutes(db, { publicUrl }));
    api.route("/", createCustomerRoutes(db));
    api.route("/", createBalanceRoutes(db));
    api.route("/", createCustomerOrderRoutes(db));
    api.route("/", createCustomerDownloadRoutes(db, publicUrl));
    api.route("/", createOrderRoutes(db, shopOf));
    api.route("/", createContentRoutes(db, { publicUrl, ownerEmail }));
    if (payments) {
      api.route("/", createPaymentRoutes(db, shopOf, payments));
      api.route("/", createSubscriptionRoutes(db, shopOf));
      api.route("/", createGiftRoutes(db, shopOf));
      api.route("/", createGiftCardOrderRoutes(db, shopOf));
    }
    if (storage) api.route("/studio", createStudioApi({ db, storage }));
  }

  return api;
}

/** Mounted last under /api so unknown API paths answer JSON rather than the not-found page. */
export function apiNotFound() {
  const fallback = new Hono<HttpEnv>();
  fallback.all("*", (c) =>
    c.json({ error: { code: "not_found", message: `No API endpoint at ${c.req.path}` } }, 404),
  );
  return fallback;
}
