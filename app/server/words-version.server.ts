import { createHash } from "node:crypto";

/**
 * A short fingerprint of a form's stored values. Keyed with it, a form shows the stored words
 * again after they are saved, and keeps what is being typed when anything else on the page
 * changes (a cover uploaded, a post unpublished).
 */
export function wordsVersion(values: Record<string, string>) {
  return createHash("sha256").update(JSON.stringify(values)).digest("hex").slice(0, 16);
}
