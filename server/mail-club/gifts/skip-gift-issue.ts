import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mailClubGifts, mailClubHolds, mailClubIssues } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { changeMembership } from "#server/mail-club/change-membership.ts";
import type { GiftView } from "#server/mail-club/gifts/claimed-gift.ts";
import {
  giftMessages,
  skipAheadMessage,
  skipClosedMessage,
  skippedMessage,
  skipUndoneMessage,
} from "#server/mail-club/gifts/gift-messages.ts";
import { giftSkipState, withoutSkip } from "#server/mail-club/gifts/gift-skips.ts";
import { lastIssueOf } from "#server/mail-club/gifts/gift-span.ts";
import { loadGiftSpan } from "#server/mail-club/gifts/load-gift-spans.ts";
import {
  type IssueMonth,
  issueMonthKey,
  parseIssueMonthKey,
} from "#server/mail-club/issue-month.ts";

interface SkipInput {
  /** The issue the page offered, 'YYYY-MM': refused when it is no longer the one. */
  issue: string;
  now: Date;
  timeZone: string;
}

function assertOwner(gift: GiftView) {
  if (gift.claim === "another") throw new AppError("forbidden", giftMessages.claimedByAnother);
  if (gift.claim !== "yours") throw new AppError("forbidden", giftMessages.claimFirst);
}

function askedIssue(input: SkipInput): IssueMonth {
  const issue = parseIssueMonthKey(input.issue);
  if (!issue) throw new AppError("bad_request", giftMessages.issueInvalid);
  return issue;
}

/** The gift's span with its skips, its row locked for the transaction. */
async function lockGift(tx: Database, giftId: number) {
  const [row] = await tx
    .select()
    .from(mailClubGifts)
    .where(eq(mailClubGifts.id, giftId))
    .for("update");
  if (!row) throw new AppError("not_found", giftMessages.linkInvalid);
  return loadGiftSpan(tx, row);
}

async function isFrozen(tx: Database, issue: IssueMonth) {
  const [frozen] = await tx
    .select({ id: mailClubIssues.id })
    .from(mailClubIssues)
    .where(and(eq(mailClubIssues.month, issueMonthKey(issue)), isNotNull(mailClubIssues.frozenAt)));
  return frozen !== undefined;
}

/**
 * Skips the gift's next issue whose cutoff has not passed, for its claimed owner: it is not
 * sent and the gift ends one issue later. One skip ahead at a time, MAX_GIFT_SKIPS in all.
 * Returns what the page says.
 */
export async function skipGiftIssue(db: Database, gift: GiftView, input: SkipInput) {
  assertOwner(gift);
  const asked = askedIssue(input);
  return changeMembership(db, input, async (tx) => {
    const span = await lockGift(tx, gift.id);
    const state = giftSkipState(span, input.now, input.timeZone);
    if (state.ahead) throw new AppError("conflict", skipAheadMessage(state.ahead));
    if (state.left === 0) throw new AppError("conflict", giftMessages.skipsUsedUp);
    if (!state.next) throw new AppError("conflict", giftMessages.nothingToSkip);
    const { issue, endsWith } = state.next;
    if (issueMonthKey(issue) !== issueMonthKey(asked) || (await isFrozen(tx, issue))) {
      throw new AppError("conflict", skipClosedMessage(asked));
    }
    await tx
      .insert(mailClubHolds)
      .values({ giftId: gift.id, kind: "skip", firstIssue: issueMonthKey(issue), issueCount: 1 });
    return skippedMessage(issue, endsWith);
  });
}

/** Undoes the gift's skip ahead until its issue's cutoff: the issue is sent again. */
export async function undoGiftSkip(db: Database, gift: GiftView, input: SkipInput) {
  assertOwner(gift);
  const asked = askedIssue(input);
  return changeMembership(db, input, async (tx) => {
    const span = await lockGift(tx, gift.id);
    const { ahead } = giftSkipState(span, input.now, input.timeZone);
    if (!ahead || issueMonthKey(ahead) !== issueMonthKey(asked) || (await isFrozen(tx, ahead))) {
      throw new AppError("conflict", giftMessages.nothingToUndo);
    }
    await tx
      .update(mailClubHolds)
      .set({ endedAt: input.now })
      .where(
        and(
          eq(mailClubHolds.giftId, gift.id),
          eq(mailClubHolds.firstIssue, issueMonthKey(ahead)),
          isNull(mailClubHolds.endedAt),
        ),
      );
    const undone = withoutSkip(span, ahead, input.now);
    return skipUndoneMessage(ahead, lastIssueOf(undone, input.timeZone));
  });
}
