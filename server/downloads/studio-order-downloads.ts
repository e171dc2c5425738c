import { desc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { downloadGrants, downloadRecords } from "#server/db/schema.ts";
import { filesDeliveredByOrder } from "#server/downloads/delivered-files.ts";
import { resetDownloadCount } from "#server/downloads/grants.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";

const RECENT_DOWNLOADS = 20;

export const orderDownloadMessages = {
  noDownloads: "This order has no downloads to send.",
  grantNotFound: "This download is not part of the order.",
} as const;

/** What the studio's order page shows of its downloads: each file's count and the latest ones. */
export async function loadOrderDownloads(db: Database, orderId: number) {
  const [files, recent] = await Promise.all([
    filesDeliveredByOrder(db, orderId),
    db
      .select({
        id: downloadRecords.id,
        fileName: downloadRecords.fileName,
        downloadedAt: downloadRecords.downloadedAt,
      })
      .from(downloadRecords)
      .innerJoin(downloadGrants, eq(downloadGrants.id, downloadRecords.grantId))
      .where(eq(downloadGrants.orderId, orderId))
      .orderBy(desc(downloadRecords.downloadedAt), desc(downloadRecords.id))
      .limit(RECENT_DOWNLOADS),
  ]);
  return {
    files: files.map(({ linkSecret: _secret, ...file }) => file),
    recent,
  };
}

/** Lets a buyer download a line's files as often again as the purchase allowed. */
export async function resetOrderDownloads(
  db: Database,
  account: StudioAccount,
  input: { orderId: number; grantId: number },
) {
  await db.transaction(async (tx) => {
    if (!(await resetDownloadCount(tx, input))) {
      throw new AppError("not_found", orderDownloadMessages.grantNotFound);
    }
    await recordStudioChange(tx, account, {
      action: "order.reset-downloads",
      subject: `order:${input.orderId}`,
      details: { grantId: input.grantId },
    });
  });
}
