import type { BuyerOrder } from "#app/components/orders/order-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { refusalOf } from "#app/forms/form-reply.ts";
import { formatMoney } from "#server/lib/money.ts";

/** An order waiting for the buyer's payment: to PayPal now (the same PayPal order, if any). */
export function PayNow({ order, reply }: { order: BuyerOrder; reply?: unknown }) {
  const refused = refusalOf(reply);
  return (
    <form method="post" className="mb-8 flex flex-col gap-3">
      {refused?.message ? <FormAlert>{refused.message}</FormAlert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" name="intent" value="pay" size="lg">
          Pay {formatMoney(order.totals.totalCents)} with PayPal
        </Button>
        <span className="text-sm text-ink-soft">You'll be taken to PayPal to pay.</span>
      </div>
    </form>
  );
}

/**
 * An order that ended unpaid, or was refunded: its items back in the cart in one step (at
 * today's prices), with the acknowledgment a download needs.
 */
export function BuyAgain({ order, reply }: { order: BuyerOrder; reply?: unknown }) {
  const refused = refusalOf(reply);
  const lapsed = order.stage === "lapsed";
  return (
    <form method="post" className="mb-8 flex flex-col gap-3">
      {refused?.message ? <FormAlert>{refused.message}</FormAlert> : null}
      {order.downloadAcknowledgment ? (
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="digitalAcknowledged" className="mt-1" required />
          <span>{order.downloadAcknowledgment}</span>
        </label>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" name="intent" value="buy-again" size="lg">
          {lapsed ? "Check out again" : "Buy the same again"}
        </Button>
        <span className="text-sm text-ink-soft">
          {lapsed
            ? "Your items go back in your cart as they were."
            : "The items go in your cart at today's prices."}
        </span>
      </div>
    </form>
  );
}
