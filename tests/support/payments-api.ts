/**
 * The JSON API as the payment and Mail Club tests drive it: every endpoint, with PayPal's
 * (the simulator's, through the real client) and the shop's address washi.test.
 */
import { Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import { apiNotFound, createApi } from "#server/http/api.ts";
import { rememberClientAddress } from "#server/http/client-address.ts";
import { requestLog } from "#server/http/request-log.ts";
import type { HttpEnv } from "#server/http/types.ts";
import type { Logger } from "#server/logger.ts";
import { simulatorWebhookId } from "#server/paypal-simulator/app.ts";
import { simulatorPublicKey } from "#server/paypal-simulator/signing-key.ts";
import type { TestPayPal } from "#tests/support/fixtures/paypal.ts";

export function createPaymentsApi(
  db: Database,
  paypal: TestPayPal,
  options: { logger: Logger; ownerEmail?: string },
) {
  const app = new Hono<HttpEnv>();
  app.use(requestLog(options.logger));
  app.use(rememberClientAddress({ trustProxy: false, ipv6Prefix: 64 }));
  app.route(
    "/api",
    createApi({
      shop: {
        db,
        paypal: paypal.client,
        publicUrl: "https://washi.test",
        ownerEmail: options.ownerEmail,
        fallbackTimeZone: "America/New_York",
      },
      payments: {
        mode: "simulator",
        clientId: "washi-simulator-client",
        webhookId: simulatorWebhookId,
        simulatorPublicKey: () => simulatorPublicKey(db),
      },
    }),
  );
  app.route("/api", apiNotFound());
  return app;
}
