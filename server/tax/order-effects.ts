/**
 * Tax's effect on an order's life (decision 042), registered in server/order-effects.ts.
 */
import { eq } from "drizzle-orm";
import { countryName } from "#server/addresses/address-format.ts";
import { orders } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import type { OrderEvent } from "#server/orders/order-life.ts";
import { taxMessages } from "./tax-messages.ts";
import { type TaxRules, taxRulesFor } from "./tax-rules.ts";

/**
 * Approved at PayPal, downloads only: the country of the buyer's PayPal account is a second
 * piece of evidence of where they live. Where it and the country they gave would be taxed
 * differently, the capture is refused and the checkout asks which is theirs (unless they
 * have answered already); otherwise the PayPal country is kept with the order's evidence.
 */
export async function confirmBuyerCountry({ tx, orderId, payerCountry, at }: OrderEvent) {
  if (!payerCountry) return;
  const [order] = await tx
    .select({ kind: orders.kind, tax: orders.tax, address: orders.shippingAddress })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order?.kind !== "digital") return;
  const declared = order.tax?.evidence.declaredCountry;
  const stated = declared ?? order.address.country;
  if (!declared && stated !== payerCountry) {
    const ours = await taxRulesFor(tx, { country: stated }, at);
    const theirs = await taxRulesFor(tx, { country: payerCountry }, at);
    if (!sameTax(ours, theirs)) {
      const name = (code: string) => countryName(code) ?? code;
      const message = taxMessages.countriesDisagree(name(stated), name(payerCountry));
      throw new AppError("conflict", message, { askCountry: `${stated},${payerCountry}` });
    }
  }
  if (order.tax) {
    const evidence = { ...order.tax.evidence, payerCountry };
    await tx
      .update(orders)
      .set({ tax: { ...order.tax, evidence } })
      .where(eq(orders.id, orderId));
  }
}

function sameTax(a: TaxRules | null, b: TaxRules | null) {
  const digital = (rules: TaxRules | null) =>
    rules?.taxed.includes("digital") ? `${rules.jurisdiction} ${rules.ratePpm}` : "none";
  return digital(a) === digital(b);
}
