import { Form } from "react-router";
import { formatStatus } from "#app/components/account/order-format.ts";
import { ConfirmDialog } from "#app/components/studio/confirm-dialog.tsx";
import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { type FormReply, replyFor } from "#app/forms/form-reply.ts";
import { formatMoney } from "#server/lib/money.ts";
import type { OrderView } from "./order-view.ts";
import { ShipForm } from "./ship-form.tsx";

const plainMoveLabels: Record<string, string> = {
  processing: "Mark Processing",
  delivered: "Mark Delivered",
};

/**
 * What the maker can do next: one control for each move the state machine allows from the
 * order's status (the loader's `moves`), and nothing else. The server checks each move again.
 */
export function OrderMovesPanel(props: {
  order: OrderView;
  moves: string[];
  /** The action's reply, whose refused shipment the ship form shows again. */
  reply: FormReply | undefined;
  /** The intent being sent, while it is. */
  busyIntent: string | null;
}) {
  const { order, moves, busyIntent } = props;
  const busy = busyIntent !== null;
  if (moves.length === 0) {
    return (
      <StudioPanel title="Next steps">
        <p className="text-ink-soft">
          This order is {formatStatus(order.status)}: there is nothing more to do with it.
        </p>
      </StudioPanel>
    );
  }
  return (
    <StudioPanel title="Next steps">
      <div className="flex flex-col gap-5">
        {moves.includes("shipped") ? (
          <ShipForm reply={replyFor(props.reply, "ship")} busy={busyIntent === "ship"} />
        ) : null}
        <div className="flex flex-wrap gap-2">
          {moves
            .filter((to) => to in plainMoveLabels)
            .map((to) => (
              <Form method="post" key={to}>
                <input type="hidden" name="intent" value="move" />
                <input type="hidden" name="to" value={to} />
                <Button type="submit" variant="secondary" disabled={busy}>
                  {plainMoveLabels[to]}
                </Button>
              </Form>
            ))}
          {moves.includes("cancelled") ? (
            <ConfirmDialog
              id="cancel-order-dialog"
              trigger="Cancel order"
              title={`Cancel order ${order.orderNumber}?`}
              confirm="Cancel the order"
              keep="Keep the order as it is"
              fields={{ intent: "move", to: "cancelled" }}
              busy={busy}
            >
              <p>
                The customer has not paid. Cancelling it puts its reserved stock back on sale, and
                it can no longer be paid.
              </p>
            </ConfirmDialog>
          ) : null}
          {moves.includes("refunded") ? <RefundDialogs order={order} busy={busy} /> : null}
        </div>
      </div>
    </StudioPanel>
  );
}

/**
 * 'Refund in full': gift cards and credit get back what they paid, PayPal what it took; or, for
 * a customer who agreed, PayPal's part as store credit instead.
 */
function RefundDialogs({ order, busy }: { order: OrderView; busy: boolean }) {
  const paypalCents = order.totalCents - order.balancePaidCents;
  const balances = order.balancePayments
    .map((part) => `${part.label} gets ${formatMoney(part.amountCents)}`)
    .join(", ");
  const stockNote = (
    <p className="text-sm text-ink-soft">
      Stock is not put back: if the items come back to you, change the stock in Products.
    </p>
  );
  return (
    <>
      <ConfirmDialog
        id="refund-order-dialog"
        trigger="Refund in full"
        title={`Refund ${formatMoney(order.totalCents)} to ${order.customerName}?`}
        confirm={
          paypalCents > 0 ? `Refund ${formatMoney(paypalCents)} through PayPal` : "Refund the order"
        }
        keep="Keep the order as it is"
        fields={{ intent: "refund" }}
        busy={busy}
      >
        <p>
          {paypalCents > 0
            ? `PayPal sends ${formatMoney(paypalCents)} back to the customer's PayPal account`
            : "Nothing went through PayPal"}
          {balances ? ` and ${balances} back` : ""}; the order is marked Refunded. This cannot be
          undone.
        </p>
        {stockNote}
      </ConfirmDialog>
      {order.customerId !== null && paypalCents > 0 ? (
        <ConfirmDialog
          id="refund-credit-dialog"
          trigger="Refund as store credit"
          title={`Refund ${formatMoney(order.totalCents)} to ${order.customerName} as store credit?`}
          confirm={`Give ${formatMoney(paypalCents)} of store credit`}
          keep="Keep the order as it is"
          fields={{ intent: "refund", refundTo: "store_credit" }}
          busy={busy}
        >
          <p>
            Only when the customer agreed to it: nothing goes back through PayPal, and the{" "}
            {formatMoney(paypalCents)} it took becomes store credit for their next order
            {balances ? `; ${balances} back` : ""}. The order is marked Refunded.
          </p>
          {stockNote}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
