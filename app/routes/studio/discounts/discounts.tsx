import { Link } from "react-router";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { StudioTable } from "#app/components/studio/studio-table.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonClasses, LinkButton } from "#app/components/ui/button.tsx";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { discountReport } from "#server/discounts/studio/discount-report.ts";
import { formatMoney } from "#server/lib/money.ts";
import type { Route } from "./+types/discounts";

export function meta() {
  return [{ title: "Discounts — Studio" }];
}

/** What a discount takes off, in a few words. */
function offText(row: Awaited<ReturnType<typeof discountReport>>[number]) {
  switch (row.kind) {
    case "percent":
      return `${row.percentOff}% off`;
    case "fixed":
      return `${formatMoney(row.amountOffCents)} off`;
    case "free_postage": {
      const to = row.postageCountries.length ? ` to ${row.postageCountries.join(", ")}` : "";
      const cap = row.postageCapCents === null ? "" : `, up to ${formatMoney(row.postageCapCents)}`;
      return `Free postage${to}${cap}`;
    }
    case "club_intro":
      return `Mail Club: ${formatMoney(row.introPriceCents)} for ${row.introIssues === 2 ? "2 issues" : "1 issue"}`;
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const rows = await discountReport(db, new Date());
  return {
    discounts: rows.map((row) => ({
      id: row.id,
      name: row.name,
      code: row.code,
      off: offText(row),
      minimum: row.minSubtotalCents === null ? null : `from ${formatMoney(row.minSubtotalCents)}`,
      status: row.status,
      uses: row.usageLimit === null ? String(row.uses) : `${row.uses} of ${row.usageLimit}`,
      held: row.held,
      pastIntro: row.club ? `${row.club.stayedAfterIntro} past the intro` : null,
      revenue: formatMoney(row.revenueCents),
      given: formatMoney(row.givenCents),
    })),
  };
}

const badge = {
  active: "sage",
  scheduled: "accent",
  "used up": "outline",
  ended: "outline",
  archived: "outline",
} as const;

export default function Discounts({ loaderData }: Route.ComponentProps) {
  const { discounts } = loaderData;
  return (
    <StudioPage
      title="Discounts"
      description="Codes to hand out and automatic sales, with what each has brought in."
      actions={
        <>
          <a
            href="/studio/discounts/report.csv"
            download
            className={buttonClasses({ variant: "secondary" })}
          >
            Download CSV
          </a>
          <LinkButton to="/studio/discounts/new">New discount</LinkButton>
        </>
      }
    >
      <StudioPanel>
        {discounts.length === 0 ? (
          <p>No discounts yet. Make a code to thank a reader, or a sale for a weekend.</p>
        ) : (
          <StudioTable
            label="Discounts"
            minWidth="min-w-[52rem]"
            rows={discounts}
            rowKey={(row) => row.id}
            columns={[
              {
                header: "Discount",
                rowHeader: true,
                className: "font-normal",
                cell: (row) => (
                  <>
                    <Link
                      to={`/studio/discounts/${row.id}`}
                      className="font-semibold underline-offset-4 hover:underline"
                    >
                      {row.name}
                    </Link>
                    <span className="block font-mono text-sm text-ink-soft">
                      {row.code ?? "Automatic sale"}
                    </span>
                  </>
                ),
              },
              {
                header: "Takes off",
                cell: (row) => (
                  <>
                    {row.off}
                    {row.minimum ? (
                      <span className="block text-sm text-ink-soft">{row.minimum}</span>
                    ) : null}
                  </>
                ),
              },
              {
                header: "Status",
                cell: (row) => <Badge variant={badge[row.status]}>{row.status}</Badge>,
              },
              {
                header: "Uses",
                align: "right",
                className: "tabular-nums whitespace-nowrap",
                cell: (row) => (
                  <>
                    {row.uses}
                    {row.held > 0 ? (
                      <span className="block text-sm text-ink-soft">+{row.held} unpaid</span>
                    ) : null}
                    {row.pastIntro ? (
                      <span className="block text-sm text-ink-soft">{row.pastIntro}</span>
                    ) : null}
                  </>
                ),
              },
              {
                header: "Revenue",
                align: "right",
                className: "tabular-nums",
                cell: (row) => row.revenue,
              },
              {
                header: "Given",
                align: "right",
                className: "tabular-nums",
                cell: (row) => row.given,
              },
            ]}
          />
        )}
      </StudioPanel>
    </StudioPage>
  );
}
