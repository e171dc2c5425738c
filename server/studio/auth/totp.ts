import { Secret, TOTP } from "otpauth";

// Time-based one-time codes as authenticator apps make them (RFC 6238): HMAC-SHA1 of the
// 30-second step, 6 digits, through the otpauth library (decision 015).

const STEP_SECONDS = 30;
/** A code of the step before or after is accepted too, for clocks a little apart. */
const DRIFT_STEPS = 1;

function totpOf(secret: string, labels: { issuer?: string; label?: string } = {}) {
  return new TOTP({
    ...labels,
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: STEP_SECONDS,
  });
}

/** A new 160-bit secret, base32 as apps expect it. */
export function createTotpSecret() {
  return new Secret({ size: 20 }).base32;
}

export function totpStep(now: Date) {
  return TOTP.counter({ period: STEP_SECONDS, timestamp: now.getTime() });
}

export function totpCode(secret: string, step: number) {
  return totpOf(secret).generate({ timestamp: step * STEP_SECONDS * 1000 });
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
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({
    token,
    timestamp: options.now.getTime(),
    window: DRIFT_STEPS,
  });
  if (delta === null) return null;
  const step = totpStep(options.now) + delta;
  if (options.lastUsedStep != null && step <= options.lastUsedStep) return null;
  return step;
}

/** The link an authenticator app reads from the QR code. */
export function totpUri(options: { secret: string; account: string; issuer: string }) {
  return totpOf(options.secret, { issuer: options.issuer, label: options.account }).toString();
}
