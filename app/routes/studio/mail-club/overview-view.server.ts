/** The Mail Club overview's figures as the screen shows them: words, dates and money as text. */
import type { ShownMonth } from "#app/components/studio/mail-club/history-charts.tsx";
import type { ShownPrintRun } from "#app/components/studio/mail-club/print-run-panel.tsx";
import { formatMoney } from "#server/lib/money.ts";
import { cancelReasonLabels } from "#server/mail-club/cancel/cancel-reasons.ts";
import { formatIssueMonth, parseIssueMonthKey } from "#server/mail-club/issue-month.ts";
import { churnPercent } from "#server/mail-club/studio/history/history-csv.ts";
import type { MonthHistory } from "#server/mail-club/studio/history/monthly-history.ts";
import type { PrintRun } from "#server/mail-club/studio/print-run/print-run.ts";
import { mailClubFormat } from "./mail-club-format.server.ts";

const monthOf = (key: string) => {
  const month = parseIssueMonthKey(key);
  return month ? formatIssueMonth(month) : key;
};

function runStatus(run: PrintRun, format: ReturnType<typeof mailClubFormat>) {
  switch (run.state) {
    case "open":
      return `Forecast: who gets it if nothing changes before the cutoff, ${format.cutoff(run.cutoff)}.`;
    case "cutoff-passed":
      return "The cutoff has passed: the list is fixed within minutes.";
    case "frozen":
      return "Frozen at the cutoff: these are the envelopes to print and post.";
    case "mailed":
      return "Mailed.";
  }
}

function postageText(run: PrintRun) {
  const { postage } = run.figures;
  if (!postage.priced) return { amount: "—", note: "The shop prices no postage (Shipping)." };
  const note =
    postage.unpriced > 0
      ? `${postage.unpriced} envelope${postage.unpriced === 1 ? "" : "s"} not priced: no zone or letter rate takes ${postage.unpriced === 1 ? "it" : "them"}.`
      : `Each a ${postage.weightGrams} g letter at your Shipping rates.`;
  return { amount: formatMoney(postage.cents), note };
}

/** One issue's print run for the panel. */
export function shownPrintRun(run: PrintRun, timeZone: string): ShownPrintRun {
  const format = mailClubFormat(timeZone);
  return {
    month: monthOf(run.month),
    status: runStatus(run, format),
    issueHref: run.issueId ? `/studio/mail-club/issues/${run.issueId}` : null,
    figures: run.figures,
    postage: postageText(run),
  };
}

const shortMonth = new Intl.DateTimeFormat("en-US", {
  month: "short",
  year: "2-digit",
  timeZone: "UTC",
});

/** The history's months for the charts and the table. */
export function shownHistory(months: readonly MonthHistory[]): ShownMonth[] {
  return months.map((month) => ({
    ...month,
    label: shortMonth.format(new Date(`${month.month}-15T12:00:00Z`)),
    name: `${monthOf(month.month)}${month.inProgress ? " (so far)" : ""}`,
    churnText: month.churn === null ? "—" : `${churnPercent(month.churn)}%`,
    reasons: Object.entries(month.cancelsByReason)
      .filter(([, count]) => count > 0)
      .map(([answer, count]) => `${answerLabel(answer)} ${count}`)
      .join(", "),
  }));
}

function answerLabel(answer: string) {
  return answer in cancelReasonLabels
    ? cancelReasonLabels[answer as keyof typeof cancelReasonLabels]
    : "No answer";
}
