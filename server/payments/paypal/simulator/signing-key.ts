import { generateKeyPair, randomUUID } from "node:crypto";
import { promisify } from "node:util";
import type { Database } from "#server/db/client.ts";
import { insertRecordOnce, readRecord } from "#server/payments/paypal/simulator/records.ts";

export interface SigningKey {
  certId: string;
  privateKeyPem: string;
  publicKeyPem: string;
}

const recordId = "webhook-signing-key";
const loaded = new WeakMap<Database, Promise<SigningKey>>();

/**
 * The RSA key the simulator signs webhooks with, made once and kept in the database so every
 * instance signs with the same key; the first instance to store one wins.
 */
export function loadSigningKey(db: Database): Promise<SigningKey> {
  let key = loaded.get(db);
  if (!key) {
    key = readOrCreateSigningKey(db);
    key.catch(() => loaded.delete(db));
    loaded.set(db, key);
  }
  return key;
}

/** The public half of the simulator's key: the shop verifies the simulator's webhooks with it. */
export async function simulatorPublicKey(db: Database) {
  return (await loadSigningKey(db)).publicKeyPem;
}

async function readOrCreateSigningKey(db: Database): Promise<SigningKey> {
  const existing = await readRecord<SigningKey>(db, "signing-key", recordId);
  if (existing) return existing;
  const { privateKey, publicKey } = await promisify(generateKeyPair)("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  const created = {
    certId: `CERT-${randomUUID()}`,
    privateKeyPem: privateKey,
    publicKeyPem: publicKey,
  };
  await insertRecordOnce(db, "signing-key", recordId, created);
  const stored = await readRecord<SigningKey>(db, "signing-key", recordId);
  if (!stored) throw new Error("The simulator's signing key could not be stored.");
  return stored;
}
