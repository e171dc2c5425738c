import { generateKeyPair, randomUUID } from "node:crypto";
import { promisify } from "node:util";
import type { Database } from "#server/db/client.ts";
import { keptRecord } from "#server/paypal-simulator/records.ts";

export interface SigningKey {
  certId: string;
  privateKeyPem: string;
  publicKeyPem: string;
}

/**
 * The RSA key the simulator signs webhooks with, made once and kept in the database so every
 * instance signs with the same key.
 */
export const loadSigningKey = keptRecord<SigningKey>(
  "signing-key",
  "webhook-signing-key",
  async () => {
    const { privateKey, publicKey } = await promisify(generateKeyPair)("rsa", {
      modulusLength: 2048,
      publicKeyEncoding: { type: "spki", format: "pem" },
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
    });
    return { certId: `CERT-${randomUUID()}`, privateKeyPem: privateKey, publicKeyPem: publicKey };
  },
);

/** The public half of the simulator's key: the shop verifies the simulator's webhooks with it. */
export async function simulatorPublicKey(db: Database) {
  return (await loadSigningKey(db)).publicKeyPem;
}
