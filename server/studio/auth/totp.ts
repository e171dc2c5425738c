import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// Time-based one-time codes as authenticator apps make them (RFC 6238 over RFC 4226):
// HMAC-SHA1 of the 30-second step, 6 digits.

const STEP_SECONDS = 30;
const DIGITS = 6;
/** A code of the step before or after is accepted too, for clocks a little apart. */
const DRIFT_STEPS = 1;
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** A new 160-bit secret, base32 as apps expect it. */
export function createTotpSecret() {
  return toBase32(randomBytes(20));
}

export function totpStep(now: Date) {
  return Math.floor(now.getTime() / 1000 / STEP_SECONDS);
}

export function totpCode(secret: string, step: number) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac("sha1", fromBase32(secret)).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, "0");
}

/**
 * The step of a matching code, or null. A step at or before `lastUsedStep` never matches,
 * so a code seen over someone's shoulder cannot be used again.
 */
export function matchTotpCode(
  secret: string,
  code: string,
  options: { now: Date; lastUsedStep?: number | null },
) {
  const given = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(given)) return null;
  const current = totpStep(options.now);
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    if (options.lastUsedStep != null && step <= options.lastUsedStep) continue;
    if (timingSafeEqual(Buffer.from(totpCode(secret, step)), Buffer.from(given))) return step;
  }
  return null;
}

/** The link an authenticator app reads from the QR code. */
export function totpUri(options: { secret: string; account: string; issuer: string }) {
  const label = encodeURIComponent(`${options.issuer}:${options.account}`);
  const query = new URLSearchParams({
    secret: options.secret,
    issuer: options.issuer,
    algorithm: "SHA1",
    digits: String(DIGITS),
    period: String(STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query}`;
}

function toBase32(bytes: Buffer) {
  let bits = "";
  for (const byte of bytes) bits += byte.toString(2).padStart(8, "0");
  let text = "";
  for (let i = 0; i < bits.length; i += 5) {
    text += BASE32[Number.parseInt(bits.slice(i, i + 5).padEnd(5, "0"), 2)];
  }
  return text;
}

function fromBase32(text: string) {
  let bits = "";
  for (const char of text.toUpperCase().replace(/[\s=]/g, "")) {
    const value = BASE32.indexOf(char);
    if (value === -1) throw new Error("not a base32 secret");
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8)
    bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}
