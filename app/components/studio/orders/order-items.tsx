import { PersonalisationList } from "#app/components/cart/personalisation-list.tsx";
import { StudioPanel, studioTable } from "#app/components/studio/studio-page.tsx";
import { formatMoney } from "#server/lib/money.ts";
import { orderTaxLine, taxLineLabel } from "#server/tax/tax-label.ts";
import type { OrderView } from "./order-view.ts";

const cellHead = "px-2 py-2.5 font-semibold sm:px-3";
const cell = "px-2 py-2.5 align-top sm:px-3";

/** The order's lines (name, quantity, unit price, line total) and its totals. */
export function OrderItems({ order }: { order: OrderView }) {
  const totals: [string, number][] = [
    ["Subtotal", order.subtotalCents],
    ...order.discounts.map(({ name, amountCents }): [string, number] => [name, -amountCents]),
    ["Shipping", order.shippingCents],
    [
      taxLineLabel(
        orderTaxLine(
          order.tax,
          order.items.map((item) => item.taxRatePpm),
        ),
      ),
      order.taxCents,
    ],
  ];
  return (
    <StudioPanel title="Items">
      {/* Narrow enough for a phone as it is: the titles wrap, nothing scrolls sideways. */}
      <table className="w-full border-collapse text-left text-sm">
        <thead className={studioTable.head}>
          <tr>
            <th scope="col" className={cellHead}>
              Item
            </th>
            <th scope="col" className={`${cellHead} text-right`}>
              <span aria-hidden="true" className="sm:hidden">
                Qty
              </span>
              <span className="sr-only sm:not-sr-only">Quantity</span>
            </th>
            <th scope="col" className={`${cellHead} text-right`}>
              Unit price
            </th>
            <th scope="col" className={`${cellHead} text-right`}>
              Line total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id} className={studioTable.row}>
              <th scope="row" className={`${cell} font-semibold break-words`}>
                {item.title}
                <PersonalisationList
                  personalisation={item.personalisation}
                  className="mt-1 font-normal"
                />
              </th>
              <td className={`${cell} text-right tabular-nums`}>{item.quantity}</td>
              <td className={`${cell} text-right tabular-nums`}>
                {formatMoney(item.unitPriceCents)}
              </td>
              <td className={`${cell} text-right tabular-nums`}>
                {formatMoney(item.unitPriceCents * item.quantity)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {totals.map(([label, cents]) => (
            <tr key={`${label}:${cents}`}>
              <th scope="row" colSpan={3} className="px-2 pt-2 text-right font-normal sm:px-3">
                {label}
              </th>
              <td className="px-2 pt-2 text-right tabular-nums sm:px-3">{formatMoney(cents)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" colSpan={3} className="px-2 pt-2 text-right font-semibold sm:px-3">
              Total
            </th>
            <td className="px-2 pt-2 text-right font-semibold tabular-nums sm:px-3">
              {formatMoney(order.totalCents)}
            </td>
          </tr>
        </tfoot>
      </table>
    </StudioPanel>
  );
}
