import type { GiftLength } from "#server/db/schema.ts";
import { dollarsOf } from "#server/lib/money.ts";
import { revealWindow } from "#server/mail-club/gifts/gift-calendar.ts";
import type { GiftOffer } from "#server/mail-club/gifts/gift-offer.ts";
import type { GiftPrices } from "#server/mail-club/gifts/gift-prices.ts";
import { parseIssueMonthKey } from "#server/mail-club/issue-month.ts";

/**
 * What the gift page offers, for the API: each length on sale with its price on each plan in
 * dollars (null where the studio does not sell it), the first issues open now with the last
 * day the recipient may hear of each, and the reveal days' bounds.
 */
export function toApiGiftOptions(
  offer: GiftOffer,
  prices: GiftPrices,
  clock: { now: Date; timeZone: string },
) {
  const priceOf = (plan: keyof GiftPrices, issueCount: GiftLength) => {
    const cents = prices[plan][issueCount];
    return cents === undefined ? null : dollarsOf(cents);
  };
  return {
    lengths: offer.lengths.map(({ issueCount }) => ({
      issueCount,
      prices: {
        usa: priceOf("usa", issueCount),
        international: priceOf("international", issueCount),
      },
    })),
    firstIssues: offer.firstIssues.flatMap(({ key, label }) => {
      const issue = parseIssueMonthKey(key);
      if (!issue) return [];
      const { until } = revealWindow(issue, clock.now, clock.timeZone);
      return [{ key, label, revealUntil: until }];
    }),
    nextIssueNote: offer.nextIssueNote,
    reveal: { from: offer.revealFrom, until: offer.revealUntil },
  };
}
export type ApiGiftOptions = ReturnType<typeof toApiGiftOptions>;
