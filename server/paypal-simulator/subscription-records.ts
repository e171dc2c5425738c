import type { Transaction } from "#server/db/client.ts";
import { readRecord, writeRecord } from "#server/paypal-simulator/records.ts";
import type { SimulatedSubscription } from "#server/paypal-simulator/simulated-subscription.ts";

/** Record kind "billing-token": which subscription an approval page's BA- token is for. */
interface BillingTokenLink {
  subscriptionId: string;
}

export function linkBillingToken(tx: Transaction, token: string, subscriptionId: string) {
  return writeRecord(tx, "billing-token", token, { subscriptionId } satisfies BillingTokenLink);
}

/** The subscription, its row locked until the transaction ends. */
export function lockSubscription(tx: Transaction, subscriptionId: string) {
  return readRecord<SimulatedSubscription>(tx, "subscription", subscriptionId, { lock: true });
}

/** The subscription an approval token is for, its row locked until the transaction ends. */
export async function lockSubscriptionByToken(tx: Transaction, token: string) {
  const link = await readRecord<BillingTokenLink>(tx, "billing-token", token);
  return link ? lockSubscription(tx, link.subscriptionId) : undefined;
}
