import type { Database } from "#server/db/client.ts";
import { type GiftSpan, type GiftSpanRow, giftSpanOf } from "#server/mail-club/gifts/gift-span.ts";
import { loadHolds } from "#server/mail-club/holds/hold-rows.ts";

/** The skips of these gifts, read from the database at once: then each gift's span. */
export async function loadGiftSpans(
  db: Database,
  gifts: readonly GiftSpanRow[],
): Promise<(gift: GiftSpanRow) => GiftSpan> {
  const holds = await loadHolds(db, { giftIds: gifts.map((gift) => gift.id) });
  return (gift) => giftSpanOf(gift, holds.get(gift.id));
}

/** The span of one gift with its skips. */
export async function loadGiftSpan(db: Database, gift: GiftSpanRow): Promise<GiftSpan> {
  return (await loadGiftSpans(db, [gift]))(gift);
}
