import { randomInt, randomUUID } from "node:crypto";

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** PayPal-shaped ids: orders and captures have 17 uppercase letters and digits, payers 13. */
export function simulatorId(length = 17) {
  let id = "";
  for (let i = 0; i < length; i++) id += alphabet[randomInt(alphabet.length)];
  return id;
}

/** Payer and merchant account ids: 13 characters without I, O, 0 and 1 (spec `account_id`). */
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
