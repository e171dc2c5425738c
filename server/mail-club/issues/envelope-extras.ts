import { and, gte, isNotNull, lte, ne } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mailClubGifts } from "#server/db/schema.ts";
import { firstSentIssueOf, MAX_GIFT_SKIPS } from "#server/mail-club/gifts/gift-span.ts";
import { loadGiftSpans } from "#server/mail-club/gifts/load-gift-spans.ts";
import { addMonths, issueMonthKey, parseIssueMonthKey } from "#server/mail-club/issue-month.ts";
import type { MailClubIssue } from "#server/mail-club/issues/issue-row.ts";
import { recipientKey } from "#server/mail-club/issues/recipient.ts";
import { ridingItemLine, ridingItems } from "#server/mail-club/ride-along/riding-orders.ts";

/**
 * What goes in each envelope beside the issue, as lines for the packing list, by recipientKey:
 * the shop items riding with a member's issue (decision 030), and a gift's message in its
 * first envelope actually sent (decision 029), to be written on a card.
 */
export async function envelopeExtras(
  db: Database,
  issue: Pick<MailClubIssue, "monthKey">,
  timeZone: string,
): Promise<Map<string, string[]>> {
  const extras = new Map<string, string[]>();
  const add = (key: string, line: string) => extras.set(key, [...(extras.get(key) ?? []), line]);
  for (const item of await ridingItems(db, issue.monthKey, { withShipped: true })) {
    add(recipientKey({ subscriptionId: item.subscriptionId, giftId: null }), ridingItemLine(item));
  }
  const month = parseIssueMonthKey(issue.monthKey);
  if (!month) throw new Error(`An issue's month is not a month: ${issue.monthKey}`);
  // Skips may move the first envelope on from the first issue, by at most MAX_GIFT_SKIPS.
  const candidates = await db
    .select({
      id: mailClubGifts.id,
      message: mailClubGifts.message,
      firstIssue: mailClubGifts.firstIssue,
      issueCount: mailClubGifts.issueCount,
    })
    .from(mailClubGifts)
    .where(
      and(
        lte(mailClubGifts.firstIssue, issue.monthKey),
        gte(mailClubGifts.firstIssue, issueMonthKey(addMonths(month, -MAX_GIFT_SKIPS))),
        isNotNull(mailClubGifts.activatedAt),
        ne(mailClubGifts.message, ""),
      ),
    );
  const spanOf = await loadGiftSpans(db, candidates);
  const firstGifts = candidates.filter(
    (gift) => issueMonthKey(firstSentIssueOf(spanOf(gift), timeZone)) === issue.monthKey,
  );
  for (const gift of firstGifts) {
    add(recipientKey({ subscriptionId: null, giftId: gift.id }), giftMessageLine(gift.message));
  }
  return extras;
}

/** The gift's message as one packing-list line, its own line breaks kept as " / ". */
function giftMessageLine(message: string) {
  return `Gift message for the card: “${message.split(/\r?\n/).join(" / ")}”`;
}
