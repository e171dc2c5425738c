import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/lib/errors.ts";
import { holdMembership } from "#server/mail-club/holds/hold-membership.ts";
import { alreadyHeldMessage, holdMessages } from "#server/mail-club/holds/hold-messages.ts";
import { loadHolds } from "#server/mail-club/holds/hold-rows.ts";
import { isHoldAhead, lastIssueOfHold } from "#server/mail-club/holds/hold-span.ts";
import {
  cutoffText,
  readSkipLink,
  type SignedSkipLink,
  type SkipLinkQuery,
  skippableIssue,
} from "#server/mail-club/holds/skip-link.ts";
import {
  addMonths,
  compareIssueMonths,
  formatIssueMonth,
  type IssueMonth,
  issueMonthKey,
  parseIssueMonthKey,
} from "#server/mail-club/issue-month.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";

export const skipLinkMessages = {
  invalid:
    "This skip link doesn't work: it may have been cut short or changed on the way. You can skip an issue from your account page.",
  otherCustomer:
    "This skip link is for another member's Mail Club, and you are signed in as someone else. Sign out to use it, or skip your own issue from your account page.",
  expired(issue: IssueMonth, timeZone: string, next: IssueMonth | null) {
    const nextText = next
      ? ` The next issue, ${formatIssueMonth(next)}, can still be skipped from your account page until ${cutoffText(next, timeZone)}.`
      : "";
    return `This link expired at the ${formatIssueMonth(issue)} issue's cutoff (${cutoffText(issue, timeZone)}).${nextText}`;
  },
  movedOn(issue: IssueMonth, next: IssueMonth) {
    return `The ${formatIssueMonth(issue)} issue can no longer be skipped from this link. The next issue, ${formatIssueMonth(next)}, can be skipped from your account page.`;
  },
};

/** What the confirming page says before the member presses the button. */
export interface SkipLinkReview {
  issue: string;
  /** The issue the membership carries on with. */
  followingIssue: string;
  /** Until when the skip can be undone on /account: the issue's cutoff. */
  undoUntil: string;
}

interface ReviewOptions {
  now: Date;
  timeZone: string;
  /** Who is signed in on this browser, if anyone: another customer than the link's is refused. */
  signedInCustomerId: number | null;
}

/**
 * Whether a skip link can skip its issue now, or the AppError saying why not: not signed by
 * this shop for this membership and issue, another customer signed in, past its cutoff, the
 * membership not running, a skip or pause already ahead, or another issue next by now.
 */
export async function checkSkipLink(
  db: Database,
  query: SkipLinkQuery,
  options: ReviewOptions,
): Promise<SignedSkipLink> {
  const { now, timeZone, signedInCustomerId } = options;
  const link = await readSkipLink(db, query);
  if (!link) throw new AppError("bad_request", skipLinkMessages.invalid);
  const { membership, issue } = link;
  if (signedInCustomerId !== null && signedInCustomerId !== membership.customerId) {
    throw new AppError("forbidden", skipLinkMessages.otherCustomer);
  }
  const running = membership.status === "active" && membership.firstIssue !== null;
  const next = skippableIssue(parseIssueMonthKey(membership.firstIssue ?? ""), now, timeZone);
  const holds =
    (await loadHolds(db, { subscriptionIds: [membership.id] })).get(membership.id) ?? [];
  const ahead = holds.find((hold) => isHoldAhead(hold, now, timeZone));
  if (link.expiresAt <= now) {
    const skippable = running && !ahead ? next : null;
    throw new AppError("conflict", skipLinkMessages.expired(issue, timeZone, skippable));
  }
  if (!running) throw new AppError("conflict", holdMessages.notRunning);
  if (ahead) throw new AppError("conflict", alreadyHeldMessage(ahead.kind, lastIssueOfHold(ahead)));
  if (compareIssueMonths(issue, next) !== 0) {
    throw new AppError("conflict", skipLinkMessages.movedOn(issue, next));
  }
  return link;
}

/** The confirming page's words for a link that can skip its issue; refusals as checkSkipLink. */
export async function reviewSkipLink(
  db: Database,
  query: SkipLinkQuery,
  options: ReviewOptions,
): Promise<SkipLinkReview> {
  const { issue } = await checkSkipLink(db, query, options);
  return {
    issue: formatIssueMonth(issue),
    followingIssue: formatIssueMonth(addMonths(issue, 1)),
    undoUntil: cutoffText(issue, options.timeZone),
  };
}

/**
 * Skips the link's issue for the link's member (the link is the grant: nobody need be signed
 * in), through the one skip workflow. The membership and issue are checked again inside its
 * transaction, so a cutoff passing meanwhile skips nothing else.
 */
export async function skipByLink(
  services: PaymentServices,
  query: SkipLinkQuery,
  options: Omit<ReviewOptions, "timeZone">,
) {
  const link = await checkSkipLink(services.db, query, {
    ...options,
    timeZone: services.timeZone,
  });
  const next = addMonths(link.issue, 1);
  const placed = await holdMembership(services, {
    customerId: link.membership.customerId,
    kind: "skip",
    now: options.now,
    expected: {
      subscriptionId: link.membership.id,
      firstIssue: issueMonthKey(link.issue),
      refusal: skipLinkMessages.movedOn(link.issue, next),
    },
    via: "email-link",
  });
  return { ...placed, undoUntil: cutoffText(link.issue, services.timeZone) };
}
