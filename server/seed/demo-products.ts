import type { PersonalisationFields, ProductFlags, ProductKind } from "#server/db/schema.ts";
import type { TopicSlug } from "#server/seed/demo-catalogue.ts";
import { bookmarkProducts } from "#server/seed/demo-products/bookmarks.ts";
import { digitalTemplateProducts } from "#server/seed/demo-products/digital-templates.ts";
import { freebieProducts } from "#server/seed/demo-products/freebies.ts";
import { giftCardProducts } from "#server/seed/demo-products/gift-cards.ts";
import { greetingCardProducts } from "#server/seed/demo-products/greeting-cards.ts";
import { mailClubPlans } from "#server/seed/demo-products/mail-club-plans.ts";
import { paintedProducts } from "#server/seed/demo-products/painted-banners.ts";
import { stationeryProducts } from "#server/seed/demo-products/stationery.ts";
import { stickerProducts } from "#server/seed/demo-products/stickers.ts";
import { toteBagProducts } from "#server/seed/demo-products/tote-bags.ts";

/** One demo product; the type's kind, specs and instructions apply unless given here. */
export interface DemoProduct {
  title: string;
  sku: string;
  type: string;
  /** Cents. */
  price: number;
  /** null: made to order / unlimited; 0: sold out. */
  stock: number | null;
  /** Packed, in grams: every physical product has one; downloads and plans weigh nothing. */
  weightGrams?: number;
  /** Flat enough to go by letter mail. */
  fitsInLetter?: boolean;
  /** Flat enough to ride in a member's Mail Club envelope (decision 030). */
  fitsInEnvelope?: boolean;
  subCategories: string[];
  topics: TopicSlug[];
  /** Markdown: the opening paragraph of the description. */
  blurb: string;
  details?: string[];
  popular?: boolean;
  active?: boolean;
  metaTitle?: string;
  metaDescription?: string;
  includedText?: string;
  kind?: ProductKind;
  slug?: string;
  flags?: ProductFlags;
  /** What the buyer writes or picks before adding it to the cart. */
  personalisation?: PersonalisationFields;
  /** A gift card's amounts, and the bounds of one the buyer names. */
  giftCard?: { amountsCents: number[]; customMinCents: number; customMaxCents: number };
}

/**
 * Every demo product, in the order the demo shop inserts them (their ids follow it: the
 * painted banner comes last so the others kept theirs when it was added).
 */
export const demoProducts: DemoProduct[] = [
  ...stickerProducts,
  ...bookmarkProducts,
  ...toteBagProducts,
  ...stationeryProducts,
  ...greetingCardProducts,
  ...digitalTemplateProducts,
  ...freebieProducts,
  ...mailClubPlans,
  ...paintedProducts,
  ...giftCardProducts,
];
