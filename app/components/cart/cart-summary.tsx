import { summaryLinesOf } from "#app/components/checkout/checkout-data.ts";
import { SummaryCard, SummaryLines } from "#app/components/checkout/order-summary.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";
import type { CartLine } from "#server/cart/types.ts";
import { formatMoney } from "#server/money.ts";

/**
 * The order summary (spec §2): each 'title x quantity' with its line total, the total, the
 * shipping note, and the way on to checkout or back to the shop.
 */
export function CartSummary({ lines }: { lines: CartLine[] }) {
  const total = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  return (
    <SummaryCard className="lg:sticky lg:top-40">
      <SummaryLines lines={summaryLinesOf(lines)} />
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
    </SummaryCard>
  );
}
