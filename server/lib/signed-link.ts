import { createHmac } from "node:crypto";
import { sameSecret } from "#server/lib/secret-token.ts";

/**
 * What a link that grants something says (a download, a Mail Club skip, a gift's claim): what it
 * is for, whom it names, and until when. The shop signs it with the owner's own secret (the
 * grant's, the membership's, the gift's), so a link cannot be moved to another owner, subject
 * or kind, nor stretched; a wrong one is wrong whatever is wrong with it, so a guess learns
 * nothing.
 */
export interface LinkClaim {
  /**
   * What the link does ("skip", "gift-claim"). Download links have none: they were signed before
   * links had kinds and must keep working, and their grant's own secret keeps them apart.
   */
  kind: string | null;
  /** Whom or what it names, in a fixed order: ids, an issue. */
  subject: readonly (string | number)[];
  /** When it stops working, in whole seconds since 1970 (as the link carries it). */
  expires: number;
}

function claimText({ kind, subject, expires }: LinkClaim) {
  return [...(kind === null ? [] : [kind]), ...subject, expires].join(".");
}

/** The link's signature (base64url HMAC-SHA256 of the claim with the owner's secret). */
export function signLink(secret: string, claim: LinkClaim) {
  return createHmac("sha256", secret).update(claimText(claim)).digest("base64url");
}

/** Whether `signature` is this shop's for this claim and secret (compared in constant time). */
export function isSignedLink(secret: string, claim: LinkClaim, signature: string) {
  return sameSecret(signature, signLink(secret, claim));
}

/** A link's expiry for a moment: its whole seconds. */
export function linkExpiry(at: Date) {
  return Math.floor(at.getTime() / 1000);
}

/** The expiry a link carries, or null when it is not a plain number of seconds. */
export function readLinkExpiry(text: string | null | undefined) {
  return /^\d{1,12}$/.test(text ?? "") ? Number(text) : null;
}
