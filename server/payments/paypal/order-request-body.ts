import { centsToValue } from "#server/payments/paypal/money.ts";
import type { CreatePayPalOrderInput } from "#server/payments/paypal/types.ts";

/** The Orders v2 create body: one purchase unit whose breakdown adds up to its amount. */
export function orderRequestBody(input: CreatePayPalOrderInput) {
  const money = (cents: number) => ({ currency_code: input.currency, value: centsToValue(cents) });
  return {
    intent: "CAPTURE",
    purchase_units: [
      {
        reference_id: input.orderNumber,
        invoice_id: input.orderNumber,
        amount: {
          ...money(input.totalCents),
          breakdown: {
            item_total: money(input.itemTotalCents),
            tax_total: money(input.taxCents),
            shipping: money(input.shippingCents),
            ...(input.discountCents > 0 ? { discount: money(input.discountCents) } : {}),
            ...(input.shippingDiscountCents > 0
              ? { shipping_discount: money(input.shippingDiscountCents) }
              : {}),
          },
        },
        items: input.items.map((item) => ({
          name: item.name.slice(0, 127),
          quantity: String(item.quantity),
          unit_amount: money(item.unitAmountCents),
          ...(item.taxCents !== undefined ? { tax: money(item.taxCents) } : {}),
          category: item.category,
          ...(item.sku ? { sku: item.sku.slice(0, 127) } : {}),
        })),
      },
    ],
    // experience_context replaces the deprecated application_context (Orders v2.13).
    payment_source: {
      paypal: {
        experience_context: {
          return_url: input.returnUrl,
          cancel_url: input.cancelUrl,
          user_action: "PAY_NOW",
          shipping_preference: "NO_SHIPPING",
        },
      },
    },
  };
}
