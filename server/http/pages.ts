import type { Context } from "hono";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { Config } from "#server/config.ts";
import { appContext } from "#server/context.ts";
import type { Database } from "#server/db/client.ts";
import { clientAddress } from "#server/http/client-address.ts";
import type { HttpEnv } from "#server/http/types.ts";
import type { PayPalClient } from "#server/payments/paypal/types.ts";
import type { FileStorage } from "#server/storage/file-storage.ts";

/** The build, or (in development, where it changes) a function answering the current one. */
export type ServerBuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** Hands every request that is not an API call, an asset or a health probe to React Router. */
export function createPageHandler(options: {
  build: ServerBuildSource;
  db: Database;
  config: Config;
  storage: FileStorage;
  paypal: PayPalClient;
}) {
  const handle = createRequestHandler(options.build, options.config.env);
  return async (c: Context<HttpEnv>) => {
    const context = new RouterContextProvider();
    context.set(appContext, {
      db: options.db,
      config: options.config,
      storage: options.storage,
      logger: c.get("logger"),
      requestId: c.get("requestId"),
      nonce: c.get("nonce"),
      clientAddress: clientAddress(c),
      paypal: options.paypal,
    });
    const response = await handle(c.req.raw, context);
    // A POST to a page without a form: React Router's answer would name its route files.
    if (response.status === 405) {
      await response.body?.cancel();
      c.header("Allow", "GET, HEAD");
      return c.text("This page has no form to send.", 405);
    }
    return response;
  };
}
