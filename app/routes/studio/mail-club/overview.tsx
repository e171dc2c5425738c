import { HistoryCharts } from "#app/components/studio/mail-club/history-charts.tsx";
import { PrintRunPanel } from "#app/components/studio/mail-club/print-run-panel.tsx";
import { mailClubTabs } from "#app/components/studio/studio-nav.ts";
import { StudioPage } from "#app/components/studio/studio-page.tsx";
import { StudioTabs } from "#app/components/studio/studio-tabs.tsx";
import { shopClock } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { monthlyHistory } from "#server/mail-club/studio/history/monthly-history.ts";
import { printRunForecast } from "#server/mail-club/studio/print-run/print-run.ts";
import type { Route } from "./+types/overview";
import { shownHistory, shownPrintRun } from "./overview-view.server.ts";

export function meta() {
  return [{ title: "Overview — Mail Club — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const clock = await shopClock(context);
  const [runs, history] = await Promise.all([
    printRunForecast(db, clock),
    monthlyHistory(db, clock),
  ]);
  return {
    runs: [runs.next, runs.last].map((run) => shownPrintRun(run, clock.timeZone)),
    months: shownHistory(history),
  };
}

export default function MailClubOverview({ loaderData }: Route.ComponentProps) {
  const { runs, months } = loaderData;
  return (
    <StudioPage
      title="Mail Club overview"
      description="How many envelopes the next issue needs, and the club month by month."
    >
      <StudioTabs label="Mail Club" tabs={mailClubTabs} />
      <PrintRunPanel runs={runs} />
      <section aria-labelledby="history-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="history-title" className="text-xl font-semibold">
            Month by month
          </h2>
          {months.length > 0 ? (
            <a
              href="/studio/mail-club/history.csv"
              download
              className="inline-flex min-h-11 items-center rounded-md border border-line-strong bg-paper-raised px-4 font-semibold hover:bg-paper-deep"
            >
              Download CSV
            </a>
          ) : null}
        </div>
        {months.length > 0 ? (
          <HistoryCharts months={months} />
        ) : (
          <p>Nobody has joined the Mail Club yet: its history starts with the first member.</p>
        )}
      </section>
    </StudioPage>
  );
}
