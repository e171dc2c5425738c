import type { GiftLength } from "#server/db/schema.ts";
import { toFormAddress } from "#server/http/api/orders-shape.ts";
import { dollarsOf } from "#server/lib/money.ts";
import { revealWindow } from "#server/mail-club/gifts/gift-calendar.ts";
import type { GiftOffer } from "#server/mail-club/gifts/gift-offer.ts";
import type { GiftPrices } from "#server/mail-club/gifts/gift-prices.ts";
import { parseIssueMonthKey } from "#server/mail-club/issue-month.ts";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

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

/**
 * The gift's JSON body as the gift schema's input: its two addresses may use the spec's names
 * (address1, address2, state, zipCode) as POST /api/orders/create's do.
 */
export function toGiftFields(body: unknown): unknown {
  if (!isRecord(body)) return body;
  const fields: Record<string, unknown> = { ...body };
  for (const key of ["recipientAddress", "billingAddress"]) {
    const address = fields[key];
    if (isRecord(address)) fields[key] = toFormAddress(address);
  }
  return fields;
}
