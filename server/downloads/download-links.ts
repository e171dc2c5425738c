import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { downloadGrants, productFiles } from "#server/db/schema.ts";
import { downloadsUsed } from "#server/downloads/delivered-files.ts";
import { GUEST_LINK_DAYS } from "#server/downloads/download-limits.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import {
  isSignedLink,
  type LinkClaim,
  linkExpiry,
  readLinkExpiry,
  signLink,
} from "#server/lib/signed-link.ts";

const DAY = 86_400_000;

/** How long a link minted for a signed-in customer (their library, their order) works. */
export const CUSTOMER_LINK_HOURS = 24;

interface LinkSubject {
  grantId: number;
  fileId: number;
  linkSecret: string;
}

/**
 * `/downloads/{grant}/{file}?expires=…&signature=…`: the signature is an HMAC of the grant,
 * the file and the expiry with the grant's own secret, so a link cannot be stretched, moved
 * to another file or made for another order.
 */
export function downloadPath(subject: LinkSubject, expiresAt: Date) {
  const expires = linkExpiry(expiresAt);
  const signature = signLink(subject.linkSecret, claimOf(subject, expires));
  return `/downloads/${subject.grantId}/${subject.fileId}?expires=${expires}&signature=${signature}`;
}

/** A guest's links work for GUEST_LINK_DAYS after the purchase. */
export function guestLinkExpiry(paidAt: Date) {
  return new Date(paidAt.getTime() + GUEST_LINK_DAYS * DAY);
}

export function customerLinkExpiry(now = new Date()) {
  return new Date(now.getTime() + CUSTOMER_LINK_HOURS * 3_600_000);
}

/** A download link names its grant and file; it has no kind (see LinkClaim). */
function claimOf(subject: Omit<LinkSubject, "linkSecret">, expires: number): LinkClaim {
  return { kind: null, subject: [subject.grantId, subject.fileId], expires };
}

/** Why a link gives no file; each has its own page (app/routes/download.tsx). */
export type LinkRefusal = "invalid" | "expired" | "revoked" | "used-up";

export interface LinkInput {
  grantId: string | undefined;
  fileId: string | undefined;
  expires: string | null;
  signature: string | null;
}

export interface DownloadableFile {
  grantId: number;
  fileId: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
  sha256: string;
}

/**
 * The file a link gives, or why it gives none. A link that is not one this shop signed for
 * this grant and file is 'invalid', whatever else is wrong with it, so a guess learns nothing.
 */
export async function checkDownloadLink(
  db: Database,
  input: LinkInput,
  now = new Date(),
  /** A used-up link still gives its file to a request that resumes a download (download-counting.ts). */
  options: { evenIfUsedUp?: boolean } = {},
): Promise<{ file: DownloadableFile; refusal?: undefined } | { refusal: LinkRefusal }> {
  const grantId = parseRowId(input.grantId);
  const fileId = parseRowId(input.fileId);
  const expires = readLinkExpiry(input.expires);
  if (grantId === null || fileId === null || expires === null || !input.signature) {
    return { refusal: "invalid" };
  }
  const [row] = await db
    .select({
      linkSecret: downloadGrants.linkSecret,
      revokedAt: downloadGrants.revokedAt,
      allowed: downloadGrants.allowedDownloads,
      fileName: productFiles.fileName,
      contentType: productFiles.contentType,
      sizeBytes: productFiles.sizeBytes,
      storageKey: productFiles.storageKey,
      sha256: productFiles.sha256,
      used: downloadsUsed,
    })
    .from(downloadGrants)
    .innerJoin(productFiles, eq(productFiles.productId, downloadGrants.productId))
    .where(and(eq(downloadGrants.id, grantId), eq(productFiles.id, fileId)));
  if (
    !row ||
    !isSignedLink(row.linkSecret, claimOf({ grantId, fileId }, expires), input.signature)
  ) {
    return { refusal: "invalid" };
  }
  if (row.revokedAt) return { refusal: "revoked" };
  if (expires * 1000 <= now.getTime()) return { refusal: "expired" };
  if (row.used >= row.allowed && !options.evenIfUsedUp) return { refusal: "used-up" };
  return { file: { grantId, fileId, ...row } };
}
