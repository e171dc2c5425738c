import { and, eq } from "drizzle-orm";
import type { Personalisation } from "#server/db/schema.ts";
import { cartLines } from "#server/db/schema.ts";

/** Whether two lines of one product carry the same words and choices, so are one line. */
function samePersonalisation(a: Personalisation, b: Personalisation) {
  return (
    a.length === b.length &&
    a.every((answer, index) => answer.label === b[index]?.label && answer.value === b[index]?.value)
  );
}

interface HeldLine {
  productId: number;
  quantity: number;
  personalisation: Personalisation;
}

/**
 * Of a cart's lines, the one of this product with these words (if any) and how many of the
 * product the other lines hold: stock is shared by a product's lines.
 */
export function lineAmong<Line extends HeldLine>(
  lines: Line[],
  productId: number,
  personalisation: Personalisation,
) {
  const ofProduct = lines.filter((line) => line.productId === productId);
  const same = ofProduct.find((line) => samePersonalisation(line.personalisation, personalisation));
  const existing = same?.quantity ?? 0;
  const elsewhere = ofProduct.reduce((sum, line) => sum + line.quantity, 0) - existing;
  return { same, existing, elsewhere };
}

/** One line of one cart: a line id sent by another visitor finds nothing in this cart. */
export function lineOfCart(cartId: number, lineId: number) {
  return and(eq(cartLines.cartId, cartId), eq(cartLines.id, lineId));
}
