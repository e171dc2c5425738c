import { BarChart } from "#app/components/studio/bar-chart.tsx";
import { FigureCard } from "#app/components/studio/dashboard/figure-card.tsx";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { shopClock } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { formatMoney } from "#server/lib/money.ts";
import { membersPerMonth, salesPerDay } from "#server/studio/dashboard/dashboard-charts.ts";
import { dashboardFigures } from "#server/studio/dashboard/dashboard-figures.ts";
import type { Route } from "./+types/dashboard";

export function meta() {
  return [{ title: "Dashboard — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const { now, timeZone } = await shopClock(context);
  const [figures, sales, members] = await Promise.all([
    dashboardFigures(db, { now, timeZone }),
    salesPerDay(db, { now, timeZone }),
    membersPerMonth(db, { now, timeZone }),
  ]);
  return { figures, sales, members };
}

function timeLeft(ms: number) {
  const hours = Math.floor(ms / 3_600_000);
  const days = Math.floor(hours / 24);
  if (days >= 1) return `${days} day${days === 1 ? "" : "s"}, ${hours % 24} h`;
  return `${hours} h ${Math.floor((ms % 3_600_000) / 60_000)} min`;
}

const shortDay = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

const shortMonth = new Intl.DateTimeFormat("en-US", {
  month: "short",
  year: "2-digit",
  timeZone: "UTC",
});

function monthName(key: string) {
  return shortMonth.format(new Date(`${key}-15T12:00:00Z`));
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { figures, sales, members } = loaderData;
  const revenue = figures.revenueThisMonth;
  const salesTotal = sales.reduce((total, day) => total + day.cents, 0);
  const orderCount = sales.reduce((total, day) => total + day.orders, 0);
  return (
    <StudioPage title="Dashboard" description="The shop at a glance.">
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <FigureCard
          label="Orders to ship"
          value={String(figures.ordersToShip)}
          detail="Paid or being prepared"
          to="/studio/orders?status=paid"
        />
        <FigureCard
          label="Revenue this month"
          value={formatMoney(revenue.ordersCents + revenue.mailClubCents)}
          detail={`Orders ${formatMoney(revenue.ordersCents)} · Mail Club ${formatMoney(revenue.mailClubCents)}`}
        />
        <FigureCard
          label="Active members"
          value={String(figures.activeMembers)}
          detail="Mail Club"
          to="/studio/mail-club"
        />
        <FigureCard
          label="Next cutoff"
          value={timeLeft(figures.nextCutoff.msLeft)}
          detail={`${figures.nextCutoff.lastDay} (${figures.nextCutoff.zone} time) closes the ${figures.nextCutoff.issue} issue`}
        />
      </ul>
      <StudioPanel>
        <BarChart
          title="Sales per day, last 90 days"
          summary={`${orderCount} paid orders worth ${formatMoney(salesTotal)} in the last 90 days.`}
          emptyText="No paid orders in the last 90 days yet."
          labelHeader="Day"
          labels={sales.map((day) => shortDay.format(new Date(`${day.day}T12:00:00Z`)))}
          series={[{ name: "Sales", values: sales.map((day) => day.cents) }]}
          format={formatMoney}
        />
      </StudioPanel>
      <StudioPanel>
        <BarChart
          title="Mail Club members per month"
          summary={`Members at each month's end: ${members.map((month) => month.members).join(", ")}.`}
          emptyText="No Mail Club members yet."
          labels={members.map((month) => monthName(month.month))}
          series={[{ name: "Members", values: members.map((month) => month.members) }]}
          format={String}
        />
      </StudioPanel>
    </StudioPage>
  );
}
