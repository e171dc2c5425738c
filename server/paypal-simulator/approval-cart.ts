import { html } from "hono/html";
import { printable } from "#server/paypal-simulator/printable.ts";
import type { SimulatedPurchaseUnit } from "#server/paypal-simulator/simulated-order.ts";

interface SentItem {
  name?: string;
  quantity?: string;
  unit_amount?: { value?: string; currency_code?: string };
  tax?: { value?: string };
}

/** The breakdown's parts as PayPal's cart shows them, in its order; a discount as −. */
const parts = [
  ["item_total", "Item total", 1],
  ["discount", "Discount", -1],
  ["shipping", "Shipping", 1],
  ["shipping_discount", "Shipping discount", -1],
  ["handling", "Handling", 1],
  ["insurance", "Insurance", 1],
  ["tax_total", "Tax", 1],
] as const;

/**
 * The buyer's cart on the approval page, as PayPal shows it: each item with its quantity and
 * price (and its tax, when the merchant sent one), then the breakdown the merchant sent (its discounts too) and the total.
 */
export function approvalCart(unit: SimulatedPurchaseUnit) {
  const items = (unit.items ?? []) as SentItem[];
  const breakdown = unit.amount.breakdown ?? {};
  return html`<section aria-label="Your cart" class="cart">
    ${
      items.length > 0
        ? html`<ul>
          ${items.map(
            (item) =>
              html`<li><span>${printable(item.name ?? "")} × ${item.quantity ?? "1"}</span>
                <span>${item.unit_amount?.value ?? ""}${item.tax ? ` + tax ${item.tax.value ?? ""} each` : ""}</span></li>`,
          )}
        </ul>`
        : ""
    }
    <dl>
      ${parts
        .filter(([key]) => breakdown[key] && Number(breakdown[key]?.value) !== 0)
        .map(
          ([key, label, sign]) =>
            html`<div><dt>${label}</dt><dd>${sign < 0 ? "−" : ""}${breakdown[key]?.value}</dd></div>`,
        )}
      <div class="total"><dt>Total</dt><dd>${unit.amount.value} ${unit.amount.currency_code}</dd></div>
    </dl>
  </section>`;
}

export const approvalCartStyles = `
.cart { margin: 1rem 0; padding: 0.75rem 1rem; border: 1px solid #d9dee5; border-radius: 8px; }
.cart ul { list-style: none; margin: 0 0 0.5rem; padding: 0; }
.cart li, .cart dl > div { display: flex; justify-content: space-between; gap: 1rem; padding: 0.2rem 0; }
.cart dl { margin: 0; }
.cart dd { margin: 0; font-variant-numeric: tabular-nums; }
.cart .total { border-top: 1px solid #d9dee5; margin-top: 0.4rem; padding-top: 0.5rem; font-weight: 700; }
`;
