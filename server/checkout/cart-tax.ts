/**
 * The checkout's tax line before the order exists (decision 042): the visitor's cart, its
 * money off and the postage of the chosen method, taxed where the typed address is, by the
 * one computation the order will use. The order prices it again inside its transaction.
 */
import type { Cart } from "#server/cart/types.ts";
import type { Database } from "#server/db/client.ts";
import type { CartMoneyOff } from "#server/discounts/cart-code.ts";
import { postageCovered } from "#server/discounts/discount-arithmetic.ts";
import { loadShippingQuotes } from "#server/shipping/load-shipping-quotes.ts";
import { cheapestOption, offeredOptions } from "#server/shipping/offered-options.ts";
import { applyTaxRules, taxClassOf } from "#server/tax/order-tax.ts";
import { type TaxDestination, taxRulesFor } from "#server/tax/tax-rules.ts";

export interface CartTax {
  taxCents: number;
  shippingTaxCents: number;
  /** Each cart line's tax, by line id, for prices shown with VAT included. */
  lineTaxCents: Record<number, number>;
  inclusive: boolean;
  /** "New York City 8.875 %", "Germany 19 %"; null when no tax applies. */
  label: string | null;
  ratePpm: number;
}

export async function cartTax(
  db: Database,
  cart: Cart,
  moneyOff: CartMoneyOff,
  where: TaxDestination & {
    /** A parcel is posted (priced by its method), rides in a Mail Club envelope, or downloads only. */
    delivery: "postal" | "envelope" | "digital";
    shippingMethodId: number | null;
  },
  now: Date,
): Promise<CartTax> {
  const destination = where.delivery === "digital" ? { country: where.country } : where;
  const rules = await taxRulesFor(db, destination, now);
  // Where no tax applies (a shop registered nowhere), the postage need not be priced again.
  const postageCents =
    rules && where.delivery === "postal" ? await postageOf(db, cart, moneyOff, where) : 0;
  const lines = cart.lines.map((line, index) => ({
    amountCents: line.lineTotalCents - (moneyOff.lineDiscountCents[index] ?? 0),
    taxClass: taxClassOf(line.product.kind),
  }));
  const tax = applyTaxRules(rules, lines, postageCents);
  const ratePpm = Math.max(0, ...tax.lineRatePpm);
  return {
    taxCents: tax.taxCents,
    shippingTaxCents: tax.shippingTaxCents,
    lineTaxCents: Object.fromEntries(
      cart.lines.map((line, index) => [line.id, tax.lineTaxCents[index] ?? 0]),
    ),
    inclusive: tax.record?.inclusive ?? false,
    label: tax.record ? tax.record.regionName : null,
    ratePpm,
  };
}

/** The chosen method's postage (else the cheapest offered) less the code's free postage. */
async function postageOf(
  db: Database,
  cart: Cart,
  moneyOff: CartMoneyOff,
  where: { country: string; shippingMethodId: number | null },
) {
  const quotes = await loadShippingQuotes(db, cart.lines, where.country);
  const options = offeredOptions(quotes);
  const option =
    options.find((offered) => offered.methodId === where.shippingMethodId) ??
    cheapestOption(options);
  const priceCents = option?.priceCents ?? 0;
  const free = moneyOff.freePostage;
  if (!free || !postageCovered({ postageCountries: free.countries }, where.country))
    return priceCents;
  return priceCents - Math.min(priceCents, free.capCents ?? priceCents);
}
