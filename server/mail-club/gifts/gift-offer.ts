import type { Database } from "#server/db/client.ts";
import { GIFT_LENGTHS, type GiftLength } from "#server/db/schema.ts";
import { formatMoney } from "#server/lib/money.ts";
import { shopDay } from "#server/lib/zoned-time.ts";
import { cutoffOf } from "#server/mail-club/cutoff.ts";
import { type FirstIssueChoice, giftFirstIssues } from "#server/mail-club/gifts/gift-calendar.ts";
import { type GiftPrices, loadGiftPrices } from "#server/mail-club/gifts/gift-prices.ts";
import {
  formatIssueMonth,
  issueMonthKey,
  parseIssueMonthKey,
} from "#server/mail-club/issue-month.ts";

export interface GiftLengthOffer {
  issueCount: GiftLength;
  /** "3 issues: $24.00 in the USA, $27.00 abroad". */
  label: string;
}

export interface GiftOffer {
  /** The prices behind the lengths' words, in cents, for a client that shows its own. */
  prices: GiftPrices;
  lengths: GiftLengthOffer[];
  firstIssues: FirstIssueChoice[];
  /** Said plainly above the choice: which issue comes first if ordered now, and by when. */
  nextIssueNote: string;
  /** The reveal day's bounds for the date field ('YYYY-MM-DD'); the server checks the rest. */
  revealFrom: string;
  revealUntil: string;
}

function priceText(cents: number | undefined, where: string) {
  return cents === undefined ? null : `${formatMoney(cents)} ${where}`;
}

/** What the gift page offers now: the lengths on sale with their prices, and the issues open. */
export async function giftOffer(db: Database, now: Date, timeZone: string): Promise<GiftOffer> {
  const prices = await loadGiftPrices(db);
  const lengths = GIFT_LENGTHS.flatMap((issueCount) => {
    const texts = [
      priceText(prices.usa[issueCount], "in the USA"),
      priceText(prices.international[issueCount], "abroad"),
    ].filter((text): text is string => text !== null);
    return texts.length > 0
      ? [{ issueCount, label: `${issueCount} issues: ${texts.join(", ")}` }]
      : [];
  });
  const firstIssues = giftFirstIssues(now, timeZone);
  const next = parseIssueMonthKey(firstIssues[0]?.key ?? "");
  const last = parseIssueMonthKey(firstIssues.at(-1)?.key ?? "");
  const deadline = next
    ? new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone }).format(
        new Date(cutoffOf(next, timeZone).getTime() - 1),
      )
    : "";
  return {
    prices,
    lengths,
    firstIssues,
    nextIssueNote: next
      ? `Ordered by the end of ${deadline}, the first envelope can be the ${formatIssueMonth(next)} issue, mailed in the first week of ${formatIssueMonth(next).split(" ")[0]}. Or choose a later month.`
      : "",
    revealFrom: shopDay(now, timeZone),
    revealUntil: last ? `${issueMonthKey(last)}-07` : "",
  };
}
