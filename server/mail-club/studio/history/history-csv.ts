import { csvLines } from "#server/csv/csv-text.ts";
import { centsToDollars } from "#server/lib/money.ts";
import { cancelAnswers, type MonthHistory } from "./monthly-history.ts";

/** Monthly churn as a percentage with one decimal ('12.5'), or '' when it is undefined. */
export function churnPercent(churn: number | null) {
  return churn === null ? "" : (churn * 100).toFixed(1);
}

export const historyCsvHeader = [
  "month",
  "month_complete",
  "joins",
  "cancels",
  ...cancelAnswers.map((answer) => `cancels_${answer}`),
  "skips",
  "pauses",
  "held",
  "active_at_start",
  "active_at_end",
  "churn_percent",
  "mail_club_revenue",
  "shop_orders_revenue",
];

/** The studio's monthly table as CSV: one row a month, oldest first, money in dollars. */
export function monthlyHistoryCsv(months: readonly MonthHistory[]): string {
  const rows = months.map((month) => [
    month.month,
    month.inProgress ? "no" : "yes",
    String(month.joins),
    String(month.cancels),
    ...cancelAnswers.map((answer) => String(month.cancelsByReason[answer])),
    String(month.skips),
    String(month.pauses),
    String(month.held),
    String(month.activeAtStart),
    String(month.activeAtEnd),
    churnPercent(month.churn),
    centsToDollars(month.mailClubCents),
    centsToDollars(month.shopOrdersCents),
  ]);
  return csvLines([historyCsvHeader, ...rows]);
}
