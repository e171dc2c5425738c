import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { ClientCredentials } from "#server/payments/paypal/types.ts";
import { keptRecord } from "#server/paypal-simulator/records.ts";

/**
 * The simulator's own REST app credentials, for a shop that configures none: made once and
 * kept in the database so every instance accepts the same pair. Only the shop's own PayPal
 * client reads them; the simulator gives a token for no other pair.
 */
export const simulatorCredentials = keptRecord<ClientCredentials>(
  "merchant-credentials",
  "merchant-credentials",
  () => ({
    clientId: `SIM-${randomBytes(18).toString("base64url")}`,
    clientSecret: randomBytes(32).toString("base64url"),
  }),
);

/** Compares in constant time, whatever the lengths. */
function same(given: string, expected: string) {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function credentialsMatch(given: ClientCredentials, expected: ClientCredentials) {
  // Both compared, so the time does not tell which one was wrong.
  const idMatches = same(given.clientId, expected.clientId);
  const secretMatches = same(given.clientSecret, expected.clientSecret);
  return idMatches && secretMatches;
}
