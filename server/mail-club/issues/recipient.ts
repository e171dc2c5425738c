import type { PostalAddress, SubscriptionPlan } from "#server/db/schema.ts";

/** One envelope of an issue: who, where, on which plan. */
export interface IssueRecipient {
  subscriptionId: number;
  /** As on the envelope: the delivery address's first and last name. */
  name: string;
  email: string;
  plan: SubscriptionPlan;
  address: PostalAddress;
  /** The member's monthly price, the declared value of an international envelope. */
  priceCents: number;
}

export function recipientName(address: PostalAddress) {
  return `${address.firstName} ${address.lastName}`.trim();
}

/**
 * Label order, also the CSV's and the packing list's: by country, then postal code, then
 * name, so the envelopes come out of the printer already grouped for the post office.
 * Plain code-point comparison: the same order on every machine, whatever its locale.
 */
export function compareLabelOrder(a: IssueRecipient, b: IssueRecipient) {
  const keyA = [a.address.country, a.address.postalCode, a.name, String(a.subscriptionId)];
  const keyB = [b.address.country, b.address.postalCode, b.name, String(b.subscriptionId)];
  for (let index = 0; index < keyA.length; index += 1) {
    const left = (keyA[index] ?? "").toUpperCase();
    const right = (keyB[index] ?? "").toUpperCase();
    if (left !== right) return left < right ? -1 : 1;
  }
  return a.subscriptionId - b.subscriptionId;
}
