/**
 * The automatic sale a product's card shows (issue 43, decision 041): the largest percentage
 * off of the sales in force that cover it with no minimum (a sale with a minimum, or an amount
 * off an order, is no price of one item), its price after it, rounded half up in cents as the
 * checkout's arithmetic does (server/discounts/discount-arithmetic.ts), and the lowest price
 * of the 30 days before, which the EU asks to be shown beside a reduction.
 */
import { sql } from "drizzle-orm";

/** Product `p`'s sale as a JSON column `sale` (null without one). */
export const saleColumn = sql`(select json_build_object(
    'name', d.name,
    'percentOff', d.percent_off,
    'priceCents', p.price_cents - floor((p.price_cents * d.percent_off + 50) / 100),
    'lowestCents', least(
      (select h.price_cents from product_price_history h
        where h.product_id = p.id and h.from_at <= now() - interval '30 days'
        order by h.from_at desc, h.id desc limit 1),
      (select min(h.price_cents) from product_price_history h
        where h.product_id = p.id and h.from_at > now() - interval '30 days'),
      p.price_cents))
  from discounts d
  where d.code is null and d.archived_at is null and d.kind = 'percent'
    and d.min_subtotal_cents is null and d.min_quantity is null
    and (d.starts_at is null or d.starts_at <= now()) and (d.ends_at is null or d.ends_at > now())
    and (d.scope = 'order'
      or (d.scope = 'products' and d.scope_ids @> to_jsonb(p.id))
      or (d.scope = 'product_types' and d.scope_ids @> to_jsonb(p.product_type_id))
      or (d.scope = 'sub_categories' and exists (select 1 from product_sub_categories s
        where s.product_id = p.id and d.scope_ids @> to_jsonb(s.sub_category_id)))
      or (d.scope = 'topics' and exists (select 1 from product_topic_categories t
        where t.product_id = p.id and d.scope_ids @> to_jsonb(t.topic_category_id))))
  order by d.percent_off desc, d.id limit 1) as sale`;

/** A sale in force on one product, as its card and page show it. */
export interface ProductSale {
  name: string;
  percentOff: number;
  priceCents: number;
  /** The lowest price of the 30 days before now, the sale aside. */
  lowestCents: number;
}

export function saleOf(value: unknown): ProductSale | null {
  // PGlite hands JSON over parsed, node-postgres as text for some queries.
  const sale = (typeof value === "string" ? JSON.parse(value) : value) as ProductSale | null;
  if (!sale) return null;
  return {
    name: sale.name,
    percentOff: Number(sale.percentOff),
    priceCents: Number(sale.priceCents),
    lowestCents: Number(sale.lowestCents),
  };
}
