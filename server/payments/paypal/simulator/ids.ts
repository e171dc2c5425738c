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
