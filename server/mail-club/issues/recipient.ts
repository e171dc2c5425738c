import type { PostalAddress, SubscriptionPlan } from "#server/db/schema.ts";
import type { MembershipSpan } from "#server/mail-club/receives-issue.ts";

/** One envelope of an issue: who, where, on which plan. */
export interface IssueRecipient {
  /** The member's subscription; null for a gift's recipient. */
  subscriptionId: number | null;
  /** The gift membership; null for a member. */
  giftId: number | null;
  /** As on the envelope: the delivery address's first and last name. */
  name: string;
  /** Null for a gift's recipient whose gifter gave no e-mail. */
  email: string | null;
  plan: SubscriptionPlan;
  address: PostalAddress;
  /** The monthly price (a gift's, per issue), the declared value of an international envelope. */
  priceCents: number;
}

/**
 * A membership that may be on an issue's list, a member's or a gift's, as the audience query
 * reads it: the envelope it would get and the span that decides whether it does.
 */
export interface AudienceMembership extends IssueRecipient {
  span: MembershipSpan;
  /** A member held for a payment PayPal could not take before the issue's cutoff. */
  heldForArrears: boolean;
}

/** Tells a member's envelope from a gift's: "m12" or "g3". */
export function recipientKey(recipient: Pick<IssueRecipient, "subscriptionId" | "giftId">) {
  return recipient.giftId === null ? `m${recipient.subscriptionId}` : `g${recipient.giftId}`;
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
  const keyA = [a.address.country, a.address.postalCode, a.name, recipientKey(a)];
  const keyB = [b.address.country, b.address.postalCode, b.name, recipientKey(b)];
  for (let index = 0; index < keyA.length; index += 1) {
    const left = (keyA[index] ?? "").toUpperCase();
    const right = (keyB[index] ?? "").toUpperCase();
    if (left !== right) return left < right ? -1 : 1;
  }
  return 0;
}
