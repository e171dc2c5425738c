import type { ProductKind } from "#server/db/schema.ts";

/** Posted (something physical in it) or downloaded (digital goods only). */
export type Delivery = "postal" | "digital";

export function deliveryOf(lines: { kind: ProductKind }[]): Delivery {
  return lines.length > 0 && lines.every((line) => line.kind === "digital") ? "digital" : "postal";
}
