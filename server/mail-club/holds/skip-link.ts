import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { subscriptions } from "#server/db/schema.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import { isSignedLink, linkExpiry, readLinkExpiry, signLink } from "#server/lib/signed-link.ts";
import { cutoffOf, firstIssueFor } from "#server/mail-club/cutoff.ts";
import { loadHolds } from "#server/mail-club/holds/hold-rows.ts";
import { isHoldAhead } from "#server/mail-club/holds/hold-span.ts";
import {
  compareIssueMonths,
  formatIssueMonth,
  type IssueMonth,
  issueMonthKey,
  parseIssueMonthKey,
} from "#server/mail-club/issue-month.ts";
import type { SubscriptionRow } from "#server/mail-club/subscriptions/subscription-row.ts";

export const SKIP_LINK_PATH = "/mail-club/skip";

/** What an e-mail shows: "Skip the January 2027 issue", until when, and the signed address. */
export interface SkipLinkOffer {
  url: string;
  issue: string;
  /** The issue's cutoff, as cutoffText writes it. */
  until: string;
}

/** 'the end of December 25, 2026, New York time': the last moment issue X can be changed. */
export function cutoffText(issue: IssueMonth, timeZone: string) {
  const lastDay = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone });
  const zone = timeZone.split("/").at(-1)?.replaceAll("_", " ") || timeZone;
  const cutoff = cutoffOf(issue, timeZone);
  return `the end of ${lastDay.format(new Date(cutoff.getTime() - 1))}, ${zone} time`;
}

type LinkedMembership = Pick<SubscriptionRow, "id" | "status" | "firstIssue" | "linkSecret">;

/** A skip link names its membership and issue. */
function skipClaim(membership: Pick<LinkedMembership, "id">, issue: string, expires: number) {
  return { kind: "skip", subject: [membership.id, issue], expires };
}

/**
 * The issue a skip asked for at `now` leaves out (placeHold's rule): the next one whose cutoff
 * has not passed, never before the member's first.
 */
export function skippableIssue(memberFirstIssue: IssueMonth | null, now: Date, timeZone: string) {
  const open = firstIssueFor(now, timeZone);
  return memberFirstIssue && compareIssueMonths(memberFirstIssue, open) > 0
    ? memberFirstIssue
    : open;
}

/**
 * `/mail-club/skip?membership=…&issue=2027-01&expires=…&signature=…`: an HMAC of the
 * membership, the issue and the expiry (the issue's cutoff) with the membership's own secret,
 * so it cannot be moved to another member or issue, nor stretched.
 */
export function skipLinkPath(
  membership: Pick<LinkedMembership, "id" | "linkSecret">,
  issue: IssueMonth,
  timeZone: string,
) {
  const key = issueMonthKey(issue);
  const expires = linkExpiry(cutoffOf(issue, timeZone));
  const query = new URLSearchParams({
    membership: String(membership.id),
    issue: key,
    expires: String(expires),
    signature: signLink(membership.linkSecret, skipClaim(membership, key, expires)),
  });
  return `${SKIP_LINK_PATH}?${query}`;
}

/**
 * The skip link for an e-mail to this member now, or null where a skip makes no sense: the
 * membership is not running, or a skip or pause is already ahead.
 */
export async function skipLinkFor(
  db: Database,
  shop: { publicUrl: string; timeZone: string },
  membership: LinkedMembership,
  now = new Date(),
): Promise<SkipLinkOffer | null> {
  const first = membership.firstIssue ? parseIssueMonthKey(membership.firstIssue) : null;
  if (membership.status !== "active" || !first) return null;
  const holds =
    (await loadHolds(db, { subscriptionIds: [membership.id] })).get(membership.id) ?? [];
  if (holds.some((hold) => isHoldAhead(hold, now, shop.timeZone))) return null;
  const issue = skippableIssue(first, now, shop.timeZone);
  return {
    url: `${shop.publicUrl}${skipLinkPath(membership, issue, shop.timeZone)}`,
    issue: formatIssueMonth(issue),
    until: cutoffText(issue, shop.timeZone),
  };
}

/** A skip link's query, as the page reads it from the address or its form. */
export interface SkipLinkQuery {
  membership?: string | null;
  issue?: string | null;
  expires?: string | null;
  signature?: string | null;
}

/** A link this shop signed: whose membership, which issue, until when. */
export interface SignedSkipLink {
  membership: SubscriptionRow;
  issue: IssueMonth;
  expiresAt: Date;
}

/**
 * The membership and issue a link names when this shop signed it for them, else null,
 * whatever is wrong with it (a guess learns nothing). Expiry is the caller's to judge.
 */
export async function readSkipLink(
  db: Database,
  query: SkipLinkQuery,
): Promise<SignedSkipLink | null> {
  const id = parseRowId(query.membership);
  const issue = parseIssueMonthKey(query.issue ?? "");
  const expires = readLinkExpiry(query.expires);
  if (id === null || issue === null || expires === null || !query.signature) return null;
  const [membership] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!membership) return null;
  const claim = skipClaim(membership, issueMonthKey(issue), expires);
  if (!isSignedLink(membership.linkSecret, claim, query.signature)) return null;
  return { membership, issue, expiresAt: new Date(expires * 1000) };
}
