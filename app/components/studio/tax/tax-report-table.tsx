import { formatMoney } from "#server/lib/money.ts";
import type { TaxReportRow } from "#server/tax/studio/tax-report.ts";

const head = "py-1.5 pr-4 font-semibold";
const cell = "py-1.5 pr-4";
const amount = `${cell} text-right tabular-nums`;

/** The report's rows: a period's line per jurisdiction, its figures in dollars. */
export function TaxReportTable({ rows }: { rows: TaxReportRow[] }) {
  if (rows.length === 0) return <p className="text-sm text-ink-soft">No taxed orders yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-line">
            <th className={head}>Period</th>
            <th className={head}>Jurisdiction</th>
            <th className={`${head} text-right`}>Orders</th>
            <th className={`${head} text-right`}>Sales</th>
            <th className={`${head} text-right`}>Tax collected</th>
            <th className={`${head} text-right`}>Refunded</th>
            <th className={`${head} text-right`}>Owed</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.period}-${row.jurisdiction}`} className="border-b border-line/60">
              <td className={cell}>{row.period}</td>
              <td className={cell}>
                {row.jurisdiction} · {row.region}
              </td>
              <td className={amount}>{row.orders}</td>
              <td className={amount}>{formatMoney(row.salesCents)}</td>
              <td className={amount}>{formatMoney(row.taxCents)}</td>
              <td className={amount}>{formatMoney(row.refundedTaxCents)}</td>
              <td className={`${amount} font-semibold`}>{formatMoney(row.owedCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
