import { formatMoney } from "#server/lib/money.ts";
import type {
  RatesTableMethod,
  RatesTableZone,
  ShippingRatesTable,
} from "#server/shipping/shipping-rates-table.ts";

const grams = (upToGrams: number) => `up to ${upToGrams.toLocaleString("en-US")} g`;

function freeShippingNote(freeOverCents: number | null) {
  if (freeOverCents === null) return null;
  return freeOverCents === 0
    ? "Free shipping by the cheapest method"
    : `Free shipping by the cheapest method on orders of ${formatMoney(freeOverCents)} or more`;
}

/**
 * The shop's shipping rates where a page text writes `{shipping-rates}`: per zone, each method
 * with what the buyer reads under it at checkout (its delivery time) and its prices by weight.
 * On a phone each method's prices go under its words, so nothing scrolls sideways at 390 px.
 * Without `table` (the studio's preview, which has no rates) a note says what goes there.
 */
export function ShippingRates({ table }: { table: ShippingRatesTable | undefined }) {
  if (!table) {
    return (
      <p className="rounded-lg border-2 border-dashed border-line-strong px-4 py-3 text-base">
        The table of your shipping rates and delivery times goes here, from Studio → Shipping.
      </p>
    );
  }
  if (!table.chargesPostage) return <p>Shipping is free: the checkout adds no shipping charge.</p>;
  if (table.zones.length === 0) {
    return <p>No shipping method is offered at the moment: please write to us before ordering.</p>;
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="paper-card overflow-hidden">
        <table
          aria-label="Shipping rates and delivery times"
          className="w-full border-collapse text-left text-base"
        >
          <thead className="hidden bg-paper-deep/70 text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase sm:table-header-group">
            <tr>
              <th scope="col" className="px-4 py-3">
                Method and delivery
              </th>
              <th scope="col" className="px-4 py-3">
                Price by weight
              </th>
            </tr>
          </thead>
          {table.zones.map((zone) => (
            <ZoneRows key={zone.id} zone={zone} />
          ))}
        </table>
      </div>
      <p className="text-base">
        An order's price goes by the weight of everything posted in it; downloads and Mail Club
        plans weigh nothing.
      </p>
    </div>
  );
}

function ZoneRows({ zone }: { zone: RatesTableZone }) {
  const free = freeShippingNote(zone.freeOverCents);
  return (
    <tbody className="border-t border-line">
      <tr className="block sm:table-row">
        <th
          scope="rowgroup"
          colSpan={2}
          className="block px-4 pt-4 pb-1 text-lg font-semibold text-ink sm:table-cell"
        >
          {zone.name}
          {free ? <span className="block text-base font-medium text-sage-deep">{free}</span> : null}
        </th>
      </tr>
      {zone.methods.map((method) => (
        <MethodRow key={method.id} method={method} />
      ))}
    </tbody>
  );
}

function MethodRow({ method }: { method: RatesTableMethod }) {
  return (
    <tr className="grid gap-1 px-4 py-2 align-top sm:table-row sm:p-0">
      <th scope="row" className="font-normal sm:px-4 sm:py-2">
        <span className="block font-semibold text-ink">{method.name}</span>
        {method.description ? <span className="block">{method.description}</span> : null}
        {method.lettersOnly ? (
          <span className="block text-sm">Only when everything fits in a letter.</span>
        ) : null}
      </th>
      <td className="whitespace-nowrap sm:px-4 sm:py-2">
        <ul className="flex max-w-64 flex-col gap-0.5 sm:max-w-none">
          {method.bands.map((band) => (
            <li key={band.upToGrams} className="flex justify-between gap-x-3">
              <span>{grams(band.upToGrams)}</span>
              <span className="font-semibold text-ink tabular-nums">
                {formatMoney(band.priceCents)}
              </span>
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}
