import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { formatMoney } from "#server/lib/money.ts";
import type { StateNexus } from "#server/tax/nexus.ts";

const percent = (share: number) => `${Math.floor(share * 100)} %`;

function thresholdText(threshold: StateNexus["threshold"]) {
  const sales = formatMoney(threshold.salesCents);
  if (!threshold.orders) return sales;
  return `${sales} ${threshold.rule === "both" ? "and" : "or"} ${threshold.orders} orders`;
}

/**
 * Each state's sales in the last 12 months against the threshold at which it asks a seller
 * based elsewhere to register, with a warning from 80 % where the shop is not registered.
 */
export function NexusTracker(props: { nexus: StateNexus[] }) {
  const warned = props.nexus.filter((state) => state.warn);
  return (
    <StudioPanel title="Sales by state (nexus tracker)">
      {warned.map((state) => (
        <FormAlert
          key={state.state}
          title={`${state.state}: ${percent(state.share)} of the threshold`}
          className="mb-4"
        >
          <p>
            Sales to {state.state} in the last 12 months are {formatMoney(state.salesCents)} in{" "}
            {state.orders} orders; the state asks sellers to register at{" "}
            {thresholdText(state.threshold)}. Register with the state before you pass it, then tick
            it under US states below.
          </p>
        </FormAlert>
      ))}
      {props.nexus.length === 0 ? (
        <p className="text-sm text-ink-soft">No paid orders to US states in the last 12 months.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                <th className="py-1 pr-4">State</th>
                <th className="py-1 pr-4 text-right">Sales</th>
                <th className="py-1 pr-4 text-right">Orders</th>
                <th className="py-1 pr-4">Threshold</th>
                <th className="py-1 text-right">Reached</th>
              </tr>
            </thead>
            <tbody>
              {props.nexus.map((state) => (
                <tr key={state.state} className="border-b border-line/60">
                  <td className="py-1 pr-4">
                    {state.state}
                    {state.registered ? " (registered)" : ""}
                  </td>
                  <td className="py-1 pr-4 text-right tabular-nums">
                    {formatMoney(state.salesCents)}
                  </td>
                  <td className="py-1 pr-4 text-right tabular-nums">{state.orders}</td>
                  <td className="py-1 pr-4">{thresholdText(state.threshold)}</td>
                  <td
                    className={`py-1 text-right tabular-nums ${state.warn ? "font-semibold text-danger" : ""}`}
                  >
                    {percent(state.share)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-3 text-xs text-ink-soft">
        Thresholds as the shop knows them (November 2026); states change them, so check with the
        state's revenue office before you rely on one.
      </p>
    </StudioPanel>
  );
}
