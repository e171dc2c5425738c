import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Database } from "#server/db/client.ts";
import { insertRecordOnce, readRecord } from "#server/payments/paypal/simulator/records.ts";
import type { ClientCredentials } from "#server/payments/paypal/types.ts";

const recordId = "merchant-credentials";
const loaded = new WeakMap<Database, Promise<ClientCredentials>>();

/**
 * The simulator's own REST app credentials, for a shop that configures none: made once and
 * kept in the database so every instance accepts the same pair; the first to store one wins.
 * Only the shop's own PayPal client reads them; the simulator gives a token for no other pair.
 */
export function simulatorCredentials(db: Database): Promise<ClientCredentials> {
  let credentials = loaded.get(db);
  if (!credentials) {
    credentials = readOrCreateCredentials(db);
    credentials.catch(() => loaded.delete(db));
    loaded.set(db, credentials);
  }
  return credentials;
}

async function readOrCreateCredentials(db: Database): Promise<ClientCredentials> {
  const existing = await readRecord<ClientCredentials>(db, "merchant-credentials", recordId);
  if (existing) return existing;
  await insertRecordOnce(db, "merchant-credentials", recordId, {
    clientId: `SIM-${randomBytes(18).toString("base64url")}`,
    clientSecret: randomBytes(32).toString("base64url"),
  } satisfies ClientCredentials);
  const stored = await readRecord<ClientCredentials>(db, "merchant-credentials", recordId);
  if (!stored) throw new Error("The simulator's credentials could not be stored.");
  return stored;
}

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
