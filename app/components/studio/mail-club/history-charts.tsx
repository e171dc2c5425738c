import { BarChart } from "#app/components/studio/bar-chart.tsx";
import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import { StudioTable } from "#app/components/studio/studio-table.tsx";
import { formatMoney } from "#server/lib/money.ts";
import type { MonthHistory } from "#server/mail-club/studio/history/monthly-history.ts";

/** A month of the history with its words for the screen. */
export interface ShownMonth extends MonthHistory {
  /** 'Mar 27', under its bars. */
  label: string;
  /** 'March 2027', or 'April 2027 (so far)'. */
  name: string;
  churnText: string;
  /** The cancels' answers: 'Too expensive 1, No answer 1'. */
  reasons: string;
}

const count = (value: number) => String(value);
const total = (months: readonly ShownMonth[], pick: (month: ShownMonth) => number) =>
  months.reduce((sum, month) => sum + pick(month), 0);

/** The Mail Club month by month: five charts, then every figure in one table. */
export function HistoryCharts({ months }: { months: ShownMonth[] }) {
  const labels = months.map((month) => month.label);
  const span = `${months[0]?.name} to ${months.at(-1)?.name}`;
  const latest = months.at(-1);
  return (
    <>
      <div className="grid gap-4">
        <StudioPanel>
          <BarChart
            title="Active members"
            summary={`Active members at each month's end, ${span}: ${months.map((month) => month.activeAtEnd).join(", ")}.`}
            labels={labels}
            series={[{ name: "Active members", values: months.map((month) => month.activeAtEnd) }]}
            format={count}
          />
        </StudioPanel>
        <StudioPanel>
          <BarChart
            title="Joins and cancels"
            summary={`${total(months, (month) => month.joins)} joins and ${total(months, (month) => month.cancels)} cancels, ${span}.`}
            labels={labels}
            series={[
              { name: "Joins", values: months.map((month) => month.joins) },
              { name: "Cancels", values: months.map((month) => month.cancels) },
            ]}
            format={count}
          />
        </StudioPanel>
        <StudioPanel>
          <BarChart
            title="Skips, pauses and held"
            summary={`Members each month's issue left out, ${span}: ${total(months, (month) => month.skips)} skips, ${total(months, (month) => month.pauses)} pauses, ${total(months, (month) => month.held)} held for payment.`}
            labels={labels}
            series={[
              { name: "Skips", values: months.map((month) => month.skips) },
              { name: "Pauses", values: months.map((month) => month.pauses) },
              { name: "Held", values: months.map((month) => month.held) },
            ]}
            format={count}
          />
        </StudioPanel>
        <StudioPanel>
          <BarChart
            title="Monthly churn"
            summary={`Cancels as a share of the members at each month's start, ${span}; ${latest?.name}: ${latest?.churnText}.`}
            labels={labels}
            series={[{ name: "Churn", values: months.map((month) => (month.churn ?? 0) * 100) }]}
            format={(value) => `${value.toFixed(1)}%`}
          />
        </StudioPanel>
        <StudioPanel>
          <BarChart
            title="Revenue"
            summary={`Mail Club payments ${formatMoney(total(months, (month) => month.mailClubCents))} and shop orders ${formatMoney(total(months, (month) => month.shopOrdersCents))}, ${span}.`}
            labels={labels}
            series={[
              { name: "Mail Club", values: months.map((month) => month.mailClubCents) },
              { name: "Shop orders", values: months.map((month) => month.shopOrdersCents) },
            ]}
            format={formatMoney}
          />
        </StudioPanel>
      </div>
      <HistoryTable months={months} />
    </>
  );
}

function HistoryTable({ months }: { months: ShownMonth[] }) {
  const number = (pick: (month: ShownMonth) => number | string) => ({
    align: "right" as const,
    className: "tabular-nums",
    cell: (month: ShownMonth) => pick(month),
  });
  return (
    <StudioTable
      label="Every month's figures"
      minWidth="min-w-[56rem]"
      rows={[...months].reverse()}
      rowKey={(month) => month.month}
      columns={[
        {
          header: "Month",
          rowHeader: true,
          className: "whitespace-nowrap",
          cell: (month) => month.name,
        },
        { header: "Joins", ...number((month) => month.joins) },
        { header: "Cancels", ...number((month) => month.cancels) },
        { header: "Why they left", className: "min-w-44", cell: (month) => month.reasons || "—" },
        { header: "Skips", ...number((month) => month.skips) },
        { header: "Pauses", ...number((month) => month.pauses) },
        { header: "Held", ...number((month) => month.held) },
        { header: "Active at start", ...number((month) => month.activeAtStart) },
        { header: "Active at end", ...number((month) => month.activeAtEnd) },
        { header: "Churn", ...number((month) => month.churnText) },
        { header: "Mail Club", ...number((month) => formatMoney(month.mailClubCents)) },
        { header: "Shop orders", ...number((month) => formatMoney(month.shopOrdersCents)) },
      ]}
    />
  );
}
