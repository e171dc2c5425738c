import { Link } from "react-router";
import { StudioTable } from "#app/components/studio/studio-table.tsx";
import { formatMoney } from "#server/lib/money.ts";
import { rideAlongNote } from "#server/mail-club/ride-along/ride-along-messages.ts";
import { OrderStatusBadge } from "./order-status-badge.tsx";

export interface OrderListRow {
  id: number;
  orderNumber: string;
  createdAt: string;
  customerName: string;
  customerEmail: string;
  status: string;
  totalCents: number;
  itemCount: number;
  rideAlongSubscriptionId?: number | null;
  rideAlongIssue?: string | null;
}

/** One page of orders: the number links to the order; sideways scrolling on a phone. */
export function OrdersListTable(props: { orders: OrderListRow[]; timeZone: string }) {
  const placed = new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: props.timeZone,
  });
  return (
    <StudioTable
      label="Orders"
      minWidth="min-w-[36rem]"
      rows={props.orders}
      rowKey={(order) => order.id}
      columns={[
        {
          header: "Order",
          rowHeader: true,
          className: "font-normal",
          cell: (order) => (
            <Link
              to={`/studio/orders/${order.id}`}
              className="inline-flex min-h-11 items-center font-mono font-semibold whitespace-nowrap text-clay-deep underline underline-offset-4 sm:min-h-0"
            >
              {order.orderNumber}
            </Link>
          ),
        },
        {
          header: "Placed",
          className: "whitespace-nowrap",
          cell: (order) => (
            <time dateTime={order.createdAt}>{placed.format(new Date(order.createdAt))}</time>
          ),
        },
        {
          header: "Customer",
          className: "min-w-56",
          cell: (order) => (
            <>
              <span className="block font-semibold">{order.customerName}</span>
              <span className="block break-words text-ink-soft">{order.customerEmail}</span>
            </>
          ),
        },
        {
          header: "Status",
          cell: (order) => {
            const note = rideAlongNote(order);
            return (
              <>
                <OrderStatusBadge status={order.status} />
                {note ? <span className="mt-1 block text-sm text-ink-soft">{note}</span> : null}
              </>
            );
          },
        },
        {
          header: "Items",
          align: "right",
          className: "tabular-nums",
          cell: (order) => order.itemCount,
        },
        {
          header: "Total",
          align: "right",
          className: "font-semibold tabular-nums",
          cell: (order) => formatMoney(order.totalCents),
        },
      ]}
    />
  );
}
