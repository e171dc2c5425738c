import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Config } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { apiNotFound, createApi } from "#server/http/api.ts";
import { personalPages, studioNoStore } from "#server/http/cache-privacy.ts";
import { rememberClientAddress } from "#server/http/client-address.ts";
import { compressAnswers } from "#server/http/compress-answers.ts";
import { csrfGuard } from "#server/http/csrf.ts";
import { createDownloads } from "#server/http/downloads.ts";
import { createHealth } from "#server/http/health.ts";
import { pageCache } from "#server/http/page-cache.ts";
import { pageRequestGuard } from "#server/http/page-requests.ts";
import { createPageHandler, type ServerBuildSource } from "#server/http/pages.ts";
import { SIMULATOR_PATH, setUpPayPal } from "#server/http/paypal.ts";
import { requestLog } from "#server/http/request-log.ts";
import { securityHeaders } from "#server/http/security-headers.ts";
import { createStaticAssets } from "#server/http/static-assets.ts";
import type { HttpEnv } from "#server/http/types.ts";
import type { Logger } from "#server/logger.ts";
import { clientAssetsDir } from "#server/paths.ts";
import { shopSetupOf } from "#server/shop-context.ts";
import type { FileStorage } from "#server/storage/file-storage.ts";

/** The storefront's forms are a few fields long; anything far bigger is refused unread. */
const MAX_PAGE_FORM_BYTES = 64 * 1024;

function pageFormLimit() {
  return bodyLimit({
    maxSize: MAX_PAGE_FORM_BYTES,
    onError: (c) => c.text("This form sent more than the shop accepts.", 413),
  });
}

export interface HttpAppOptions {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  build: ServerBuildSource;
  /** Where the pictures and private files are (server/storage/). */
  storage: FileStorage;
}

/** The whole request path: middlewares every response passes, then the four kinds of route. */
export function createHttpApp({ config, database, logger, build, storage }: HttpAppOptions) {
  const app = new Hono<HttpEnv>();
  app.use(requestLog(logger));
  app.use(
    rememberClientAddress({ trustProxy: config.trustProxy, ipv6Prefix: config.visitorIpv6Prefix }),
  );
  app.use(
    securityHeaders({ isHttps: config.isHttps, isDevelopment: config.env === "development" }),
  );
  app.use(compressAnswers());
  app.use(csrfGuard(config.publicUrl));

  app.use(studioNoStore);

  const paypal = setUpPayPal(config, database.db);
  app.route("/", createHealth(database));
  if (paypal.simulator) app.route(SIMULATOR_PATH, paypal.simulator);
  app.route(
    "/api",
    createApi({
      shop: shopSetupOf(config, database.db, paypal.client),
      storage,
      payments: {
        mode: config.paypal.mode,
        clientId: config.paypal.clientId,
        webhookId: paypal.webhookId,
        simulatorPublicKey: paypal.simulatorPublicKey,
      },
    }),
  );
  app.route("/api", apiNotFound());
  app.route("/", createStaticAssets({ clientDir: clientAssetsDir, pictures: storage.pictures }));
  app.route(
    "/",
    createDownloads({
      db: database.db,
      privateFiles: storage.privateFiles,
      bandwidth: config.downloadBandwidth,
    }),
  );
  const pages = createPageHandler({
    build,
    db: database.db,
    config,
    storage,
    paypal: paypal.client,
  });
  app.all("*", personalPages, pageFormLimit(), pageRequestGuard());
  // In development the code changes under the cache, so every page is rendered afresh.
  if (config.env === "development") app.all("*", pages);
  else app.all("*", pageCache({ db: database.db }), pages);

  app.onError((error, c) => {
    c.get("logger").error({ err: error, path: c.req.path }, "unhandled error");
    return c.text("Something went wrong on our side. Please try again in a moment.", 500);
  });
  return app;
}
