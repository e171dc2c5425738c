import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A new secret for a cookie, a bearer token or a reset link: 32 random bytes, base64url. */
export function createSecretToken() {
  return randomBytes(32).toString("base64url");
}

/** The SHA-256 (hex) stored in place of a token; the token itself never reaches the database. */
export function hashSecretToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/** Anything else (too long, odd characters) cannot be one of ours and is not even looked up. */
export function isPlausibleToken(token: string | null | undefined): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{20,100}$/.test(token);
}

/** Whether two secrets (or their hashes, or signatures) are equal, in time that does not tell how much of them is. */
export function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
