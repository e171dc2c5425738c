import { and, eq, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { giftCardOffers, products } from "#server/db/schema.ts";

export interface GiftCardOffer {
  productId: number;
  title: string;
  slug: string;
  /** The fixed amounts, smallest first. */
  amountsCents: number[];
  /** The bounds of an amount the buyer names; null when only the fixed ones are sold. */
  custom: { minCents: number; maxCents: number } | null;
}

/** The gift-card product's amounts, or null when it is not a gift card on sale. */
export function loadGiftCardOffer(db: Database, productId: number) {
  if (!Number.isSafeInteger(productId) || productId <= 0 || productId > 2_147_483_647) {
    return Promise.resolve(null);
  }
  return offerWhere(db, eq(products.id, productId));
}

/** The gift card on sale under this slug (its page, /gift-cards/{slug}), or null. */
export function giftCardOfferBySlug(db: Database, slug: string | undefined) {
  return offerWhere(db, eq(products.slug, slug ?? ""));
}

async function offerWhere(db: Database, which: SQL): Promise<GiftCardOffer | null> {
  const [row] = await db
    .select({
      productId: products.id,
      title: products.title,
      slug: products.slug,
      amountsCents: giftCardOffers.amountsCents,
      customMinCents: giftCardOffers.customMinCents,
      customMaxCents: giftCardOffers.customMaxCents,
    })
    .from(products)
    .innerJoin(giftCardOffers, eq(giftCardOffers.productId, products.id))
    .where(and(which, eq(products.kind, "gift_card"), eq(products.isActive, true)));
  if (!row) return null;
  const { customMinCents: min, customMaxCents: max } = row;
  return {
    productId: row.productId,
    title: row.title,
    slug: row.slug,
    amountsCents: [...row.amountsCents].sort((a, b) => a - b),
    custom: min !== null && max !== null ? { minCents: min, maxCents: max } : null,
  };
}

/** Whether the offer sells a card of this amount (one of its own, or within its bounds). */
export function offersAmount(offer: GiftCardOffer, amountCents: number, custom: boolean) {
  if (!custom) return offer.amountsCents.includes(amountCents);
  return (
    offer.custom !== null &&
    amountCents >= offer.custom.minCents &&
    amountCents <= offer.custom.maxCents
  );
}
