import { createHash, randomBytes } from "node:crypto";

/** A new cart token: 32 random bytes, base64url. Only its hash is ever stored. */
export function createCartToken() {
  return randomBytes(32).toString("base64url");
}

/** The SHA-256 (hex) under which a cart is stored; the token itself never reaches the database. */
export function hashCartToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/** A cookie value that can be a cart token at all (anything else is treated as no cart). */
export function isPlausibleCartToken(token: string | undefined): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{20,100}$/.test(token);
}
