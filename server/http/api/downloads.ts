import { Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import { type DeliveredFile, filesDeliveredToCustomer } from "#server/downloads/delivered-files.ts";
import { customerLinkExpiry, downloadPath } from "#server/downloads/download-links.ts";
import { requireBearerCustomer } from "#server/http/api/bearer.ts";
import type { HttpEnv } from "#server/http/types.ts";

/**
 * A file the customer bought, as the API gives it: a fresh link (null once the purchase's
 * downloads are used up) that works until `expiresAt`.
 */
export function toApiDownload(file: DeliveredFile, publicUrl: string, expiresAt: Date) {
  const left = Math.max(0, file.allowed - file.used);
  return {
    orderNumber: file.orderNumber,
    productTitle: file.productTitle,
    fileName: file.fileName,
    sizeBytes: file.sizeBytes,
    downloadsLeft: left,
    url: left > 0 ? `${publicUrl}${downloadPath(file, expiresAt)}` : null,
    expiresAt: expiresAt.toISOString(),
  };
}

/** GET /api/customers/downloads: every file the signed-in customer has bought. */
export function createCustomerDownloadRoutes(db: Database, publicUrl: string) {
  const routes = new Hono<HttpEnv>();
  routes.get("/customers/downloads", async (c) => {
    const { customer } = await requireBearerCustomer(c, db);
    const expiresAt = customerLinkExpiry();
    const files = await filesDeliveredToCustomer(db, customer.id);
    c.header("Cache-Control", "no-store");
    return c.json({
      success: true,
      downloads: files.map((file) => toApiDownload(file, publicUrl, expiresAt)),
    });
  });
  return routes;
}
