import { and, eq } from "drizzle-orm";
import type { Personalisation } from "#server/catalog/personalisation.ts";
import { cartLines } from "#server/db/schema.ts";

/** Whether two lines of one product carry the same words and choices, so are one line. */
export function samePersonalisation(a: Personalisation, b: Personalisation) {
  return (
    a.length === b.length &&
    a.every((answer, index) => answer.label === b[index]?.label && answer.value === b[index]?.value)
  );
}

/** One line of one cart: a line id sent by another visitor finds nothing in this cart. */
export function lineOfCart(cartId: number, lineId: number) {
  return and(eq(cartLines.cartId, cartId), eq(cartLines.id, lineId));
}
