/**
 * The tax reports (decision 042) add up to the cent with the orders: tax collected on orders
 * paid in a period, given back on orders refunded in one, owed the difference; the OSS lines.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "#server/csv/csv-text.ts";
import { type OrderTaxRecord, orderItems, orders } from "#server/db/schema.ts";
import { insertTestOrder } from "#tests/support/fixtures/studio-orders.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { ossReturnCsv, taxReport, taxReportCsv } from "./tax-report.ts";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test?.close());

const timeZone = "America/New_York";
const record = (jurisdiction: string, inclusive: boolean): OrderTaxRecord => ({
  jurisdiction,
  scheme: inclusive ? "eu_non_union" : "us_state",
  regionName: inclusive ? "Germany" : "New York City",
  source: "test",
  inclusive,
  evidence: { basis: "delivery_address", deliveryCountry: inclusive ? "DE" : "US" },
});

/** An order paid (and maybe refunded) at the given times, its tax written as checkout would. */
async function taxedOrder(options: {
  jurisdiction: string;
  inclusive?: boolean;
  goodsCents: number;
  taxCents: number;
  paidAt: string;
  refundedAt?: string;
}) {
  const inclusive = options.inclusive ?? false;
  const { id } = await insertTestOrder(test.db, {
    status: options.refundedAt ? "refunded" : "paid",
    items: [{ title: "Sheet", quantity: 1, unitPriceCents: options.goodsCents }],
  });
  await test.db
    .update(orders)
    .set({
      tax: record(options.jurisdiction, inclusive),
      taxCents: options.taxCents,
      totalCents: options.goodsCents + (inclusive ? 0 : options.taxCents),
      paidAt: new Date(options.paidAt),
      refundedAt: options.refundedAt ? new Date(options.refundedAt) : null,
    })
    .where(eq(orders.id, id));
  await test.db
    .update(orderItems)
    .set({ taxCents: options.taxCents, taxRatePpm: inclusive ? 190_000 : 88_750 })
    .where(eq(orderItems.orderId, id));
}

describe("the tax report", () => {
  it("reconciles per month and jurisdiction: collected, refunded in its own month, owed", async () => {
    await taxedOrder({
      jurisdiction: "US-NY",
      goodsCents: 2400,
      taxCents: 213,
      paidAt: "2026-10-03T15:00:00Z",
    });
    await taxedOrder({
      jurisdiction: "US-NY",
      goodsCents: 1000,
      taxCents: 89,
      paidAt: "2026-10-20T15:00:00Z",
      refundedAt: "2026-11-02T15:00:00Z",
    });
    // Paid at 11 p.m. on 31 October in New York: October on the shop's clock.
    await taxedOrder({
      jurisdiction: "US-NY",
      goodsCents: 500,
      taxCents: 44,
      paidAt: "2026-11-01T03:00:00Z",
    });
    await taxedOrder({
      jurisdiction: "DE",
      inclusive: true,
      goodsCents: 500,
      taxCents: 80,
      paidAt: "2026-11-10T12:00:00Z",
    });

    const rows = await taxReport(test.db, { period: "month", timeZone });
    expect(rows).toEqual([
      {
        period: "2026-11",
        jurisdiction: "DE",
        region: "Germany",
        orders: 1,
        salesCents: 420,
        taxCents: 80,
        refundedTaxCents: 0,
        owedCents: 80,
      },
      {
        period: "2026-11",
        jurisdiction: "US-NY",
        region: "New York City",
        orders: 0,
        salesCents: 0,
        taxCents: 0,
        refundedTaxCents: 89,
        owedCents: -89,
      },
      {
        period: "2026-10",
        jurisdiction: "US-NY",
        region: "New York City",
        orders: 3,
        salesCents: 3900,
        taxCents: 346,
        refundedTaxCents: 0,
        owedCents: 346,
      },
    ]);
    const owed = rows.reduce((sum, row) => sum + row.owedCents, 0);
    expect(owed).toBe(213 + 44 + 80);

    const quarters = await taxReport(test.db, { period: "quarter", timeZone });
    expect(quarters.map((row) => [row.period, row.jurisdiction, row.owedCents])).toEqual([
      ["2026-Q4", "DE", 80],
      ["2026-Q4", "US-NY", 346 - 89],
    ]);
    const csv = parseCsv(taxReportCsv(quarters)).map((line) => line.cells);
    expect(csv[0]).toContain("Tax owed (USD)");
    expect(csv[2]).toEqual([
      "2026-Q4",
      "US-NY",
      "New York City",
      "3",
      "39.00",
      "3.46",
      "0.89",
      "2.57",
    ]);
  });

  it("gives the OSS return's line per EU country, without the US", async () => {
    const csv = parseCsv(await ossReturnCsv(test.db, { quarter: "2026-Q4", timeZone })).map(
      (line) => line.cells,
    );
    expect(csv.slice(1)).toEqual([["2026-Q4", "DE", "19 %", "4.20", "0.80", "0.00"]]);
  });
});
