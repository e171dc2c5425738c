import { Link } from "react-router";
import {
  formatPlaced,
  formatStatus,
  orderPath,
  trackingUrl,
} from "#app/components/account/order-format.ts";
import { Badge, type BadgeVariant } from "#app/components/ui/badge.tsx";
import { formatMoney } from "#server/lib/money.ts";

export interface OrderRow {
  id: number;
  orderNumber: string;
  createdAt: Date | string | null;
  status: string;
  totalCents: number;
  trackingNumber: string | null;
  trackingCarrier: string | null;
}

const statusLooks: Record<string, BadgeVariant> = {
  delivered: "sage",
  shipped: "sage",
  paid: "accent",
  processing: "accent",
  cancelled: "outline",
  refunded: "outline",
};

const cell = "px-4 py-3.5 align-top";

/**
 * The order history table (spec §2): Order, Placed, Status, Tracking, Total. On a phone each
 * row becomes a small card (the header row is hidden and every cell names its column), so
 * nothing scrolls sideways at 390 px. Each order number links to that order's page.
 */
export function OrdersTable(props: {
  orders: OrderRow[];
  /** The shop's time zone: the day each order was placed is counted there. */
  timeZone: string;
  /** When older orders are left out: the list says it shows the most recent ones. */
  latestOf?: number;
}) {
  const { orders, timeZone, latestOf } = props;
  return (
    <div className="paper-card relative overflow-hidden">
      <table className="w-full border-collapse text-left">
        {latestOf ? (
          <caption className="caption-bottom border-t border-line px-4 py-3 text-left text-sm text-ink-soft">
            Showing your {latestOf} most recent orders.
          </caption>
        ) : null}
        <thead className="hidden bg-paper-deep/70 text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase sm:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-3">
              Order
            </th>
            <th scope="col" className="px-4 py-3">
              Placed
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              Tracking
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr
              key={order.orderNumber}
              className="grid grid-cols-2 gap-x-4 border-b border-line px-1 py-2 last:border-b-0 sm:table-row sm:p-0"
            >
              <th scope="row" className={`${cell} col-span-2 font-semibold sm:col-span-1`}>
                <Label>Order</Label>
                <Link
                  to={orderPath(order.id)}
                  className="font-mono text-[0.95rem] break-all text-clay-deep underline underline-offset-4 decoration-clay/40 hover:decoration-clay"
                >
                  {order.orderNumber}
                </Link>
              </th>
              <td className={cell}>
                <Label>Placed</Label>
                <span className="tabular-nums">{formatPlaced(order.createdAt, timeZone)}</span>
              </td>
              <td className={cell}>
                <Label>Status</Label>
                <Badge variant={statusLooks[order.status] ?? "neutral"}>
                  {formatStatus(order.status)}
                </Badge>
              </td>
              <td className={cell}>
                <Label>Tracking</Label>
                <Tracking carrier={order.trackingCarrier} number={order.trackingNumber} />
              </td>
              <td className={`${cell} sm:text-right`}>
                <Label>Total</Label>
                <span className="font-semibold tabular-nums">{formatMoney(order.totalCents)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The column's name, shown inside the cell on narrow screens where the header row is hidden. */
function Label({ children }: { children: string }) {
  return (
    <span
      aria-hidden="true"
      className="mb-0.5 block text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase sm:hidden"
    >
      {children}
    </span>
  );
}

function Tracking({ carrier, number }: { carrier: string | null; number: string | null }) {
  if (!number?.trim()) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">No tracking yet</span>
      </>
    );
  }
  const url = trackingUrl(carrier, number);
  const text = carrier ? `${carrier} ${number}` : number;
  if (!url) return <span className="break-all">{text}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold break-all text-clay-deep underline underline-offset-4 decoration-clay/40 hover:decoration-clay"
    >
      {text}
      <span className="sr-only"> (opens the carrier's tracking page in a new tab)</span>
    </a>
  );
}
