import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, orders, subscriptionPayments, subscriptions } from "#server/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { membersPerMonth, salesPerDay } from "./dashboard-charts.ts";
import { dashboardFigures } from "./dashboard-figures.ts";

const timeZone = "America/New_York";
// 10:00 in New York on 21 November 2026.
const now = new Date("2026-11-21T15:00:00Z");
const address = {
  firstName: "Ana",
  lastName: "Silva",
  addressLine1: "1 Paper St",
  city: "Portland",
  stateProvince: "OR",
  postalCode: "97201",
  country: "US",
};

let test: TestDatabase;
let orderNumber = 0;

async function order(
  status: (typeof orders.status.enumValues)[number],
  cents: number,
  paidAt: string | null,
) {
  await test.db.insert(orders).values({
    orderNumber: `W-TEST-${++orderNumber}`,
    customerEmail: "ana@example.com",
    customerName: "Ana Silva",
    status,
    shippingAddress: address,
    subtotalCents: cents,
    totalCents: cents,
    paidAt: paidAt ? new Date(paidAt) : null,
  });
}

async function member(options: {
  status: "active" | "cancelled";
  startedAt: string;
  endedAt?: string;
}) {
  const [customer] = await test.db
    .insert(customers)
    .values({
      email: `member${++orderNumber}@example.com`,
      passwordHash: "x",
      firstName: "Member",
      customerNumber: `C-T${orderNumber}`,
    })
    .returning({ id: customers.id });
  const [row] = await test.db
    .insert(subscriptions)
    .values({
      customerId: customer?.id ?? 0,
      plan: "usa",
      priceCents: 888,
      status: options.status,
      paypalSubscriptionId: `I-TEST${orderNumber}`,
      paypalPlanId: "P-USA",
      deliveryAddress: address,
      startedAt: new Date(options.startedAt),
      endedAt: options.endedAt ? new Date(options.endedAt) : null,
    })
    .returning({ id: subscriptions.id });
  return row?.id ?? 0;
}

beforeAll(async () => {
  test = await createTestDatabase();
  await test.db.execute(sql`delete from orders`);
  await test.db.execute(sql`delete from subscriptions`);
  // This month on New York's calendar (00:30 on 1 November there).
  await order("paid", 1200, "2026-11-01T04:30:00Z");
  await order("shipped", 800, "2026-11-21T14:00:00Z");
  await order("processing", 500, "2026-11-20T12:00:00Z");
  // Not this month (23:30 on 31 October in New York), refunded, and never paid.
  await order("delivered", 9900, "2026-11-01T03:30:00Z");
  await order("refunded", 7000, "2026-11-10T12:00:00Z");
  await order("pending_payment", 4000, null);
  const first = await member({ status: "active", startedAt: "2026-09-10T12:00:00Z" });
  await member({ status: "active", startedAt: "2026-11-02T12:00:00Z" });
  await member({
    status: "cancelled",
    startedAt: "2026-08-05T12:00:00Z",
    endedAt: "2026-10-15T12:00:00Z",
  });
  await test.db.insert(subscriptionPayments).values([
    {
      subscriptionId: first,
      paypalSaleId: "S-1",
      amountCents: 888,
      paidAt: new Date("2026-10-10T12:00:00Z"),
    },
    {
      subscriptionId: first,
      paypalSaleId: "S-2",
      amountCents: 888,
      paidAt: new Date("2026-11-10T12:00:00Z"),
    },
  ]);
});
afterAll(() => test?.close());

describe("the dashboard", () => {
  it("counts orders to ship, this month's takings on the shop's calendar, members and the cutoff", async () => {
    const figures = await dashboardFigures(test.db, { now, timeZone });
    expect(figures.ordersToShip).toBe(2);
    expect(figures.revenueThisMonth).toEqual({ ordersCents: 2500, mailClubCents: 888 });
    expect(figures.activeMembers).toBe(2);
    expect(figures.nextCutoff.issue).toBe("December 2026");
  });

  it("charts 90 days of sales, one bar per day, gaps as zero, refunds left out", async () => {
    const days = await salesPerDay(test.db, { now, timeZone });
    expect(days).toHaveLength(90);
    expect(days.at(-1)).toEqual({ day: "2026-11-21", orders: 1, cents: 800 });
    expect(days.at(0)?.day).toBe("2026-08-24");
    const byDay = Object.fromEntries(days.map((day) => [day.day, day.cents]));
    expect(byDay["2026-10-31"]).toBe(9900);
    expect(byDay["2026-11-01"]).toBe(1200);
    expect(byDay["2026-11-10"]).toBe(0);
    expect(new Set(days.map((day) => day.day)).size).toBe(90);
  });

  it("charts members at each month's end", async () => {
    const months = await membersPerMonth(test.db, { now, timeZone, months: 5 });
    expect(months).toEqual([
      { month: "2026-07", members: 0 },
      { month: "2026-08", members: 1 },
      { month: "2026-09", members: 2 },
      { month: "2026-10", members: 1 },
      { month: "2026-11", members: 2 },
    ]);
  });
});
