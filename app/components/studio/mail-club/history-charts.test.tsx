import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HistoryCharts, type ShownMonth } from "./history-charts.tsx";

const month = (key: string, label: string, more: Partial<ShownMonth> = {}): ShownMonth => ({
  month: key,
  inProgress: false,
  joins: 2,
  cancels: 1,
  cancelsByReason: {
    too_expensive: 1,
    too_much_mail: 0,
    moving: 0,
    not_expected: 0,
    other: 0,
    unanswered: 0,
  },
  skips: 1,
  pauses: 0,
  held: 0,
  activeAtStart: 4,
  activeAtEnd: 5,
  churn: 0.25,
  mailClubCents: 4440,
  shopOrdersCents: 1750,
  label,
  name: label,
  churnText: "25.0%",
  reasons: "Too expensive 1",
  ...more,
});

describe("HistoryCharts", () => {
  it("names each chart, describes it in words and gives its numbers as a table", () => {
    const html = renderToStaticMarkup(
      <HistoryCharts
        months={[month("2027-02", "Feb 27"), month("2027-03", "Mar 27", { joins: 3 })]}
      />,
    );
    for (const title of [
      "Active members",
      "Joins and cancels",
      "Skips, pauses and held",
      "Monthly churn",
      "Revenue",
    ]) {
      expect(html).toContain(`<figcaption class="text-lg font-semibold">${title}</figcaption>`);
    }
    expect(html).toContain('aria-label="5 joins and 2 cancels, Feb 27 to Mar 27."');
    expect(html.match(/role="img"/g)).toHaveLength(5);
    expect(html).toContain("$44.40");
    expect(html).toContain("Too expensive 1");
  });
});
