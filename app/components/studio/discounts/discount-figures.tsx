import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import { formatMoney } from "#server/lib/money.ts";

export interface DiscountFigures {
  uses: number;
  held: number;
  revenueCents: number;
  givenCents: number;
  /** A Mail Club offer: members who paid for an issue at the plan's price after the intro. */
  stayedAfterIntro: number | null;
}

/** A discount's figures: its uses (and those unpaid orders hold), revenue and money given. */
export function DiscountFiguresPanel({ figures }: { figures: DiscountFigures }) {
  const club = figures.stayedAfterIntro !== null;
  const rows = club
    ? [
        ["Members who joined with it", String(figures.uses)],
        ["Still paying after the intro", String(figures.stayedAfterIntro)],
        ["Discount given", formatMoney(figures.givenCents)],
      ]
    : [
        ["Uses by paid orders", String(figures.uses)],
        ["Held by unpaid orders", String(figures.held)],
        ["Revenue from its orders", formatMoney(figures.revenueCents)],
        ["Discount given", formatMoney(figures.givenCents)],
      ];
  return (
    <StudioPanel title="Figures">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-ink-soft">{term}</dt>
            <dd className="font-display text-2xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </StudioPanel>
  );
}
