import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { downloadGrants, downloadRecords, productFiles } from "#server/db/schema.ts";
import { downloadsUsed } from "#server/downloads/delivered-files.ts";
import type { DownloadableFile } from "#server/downloads/download-links.ts";

/** A download may send its file and this share more: bytes sent again after a break. */
const RESUME_SLACK = 0.1;

/** A request resumes the visitor's download of the file only if it began this recently. */
export const RESUME_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Counts the bytes a request is about to send (decision 036). They belong to the visitor's
 * latest download of the file when it began within the window and still has room for them
 * (a download resumed after a break, or the next part of one); otherwise they are a new
 * download, unless the purchase's downloads are used up. So every whole copy a link gives is
 * counted, however its ranges are cut. The grant's row is locked while this is decided, so two
 * requests at once cannot both take the last download. Answers the download's record, or null
 * when there are no downloads left.
 */
export async function countDownloadBytes(
  db: Database,
  file: DownloadableFile,
  request: { clientAddress: string; bytes: number },
  now = new Date(),
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [grant] = await tx
      .select({ allowed: downloadGrants.allowedDownloads, used: downloadsUsed })
      .from(downloadGrants)
      .innerJoin(productFiles, eq(productFiles.id, file.fileId))
      .where(eq(downloadGrants.id, file.grantId))
      .for("update", { of: downloadGrants });
    if (!grant) return null;
    const [latest] = await tx
      .select({ id: downloadRecords.id, bytesServed: downloadRecords.bytesServed })
      .from(downloadRecords)
      .where(
        and(
          eq(downloadRecords.grantId, file.grantId),
          eq(downloadRecords.fileId, file.fileId),
          eq(downloadRecords.clientAddress, request.clientAddress),
          gt(downloadRecords.downloadedAt, new Date(now.getTime() - RESUME_WINDOW_MS)),
        ),
      )
      .orderBy(desc(downloadRecords.id))
      .limit(1);
    const budget = Math.ceil(file.sizeBytes * (1 + RESUME_SLACK));
    if (latest && latest.bytesServed + request.bytes <= budget) {
      await tx
        .update(downloadRecords)
        .set({ bytesServed: latest.bytesServed + request.bytes })
        .where(eq(downloadRecords.id, latest.id));
      return latest.id;
    }
    if (grant.used >= grant.allowed) return null;
    const [record] = await tx
      .insert(downloadRecords)
      .values({
        grantId: file.grantId,
        fileId: file.fileId,
        fileName: file.fileName,
        clientAddress: request.clientAddress,
        downloadedAt: now,
        bytesServed: request.bytes,
      })
      .returning({ id: downloadRecords.id });
    return record?.id ?? null;
  });
}

/** Gives back the bytes a request counted but never sent (the buyer went away, the link broke). */
export async function uncountUnsentBytes(db: Database, recordId: number, unsent: number) {
  if (unsent <= 0) return;
  await db
    .update(downloadRecords)
    .set({ bytesServed: sql`greatest(${downloadRecords.bytesServed} - ${unsent}, 0)` })
    .where(eq(downloadRecords.id, recordId));
}
