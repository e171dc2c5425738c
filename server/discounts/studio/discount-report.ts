/**
 * Each discount with its figures (Studio → Discounts, and its CSV): the uses its orders keep,
 * the uses unpaid orders hold, revenue from its paid orders, and the money it gave; for a Mail
 * Club offer, the members who joined with it and how many stayed past their intro issues.
 */
import { and, desc, eq, gt, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { csvLines } from "#server/csv/csv-text.ts";
import type { Database } from "#server/db/client.ts";
import {
  discounts,
  discountUses,
  orders,
  subscriptionPayments,
  subscriptions,
} from "#server/db/schema.ts";
import type { DiscountRow } from "#server/discounts/discount-rules.ts";
import { KEPT_ORDER_STATUSES, RAN_MEMBERSHIP_STATUSES } from "#server/discounts/use-statuses.ts";
import { centsToDollars } from "#server/lib/money.ts";

export type DiscountStatus = "active" | "scheduled" | "ended" | "used up" | "archived";

export interface DiscountReportRow extends DiscountRow {
  status: DiscountStatus;
  /** Uses by orders that were paid (refunded ones included: they keep their use). */
  uses: number;
  /** Uses held by unpaid orders that still hold their stock. */
  held: number;
  /** What its paid orders brought in, refunds left out. */
  revenueCents: number;
  /** What it took off those orders (goods and postage), or off members' intro issues. */
  givenCents: number;
  /** A Mail Club offer: members who joined with it, and those who paid past the intro. */
  club: { joined: number; stayedAfterIntro: number } | null;
}

const EARNING = ["paid", "processing", "shipped", "delivered"] as const;

function statusOf(row: DiscountRow, uses: number, now: Date): DiscountStatus {
  if (row.archivedAt) return "archived";
  if (row.endsAt && row.endsAt <= now) return "ended";
  if (row.startsAt && row.startsAt > now) return "scheduled";
  if (row.usageLimit !== null && uses >= row.usageLimit) return "used up";
  return "active";
}

const filtered = (sum: SQL, where: SQL | undefined) =>
  sql<number>`coalesce(${sum} filter (where ${where}), 0)::int`;

/** Every discount, newest first, with its figures at `now`. */
export async function discountReport(db: Database, now: Date): Promise<DiscountReportRow[]> {
  const kept = inArray(orders.status, [...KEPT_ORDER_STATUSES]);
  const holding = and(
    eq(orders.status, "pending_payment"),
    or(isNull(orders.reservedUntil), gt(orders.reservedUntil, now)),
  );
  const earning = inArray(orders.status, [...EARNING]);
  // A batch's single-use codes count as the code they were made from.
  const listed = sql<number>`coalesce(${discounts.batchOf}, ${discounts.id})`;
  const [rows, figures, club] = await Promise.all([
    db
      .select()
      .from(discounts)
      .where(isNull(discounts.batchOf))
      .orderBy(desc(discounts.createdAt), desc(discounts.id)),
    db
      .select({
        discountId: listed,
        uses: filtered(sql`count(*)`, kept),
        held: filtered(sql`count(*)`, holding),
        revenueCents: filtered(sql`sum(${orders.totalCents})`, earning),
        givenCents: filtered(sql`sum(${discountUses.amountCents})`, earning),
      })
      .from(discountUses)
      .innerJoin(orders, eq(orders.id, discountUses.orderId))
      .innerJoin(discounts, eq(discounts.id, discountUses.discountId))
      .groupBy(listed),
    clubFigures(db),
  ]);
  const byId = new Map(figures.map((figure) => [Number(figure.discountId), figure]));
  return rows.map((row) => {
    const figure = byId.get(row.id);
    const members = club.get(row.id);
    const uses = members?.joined ?? figure?.uses ?? 0;
    return {
      ...row,
      status: statusOf(row, uses, now),
      uses,
      held: figure?.held ?? 0,
      revenueCents: figure?.revenueCents ?? 0,
      givenCents: members?.givenCents ?? figure?.givenCents ?? 0,
      club:
        row.kind === "club_intro" ? { joined: uses, stayedAfterIntro: members?.stayed ?? 0 } : null,
    };
  });
}

/**
 * Mail Club offers' members: those whose membership ran (approved at PayPal), the money the
 * offer gave them, and those who paid for an issue at the plan's price after their intro ones.
 */
async function clubFigures(db: Database) {
  const payments = sql`(select count(*) from ${subscriptionPayments}
    where ${subscriptionPayments.subscriptionId} = ${subscriptions.id})`;
  const rows = await db
    .select({
      discountId: discountUses.discountId,
      joined: sql<number>`count(*)::int`,
      givenCents: sql<number>`coalesce(sum(${discountUses.amountCents}), 0)::int`,
      stayed: sql<number>`count(*) filter (where ${payments} > coalesce(${subscriptions.introIssues}, 0))::int`,
    })
    .from(discountUses)
    .innerJoin(subscriptions, eq(subscriptions.id, discountUses.subscriptionId))
    .where(inArray(subscriptions.status, [...RAN_MEMBERSHIP_STATUSES]))
    .groupBy(discountUses.discountId);
  return new Map(rows.map((row) => [row.discountId, row]));
}

/** The report as CSV for the maker's spreadsheet: one row a discount, money in dollars. */
export function discountReportCsv(rows: readonly DiscountReportRow[]): string {
  return csvLines([
    [
      "name",
      "code",
      "kind",
      "status",
      "uses",
      "held_by_unpaid_orders",
      "revenue",
      "discount_given",
    ],
    ...rows.map((row) => [
      row.name,
      row.code ?? "(automatic sale)",
      row.kind,
      row.status,
      String(row.uses),
      String(row.held),
      centsToDollars(row.revenueCents),
      centsToDollars(row.givenCents),
      row.club ? String(row.club.stayedAfterIntro) : "",
    ]),
  ]);
}
