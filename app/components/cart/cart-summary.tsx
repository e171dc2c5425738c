import { DiscountCodeForm } from "#app/components/cart/discount-code-form.tsx";
import { DiscountLines } from "#app/components/checkout/discount-lines.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";
import type { CartLine } from "#server/cart/types.ts";
import type { CartMoneyOff } from "#server/discounts/cart-code.ts";
import { formatMoney } from "#server/lib/money.ts";

/**
 * The order summary (spec §2): each 'title x quantity' with its line total, the money off
 * (each sale and the code by name) and the discount code's form, the total, the shipping note,
 * and the way on to checkout or back to the shop.
 */
export function CartSummary(props: {
  lines: CartLine[];
  moneyOff: CartMoneyOff;
  refusedCode?: { message?: string; typed?: string };
}) {
  const { lines, moneyOff } = props;
  const total = lines.reduce((sum, line) => sum + line.lineTotalCents, 0) - moneyOff.discountCents;
  return (
    <section
      aria-labelledby="order-summary-title"
      className="paper-card relative px-5 pt-7 pb-6 sm:px-6 lg:sticky lg:top-40"
    >
      <span aria-hidden="true" className="tape tape-sage absolute -top-2.5 left-8 w-20 -rotate-2" />
      <h2 id="order-summary-title" className="text-2xl font-semibold">
        Order Summary
      </h2>
      <ul className="mt-4 flex flex-col gap-2.5">
        {lines.map((line) => (
          <li key={line.id} className="flex items-start justify-between gap-4 text-sm">
            <span className="min-w-0 text-ink-soft">
              {line.product.title} x {line.quantity}
            </span>
            <span className="shrink-0 font-medium tabular-nums">
              {formatMoney(line.lineTotalCents)}
            </span>
          </li>
        ))}
      </ul>
      <DiscountLines moneyOff={moneyOff} className="mt-3" />
      <div aria-hidden="true" className="stitch my-5 h-px" />
      <DiscountCodeForm
        code={moneyOff.code}
        problem={moneyOff.codeProblem}
        refused={props.refusedCode}
      />
      <div aria-hidden="true" className="stitch my-5 h-px" />
      <p className="flex items-baseline justify-between gap-4">
        <span className="text-lg font-semibold">Total</span>
        <span className="font-display text-2xl font-semibold tabular-nums">
          {formatMoney(total)}
        </span>
      </p>
      <p className="mt-1 text-sm text-ink-soft">Shipping calculated at checkout</p>
      <div className="mt-6 flex flex-col gap-3">
        <LinkButton to="/checkout" size="lg">
          Proceed to Checkout
        </LinkButton>
        <LinkButton to="/products" variant="secondary">
          Continue Shopping
        </LinkButton>
      </div>
    </section>
  );
}
