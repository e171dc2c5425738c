import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { downloadGrants, orderItems, orders, productFiles } from "#server/db/schema.ts";

/** A grant's downloads of a file since its count was last reset (grant and file in the query). */
export const downloadsUsed = sql<number>`(
  select count(*)::int from download_records r
  where r.grant_id = ${downloadGrants.id} and r.file_id = ${productFiles.id}
    and r.downloaded_at >= ${downloadGrants.countsFrom})`;

/** One file a grant delivers, with what is needed to show it and to sign its link. */
export interface DeliveredFile {
  grantId: number;
  orderId: number;
  orderNumber: string;
  paidAt: Date | null;
  productTitle: string;
  fileId: number;
  fileName: string;
  sizeBytes: number;
  /** Downloads of this file counted since the grant's last reset. */
  used: number;
  allowed: number;
  revoked: boolean;
  linkSecret: string;
}

/** The files one order delivers (revoked ones included: the studio shows them). */
export function filesDeliveredByOrder(db: Database, orderId: number) {
  return deliveredFiles(db, eq(downloadGrants.orderId, orderId));
}

/** Every file a customer has bought and may still download, newest purchase first. */
export function filesDeliveredToCustomer(db: Database, customerId: number) {
  return deliveredFiles(
    db,
    and(eq(orders.customerId, customerId), isNull(downloadGrants.revokedAt)),
  );
}

function deliveredFiles(db: Database, where: SQL | undefined): Promise<DeliveredFile[]> {
  return db
    .select({
      grantId: downloadGrants.id,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      paidAt: orders.paidAt,
      productTitle: orderItems.title,
      fileId: productFiles.id,
      fileName: productFiles.fileName,
      sizeBytes: productFiles.sizeBytes,
      used: downloadsUsed,
      allowed: downloadGrants.allowedDownloads,
      revoked: sql<boolean>`${downloadGrants.revokedAt} is not null`,
      linkSecret: downloadGrants.linkSecret,
    })
    .from(downloadGrants)
    .innerJoin(orders, eq(orders.id, downloadGrants.orderId))
    .innerJoin(orderItems, eq(orderItems.id, downloadGrants.orderItemId))
    .innerJoin(productFiles, eq(productFiles.productId, downloadGrants.productId))
    .where(where)
    .orderBy(desc(orders.paidAt), downloadGrants.id, productFiles.id);
}
