import { getCart } from "#server/cart/get-cart.ts";
import type { Database } from "#server/db/client.ts";
import type { ProductKind } from "#server/db/schema.ts";

/** Posted (something physical in it) or downloaded (digital goods only). */
export type Delivery = "postal" | "digital";

export function deliveryOf(lines: { kind: ProductKind }[]): Delivery {
  return lines.length > 0 && lines.every((line) => line.kind === "digital") ? "digital" : "postal";
}

/** How the visitor's cart, as it is now, would be delivered. */
export async function cartDelivery(db: Database, cartToken: string | undefined) {
  const cart = await getCart(db, cartToken);
  return deliveryOf(cart.lines.map((line) => line.product));
}
