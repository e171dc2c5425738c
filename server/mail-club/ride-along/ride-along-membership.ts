import type { Customer } from "#server/accounts/types.ts";
import type { Database } from "#server/db/client.ts";
import type { PostalAddress, ProductKind } from "#server/db/schema.ts";
import { AppError, isRefusal } from "#server/lib/errors.ts";
import type { IssueMonth } from "#server/mail-club/issue-month.ts";
import { rideAlongIssueFor } from "#server/mail-club/ride-along/ride-along-issue.ts";
import { rideAlongMessages } from "#server/mail-club/ride-along/ride-along-messages.ts";
import {
  findMemberSubscription,
  loadSpan,
} from "#server/mail-club/subscriptions/subscription-row.ts";

/** The membership an order rides with, and the issue it would come with if paid now. */
export interface RideAlongMembership {
  subscriptionId: number;
  deliveryAddress: PostalAddress;
  issue: IssueMonth;
}

/** A line that decides whether an order may ride along: its kind and its envelope flag. */
export interface EnvelopeLine {
  title: string;
  kind: ProductKind;
  fitsInEnvelope: boolean;
}

/**
 * The signed-in customer's active membership an order may ride with, or the refusal in the
 * member's words: a guest, no membership, a cancelled or suspended one, or no issue coming.
 */
export async function rideAlongMembership(
  db: Database,
  customer: Customer | null,
  options: { now: Date; timeZone: string },
): Promise<RideAlongMembership> {
  if (!customer) throw new AppError("unauthorized", rideAlongMessages.signIn);
  const row = await findMemberSubscription(db, customer.id);
  if (!row) throw new AppError("forbidden", rideAlongMessages.notMember);
  if (row.status !== "active") throw new AppError("forbidden", rideAlongMessages.notActive);
  const span = await loadSpan(db, row);
  const issue = span ? rideAlongIssueFor(span, options.now, options.timeZone) : null;
  if (!issue) throw new AppError("conflict", rideAlongMessages.noIssue);
  return { subscriptionId: row.id, deliveryAddress: row.deliveryAddress, issue };
}

/**
 * Refuses lines that cannot ride in the envelope: something to post must be there, and every
 * line to post must fit (downloads are not posted, so they never stop it).
 */
export function assertFitsInEnvelope(lines: readonly EnvelopeLine[]) {
  const posted = lines.filter((line) => line.kind === "physical");
  if (posted.length === 0) throw new AppError("bad_request", rideAlongMessages.nothingToPost);
  const tooBig = posted.find((line) => !line.fitsInEnvelope);
  if (tooBig) throw new AppError("bad_request", rideAlongMessages.doesNotFit(tooBig.title));
}

/** What the checkout offers a member: the choice with its issue and address, or why not. */
export type RideAlongOffer =
  | { available: true; issue: IssueMonth; deliveryAddress: PostalAddress }
  | { available: false; reason: string };

/**
 * The checkout's ride-along choice for these lines: null for anyone it does not concern (a
 * guest, a customer with no active membership, nothing to post), else offered, or not with
 * the reason (an item that does not fit).
 */
export async function rideAlongOffer(
  db: Database,
  customer: Customer | null,
  lines: readonly EnvelopeLine[],
  options: { now: Date; timeZone: string },
): Promise<RideAlongOffer | null> {
  if (!customer || !lines.some((line) => line.kind === "physical")) return null;
  let membership: RideAlongMembership;
  try {
    membership = await rideAlongMembership(db, customer, options);
  } catch (error) {
    if (isRefusal(error)) return null;
    throw error;
  }
  try {
    assertFitsInEnvelope(lines);
  } catch (error) {
    if (isRefusal(error)) return { available: false, reason: error.message };
    throw error;
  }
  return { available: true, issue: membership.issue, deliveryAddress: membership.deliveryAddress };
}
