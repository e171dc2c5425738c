import type { ProductKind } from "#server/db/schema.ts";

/** What postage needs of a cart or order line (a cart's `CartLine` is one). */
export interface ParcelLine {
  product: { kind: ProductKind };
  quantity: number;
  unitPriceCents: number;
  weightGrams: number;
  fitsInLetter: boolean;
}

/** What is posted: its weight, whether it goes in a letter, and the goods it comes with. */
export interface Parcel {
  /** False when nothing needs posting: downloads, or a Mail Club plan (its postage is in its price). */
  needsPostage: boolean;
  /** The physical items' weight times their quantities, in grams. */
  weightGrams: number;
  /** Every physical item fits in a letter. */
  fitsInLetter: boolean;
  /** Every line's price times its quantity: what a zone's free-shipping threshold counts. */
  goodsCents: number;
}

/**
 * The parcel of some lines. Only physical products are posted: a download weighs nothing and a
 * Mail Club plan's postage is inside its price, so neither adds weight or stops a letter.
 */
export function parcelOf(lines: readonly ParcelLine[]): Parcel {
  const posted = lines.filter((line) => line.product.kind === "physical");
  return {
    needsPostage: posted.length > 0,
    weightGrams: posted.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0),
    fitsInLetter: posted.every((line) => line.fitsInLetter),
    goodsCents: lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0),
  };
}
