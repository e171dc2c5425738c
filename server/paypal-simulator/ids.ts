import { createHash, randomInt, randomUUID } from "node:crypto";

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** PayPal-shaped ids: orders and captures have 17 uppercase letters and digits, payers 13. */
export function simulatorId(length = 17) {
  let id = "";
  for (let i = 0; i < length; i++) id += alphabet[randomInt(alphabet.length)];
  return id;
}

/** Payer and merchant account ids: 13 characters without I, O, 0 and 1 (spec `account_id`). */
/**
 * The PayPal account id of one buyer, the same every time they pay (as PayPal's payer_id is):
 * the simulated buyer comes back as the same account, which a shop's per-customer limits see.
 */
export function accountIdOf(email: string) {
  const accountAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
  const digest = createHash("sha256").update(email.toLowerCase()).digest();
  let id = "";
  for (let i = 0; i < 13; i++) id += accountAlphabet[(digest[i] ?? 0) % accountAlphabet.length];
  return id;
}

export function accountId() {
  const accountAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
  let id = "";
  for (let i = 0; i < 13; i++) id += accountAlphabet[randomInt(accountAlphabet.length)];
  return id;
}

export const debugId = () => randomUUID().replaceAll("-", "").slice(0, 13);

export const webhookEventId = () => `WH-${simulatorId()}-${simulatorId()}`;

/** Subscriptions v1 ids: plan `P-` and 24, subscription `I-` and 12, approval token `BA-` and 17. */
export const planId = () => `P-${simulatorId(24)}`;
export const subscriptionId = () => `I-${simulatorId(12)}`;
export const billingToken = () => `BA-${simulatorId()}`;
