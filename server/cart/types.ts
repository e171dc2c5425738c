import type { ProductCard } from "#server/catalogue/types.ts";
import type { Personalisation } from "#server/db/schema.ts";

/** One line of the cart, priced from the database. */
export interface CartLine {
  /** The line's own id: one product with two personalisations is two lines. */
  id: number;
  product: ProductCard;
  /** A personalised product's words and choices; empty for any other. */
  personalisation: Personalisation;
  sku: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** Null: made to order, no limit. */
  stock: number | null;
  /** The most this line may hold: 1 for a digital download or a plan, else what stock leaves. */
  maxQuantity: number;
  /** Why the line cannot be bought as it is now (unavailable, out of stock, too many), or null. */
  problem: string | null;
  /** One item's packed weight, for postage (server/shipping/parcel.ts). */
  weightGrams: number;
  fitsInLetter: boolean;
  /** May ride in a member's Mail Club envelope instead of being posted (decision 030). */
  fitsInEnvelope: boolean;
}

export interface Cart {
  lines: CartLine[];
  /** Sum of the line totals, in cents. Shipping and tax are added at checkout. */
  totalCents: number;
  /** Sum of the quantities: what the header badge shows. */
  itemCount: number;
  hasSubscription: boolean;
  /** A subscription together with other items (spec §5): 'Invalid Cart Combination'. */
  hasInvalidCombination: boolean;
  /** The discount code applied to the cart, as typed (server/discounts/cart-code.ts). */
  discountCode: string | null;
}
