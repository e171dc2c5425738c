import { Link } from "react-router";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { StudioTable } from "#app/components/studio/studio-table.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { shopTimeZone } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { giftCardLabel } from "#server/balances/gift-card-code.ts";
import { giftCardReport, listGiftCards } from "#server/balances/studio/gift-card-report.ts";
import { appContext } from "#server/context.ts";
import { formatMoney } from "#server/lib/money.ts";
import type { Route } from "./+types/gift-cards";

export function meta() {
  return [{ title: "Gift cards — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const [months, cards] = [
    await giftCardReport(db, await shopTimeZone(context)),
    await listGiftCards(db),
  ];
  return { months: months.toReversed(), cards };
}

const money = (cents: number | null) => formatMoney(cents ?? 0);

export default function GiftCards({ loaderData }: Route.ComponentProps) {
  const { months, cards } = loaderData;
  return (
    <StudioPage
      title="Gift cards"
      description="What was sold and redeemed each month, and what the cards still hold: money the shop owes until it is spent. Cards never expire."
      actions={
        <a
          href="/studio/gift-cards/report.csv"
          download
          className={buttonClasses({ variant: "secondary" })}
        >
          Download CSV
        </a>
      }
    >
      <StudioPanel title="By month">
        {months.length === 0 ? (
          <p className="text-sm text-ink-soft">No gift card sold yet.</p>
        ) : (
          <StudioTable
            label="Gift cards by month"
            minWidth="min-w-[36rem]"
            rows={months}
            rowKey={(row) => row.month}
            columns={[
              { header: "Month", cell: (row) => row.month, rowHeader: true },
              { header: "Sold", cell: (row) => money(row.soldCents), align: "right" },
              { header: "Redeemed", cell: (row) => money(row.redeemedCents), align: "right" },
              { header: "Voided", cell: (row) => money(row.voidedCents), align: "right" },
              {
                header: "Outstanding",
                cell: (row) => <strong>{money(row.outstandingCents)}</strong>,
                align: "right",
              },
            ]}
          />
        )}
      </StudioPanel>
      <StudioPanel title="Cards">
        <StudioTable
          label="Gift cards, newest first"
          minWidth="min-w-[44rem]"
          rows={cards}
          rowKey={(card) => card.id}
          columns={[
            {
              header: "Card",
              rowHeader: true,
              cell: (card) => (
                <Link to={`/studio/gift-cards/${card.id}`} className="font-semibold underline">
                  {card.lastFour
                    ? giftCardLabel(card.lastFour)
                    : `Gift card for ${card.recipientName ?? "—"}`}
                </Link>
              ),
            },
            { header: "For", cell: (card) => card.recipientName ?? "—" },
            {
              header: "Sent",
              cell: (card) => (card.sentAt ? "Sent" : `On ${card.sendOn ?? "—"}`),
            },
            {
              header: "Status",
              cell: (card) => (card.status === "active" ? "Active" : "Disabled"),
            },
            { header: "Amount", cell: (card) => money(card.initialCents), align: "right" },
            { header: "Left", cell: (card) => money(card.balanceCents), align: "right" },
          ]}
        />
      </StudioPanel>
    </StudioPage>
  );
}
