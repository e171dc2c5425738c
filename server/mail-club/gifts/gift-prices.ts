import type { Database } from "#server/db/client.ts";
import {
  GIFT_LENGTHS,
  type GiftLength,
  mailClubGiftPrices,
  type SubscriptionPlan,
} from "#server/db/schema.ts";

/** What a gift of each length costs on a plan; a length without a price is not sold. */
export type GiftPrices = Record<SubscriptionPlan, Partial<Record<GiftLength, number>>>;

export function isGiftLength(count: number): count is GiftLength {
  return (GIFT_LENGTHS as readonly number[]).includes(count);
}

export async function loadGiftPrices(db: Database): Promise<GiftPrices> {
  const rows = await db.select().from(mailClubGiftPrices);
  const prices: GiftPrices = { usa: {}, international: {} };
  for (const row of rows) {
    if (isGiftLength(row.issueCount)) prices[row.plan][row.issueCount] = row.priceCents;
  }
  return prices;
}

/** Sets the prices given; a null price takes that length off sale. */
export async function saveGiftPrices(
  db: Database,
  prices: { plan: SubscriptionPlan; issueCount: GiftLength; priceCents: number | null }[],
) {
  await db.transaction(async (tx) => {
    await tx.delete(mailClubGiftPrices);
    const kept = prices.flatMap(({ priceCents, ...key }) =>
      priceCents === null ? [] : [{ ...key, priceCents }],
    );
    if (kept.length > 0) await tx.insert(mailClubGiftPrices).values(kept);
  });
}
