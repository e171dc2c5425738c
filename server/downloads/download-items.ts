import type { DeliveredFile } from "#server/downloads/delivered-files.ts";
import { downloadPath } from "#server/downloads/download-links.ts";
import { fileSize } from "#server/downloads/file-size.ts";

/** A file as a buyer's page lists it, its words made here (they stay out of the page's script). */
export interface DownloadItem {
  key: string;
  productTitle: string;
  /** 'planner.pdf · 2.4 MB', with the order number where the list spans orders. */
  details: string;
  /** Its link, or null when there is none (`note` says why). */
  href: string | null;
  fileName: string;
  /** 'Downloads left: 4', or why there is no link. */
  note: string;
}

const unavailableNotes = {
  "used-up": "Downloaded as often as the purchase allows: write to us if you need it again.",
  expired: "This link has expired: sign in to your account to download it again.",
  revoked: "No longer available: the order was refunded or cancelled.",
} as const;

/**
 * The buyer's view of delivered files, each with a link signed to work until `expiresAt` (never
 * the secret itself): none for a file used up, a revoked grant, or a time already past.
 */
export function downloadItems(
  files: DeliveredFile[],
  expiresAt: (file: DeliveredFile) => Date,
  options: { withOrder?: boolean; now?: Date } = {},
): DownloadItem[] {
  const now = options.now ?? new Date();
  return files.map((file) => {
    const until = expiresAt(file);
    const unavailable = file.revoked
      ? "revoked"
      : file.used >= file.allowed
        ? "used-up"
        : until <= now
          ? "expired"
          : null;
    const order = options.withOrder ? ` · Order #${file.orderNumber}` : "";
    return {
      key: `${file.grantId}-${file.fileId}`,
      productTitle: file.productTitle,
      details: `${file.fileName} · ${fileSize(file.sizeBytes)}${order}`,
      href: unavailable ? null : downloadPath(file, until),
      fileName: file.fileName,
      note: unavailable
        ? unavailableNotes[unavailable]
        : `Downloads left: ${file.allowed - file.used}`,
    };
  });
}
