import { Link } from "react-router";
import { StudioTableFrame, studioTable } from "#app/components/studio/studio-page.tsx";
import { formatMoney } from "#server/money.ts";
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
}

/** One page of orders: the number links to the order; sideways scrolling on a phone. */
export function OrdersListTable(props: { orders: OrderListRow[]; timeZone: string }) {
  const placed = new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: props.timeZone,
  });
  return (
    <StudioTableFrame label="Orders">
      <table className={studioTable.table}>
        <thead className={studioTable.head}>
          <tr>
            <th scope="col" className={studioTable.headCell}>
              Order
            </th>
            <th scope="col" className={studioTable.headCell}>
              Placed
            </th>
            <th scope="col" className={studioTable.headCell}>
              Customer
            </th>
            <th scope="col" className={studioTable.headCell}>
              Status
            </th>
            <th scope="col" className={`${studioTable.headCell} text-right`}>
              Items
            </th>
            <th scope="col" className={`${studioTable.headCell} text-right`}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {props.orders.map((order) => (
            <tr key={order.id} className={studioTable.row}>
              <th scope="row" className={`${studioTable.cell} font-normal`}>
                <Link
                  to={`/studio/orders/${order.id}`}
                  className="inline-flex min-h-11 items-center font-mono font-semibold whitespace-nowrap text-clay-deep underline underline-offset-4 sm:min-h-0"
                >
                  {order.orderNumber}
                </Link>
              </th>
              <td className={`${studioTable.cell} whitespace-nowrap`}>
                <time dateTime={order.createdAt}>{placed.format(new Date(order.createdAt))}</time>
              </td>
              <td className={`${studioTable.cell} min-w-56`}>
                <span className="block font-semibold">{order.customerName}</span>
                <span className="block break-words text-ink-soft">{order.customerEmail}</span>
              </td>
              <td className={studioTable.cell}>
                <OrderStatusBadge status={order.status} />
              </td>
              <td className={`${studioTable.cell} text-right tabular-nums`}>{order.itemCount}</td>
              <td className={`${studioTable.cell} text-right font-semibold tabular-nums`}>
                {formatMoney(order.totalCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </StudioTableFrame>
  );
}
