/**
 * The tax reports (decision 042): per month or quarter (on the shop's clock) and per
 * jurisdiction, the sales without tax, the tax collected on orders paid in the period, the
 * tax given back on orders refunded in it, and what is owed; and the EU's OSS return lines
 * (VAT by country and rate). Refunds give back an order's whole tax, so the columns add up
 * to the cent with the orders themselves.
 */
import { and, type Column, eq, isNotNull, max, sql } from "drizzle-orm";
import { csvLines } from "#server/csv/csv-text.ts";
import type { Database } from "#server/db/client.ts";
import { orderItems, orders } from "#server/db/schema.ts";
import { dollarsOf } from "#server/lib/money.ts";
import { percentOf } from "../tax-arithmetic.ts";
import { EU_COUNTRIES } from "../tax-schemes.ts";

export type ReportPeriod = "month" | "quarter";

export interface TaxReportRow {
  period: string;
  jurisdiction: string;
  region: string;
  orders: number;
  salesCents: number;
  taxCents: number;
  refundedTaxCents: number;
  owedCents: number;
}

const PAID = sql`${orders.status} in ('paid', 'processing', 'shipped', 'delivered', 'refunded')`;

/** '2026-11' or '2026-Q4' of a timestamp column in the shop's time zone. */
function periodOf(column: Column, period: ReportPeriod, timeZone: string) {
  const local = sql`(${column} at time zone ${timeZone})`;
  return period === "month"
    ? sql<string>`to_char(${local}, 'YYYY-MM')`
    : sql<string>`to_char(${local}, 'YYYY-"Q"Q')`;
}

export async function taxReport(
  db: Database,
  options: { period: ReportPeriod; timeZone: string },
): Promise<TaxReportRow[]> {
  const jurisdiction = sql<string>`${orders.tax}->>'jurisdiction'`;
  const region = sql<string>`min(${orders.tax}->>'regionName')`;
  // Sales without the tax: what the buyer paid less the tax, added or inside the prices.
  const sales = sql<number>`sum(${orders.totalCents} - ${orders.taxCents})`;
  const paidPeriod = periodOf(orders.paidAt, options.period, options.timeZone);
  const collected = await db
    .select({
      period: paidPeriod,
      jurisdiction,
      region,
      orders: sql<number>`count(*)`.mapWith(Number),
      salesCents: sales.mapWith(Number),
      taxCents: sql<number>`sum(${orders.taxCents})`.mapWith(Number),
    })
    .from(orders)
    .where(and(PAID, isNotNull(orders.tax), isNotNull(orders.paidAt)))
    // By position: the period's time zone is a parameter, which GROUP BY cannot match by value.
    .groupBy(sql`1`, sql`2`);
  const refundPeriod = periodOf(orders.refundedAt, options.period, options.timeZone);
  const refunded = await db
    .select({
      period: refundPeriod,
      jurisdiction,
      region,
      taxCents: sql<number>`sum(${orders.taxCents})`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(isNotNull(orders.tax), isNotNull(orders.refundedAt), sql`${orders.status} = 'refunded'`),
    )
    .groupBy(sql`1`, sql`2`);

  const rows = new Map<string, TaxReportRow>();
  const rowOf = (period: string, code: string, name: string) => {
    const key = `${period} ${code}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        period,
        jurisdiction: code,
        region: name,
        orders: 0,
        salesCents: 0,
        taxCents: 0,
        refundedTaxCents: 0,
        owedCents: 0,
      };
      rows.set(key, row);
    }
    return row;
  };
  for (const line of collected) {
    Object.assign(rowOf(line.period, line.jurisdiction, line.region), {
      orders: line.orders,
      salesCents: line.salesCents,
      taxCents: line.taxCents,
    });
  }
  for (const line of refunded)
    rowOf(line.period, line.jurisdiction, line.region).refundedTaxCents = line.taxCents;
  return [...rows.values()]
    .map((row) => ({ ...row, owedCents: row.taxCents - row.refundedTaxCents }))
    .sort(
      (a, b) => b.period.localeCompare(a.period) || a.jurisdiction.localeCompare(b.jurisdiction),
    );
}

export function taxReportCsv(rows: readonly TaxReportRow[]) {
  return csvLines([
    [
      "Period",
      "Jurisdiction",
      "Region",
      "Orders",
      "Sales without tax (USD)",
      "Tax collected (USD)",
      "Tax refunded (USD)",
      "Tax owed (USD)",
    ],
    ...rows.map((row) => [
      row.period,
      row.jurisdiction,
      row.region,
      String(row.orders),
      dollars(row.salesCents),
      dollars(row.taxCents),
      dollars(row.refundedTaxCents),
      dollars(row.owedCents),
    ]),
  ]);
}

/**
 * The OSS return's lines for a quarter ('2026-Q4'): EU buyers' orders paid in it, by country
 * and rate, the taxable amount and the VAT, less refunds in it. In US dollars: the return is
 * in euros at the ECB's rate on the quarter's last day, which the maker applies.
 */
export async function ossReturnCsv(db: Database, options: { quarter: string; timeZone: string }) {
  const rows = (await taxReport(db, { period: "quarter", timeZone: options.timeZone })).filter(
    (row) =>
      row.period === options.quarter &&
      (EU_COUNTRIES as readonly string[]).includes(row.jurisdiction),
  );
  const rates = await ratesByCountry(db);
  return csvLines([
    [
      "Quarter",
      "Member State of consumption",
      "VAT rate",
      "Taxable amount (USD)",
      "VAT amount (USD)",
      "VAT refunded in the quarter (USD)",
    ],
    ...rows.map((row) => [
      row.period,
      row.jurisdiction,
      rates.get(row.jurisdiction) ?? "",
      dollars(row.salesCents),
      dollars(row.taxCents),
      dollars(row.refundedTaxCents),
    ]),
  ]);
}

async function ratesByCountry(db: Database) {
  const country = sql<string>`${orders.tax}->>'jurisdiction'`;
  const rows = await db
    .select({ country, ratePpm: max(orderItems.taxRatePpm) })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(isNotNull(orders.tax))
    .groupBy(country);
  return new Map(rows.map((row) => [row.country, percentOf(row.ratePpm ?? 0)]));
}

const dollars = (cents: number) => dollarsOf(cents).toFixed(2);
