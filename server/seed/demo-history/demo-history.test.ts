import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "#server/accounts/sign-in.ts";
import { addressProblems } from "#server/addresses/address-problems.ts";
import { findGiftCard } from "#server/balances/find-gift-card.ts";
import { storeCreditAccount } from "#server/balances/store-credit.ts";
import type { Database, Transaction } from "#server/db/client.ts";
import {
  customers,
  mailClubHolds,
  mailClubIssueAbsentees,
  mailClubIssueRecipients,
  mailClubIssues,
  orderItems,
  orders,
  products,
  subscriptionPaymentFailures,
  subscriptionPayments,
  subscriptions,
} from "#server/db/schema.ts";
import { discountReport } from "#server/discounts/studio/discount-report.ts";
import { cancelReasons } from "#server/mail-club/cancel/cancel-reasons.ts";
import { cutoffOf } from "#server/mail-club/cutoff.ts";
import { listMemberHistory } from "#server/mail-club/history/member-events.ts";
import { syncHoldBilling } from "#server/mail-club/holds/hold-billing.ts";
import { sendPauseReminders } from "#server/mail-club/holds/pause-reminders.ts";
import { addMonths, parseIssueMonthKey } from "#server/mail-club/issue-month.ts";
import { freezeDueIssues } from "#server/mail-club/issues/freeze-issue.ts";
import { liveAudience } from "#server/mail-club/issues/live-recipients.ts";
import { listMembers } from "#server/mail-club/studio/list-members.ts";
import { getMemberDetail } from "#server/mail-club/studio/member-detail.ts";
import { memberFiltersSchema } from "#server/mail-club/studio/member-filters.ts";
import { expireUnpaidOrders } from "#server/orders/expire-unpaid-orders.ts";
import { orderStatuses } from "#server/orders/order-states.ts";
import { insertDemoDiscounts } from "#server/seed/demo-discounts.ts";
import { DEMO_GIFT_CARD } from "#server/seed/demo-history/demo-balances.ts";
import { insertDemoHistory } from "#server/seed/demo-history/demo-history.ts";
import { DEMO_SIGN_IN, demoEmail, demoPeople } from "#server/seed/demo-history/demo-people.ts";
import { insertDemoShipping } from "#server/seed/demo-shipping.ts";
import { insertDemoShop } from "#server/seed/insert-demo-shop.ts";
import { membersPerMonth, salesPerDay } from "#server/studio/dashboard/dashboard-charts.ts";
import { dashboardFigures } from "#server/studio/dashboard/dashboard-figures.ts";
import { testDemoImages } from "#tests/support/fixtures/demo-images.ts";
import { startTestPaymentServices } from "#tests/support/fixtures/paypal.ts";

const timeZone = "America/New_York";
// 09:00 on 27 November 2026 in New York: past the 25th, so December's list is fixed too.
const now = new Date("2026-11-27T14:00:00Z");
const DAY_MS = 86_400_000;

let shop: Awaited<ReturnType<typeof startTestPaymentServices>>;
let db: Database;

/** Seeds the catalogue, postage and codes, as the demo shop does before its history. */
async function seedCatalogue(database: Transaction) {
  await insertDemoShop(database, testDemoImages(), now);
  await insertDemoShipping(database);
  await insertDemoDiscounts(database);
}

beforeAll(async () => {
  shop = await startTestPaymentServices();
  db = shop.db;
  await db.transaction(async (tx) => {
    await seedCatalogue(tx);
    await insertDemoHistory(tx, { now, timeZone });
  });
}, 60_000);
afterAll(() => shop?.close());

/** Every order with its lines and its products' prices now. */
async function ordersWithLines(database: Database) {
  const rows = await database
    .select({ order: orders, item: orderItems, price: products.priceCents })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(products, eq(products.id, orderItems.productId));
  return Map.groupBy(rows, (row) => row.order.id);
}

describe("the demo shop's history", () => {
  it("has orders in every state, priced from the products, their totals adding up", async () => {
    const byOrder = await ordersWithLines(db);
    const all = [...byOrder.values()].map((rows) => rows[0]?.order);
    expect(new Set(all.map((order) => order?.status))).toEqual(new Set(orderStatuses));
    for (const rows of byOrder.values()) {
      const order = rows[0]?.order;
      // A gift card's order is e-mailed: no postage, no street address.
      if (!order || order.kind === "gift_card") continue;
      for (const { item, price } of rows) expect(item.unitPriceCents).toBe(price);
      const subtotal = rows.reduce((sum, { item }) => sum + item.unitPriceCents * item.quantity, 0);
      expect(order.subtotalCents, order.orderNumber).toBe(subtotal);
      const discount = rows.reduce((sum, { item }) => sum + item.discountCents, 0);
      expect(order.discountCents).toBe(discount);
      expect(order.totalCents).toBe(
        subtotal - discount + order.taxCents + order.shippingCents - order.shippingDiscountCents,
      );
      expect(order.shippingMethodId).not.toBeNull();
      expect(addressProblems(order.shippingAddress)).toEqual([]);
      expect(order.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(order.createdAt.getTime()).toBeGreaterThan(now.getTime() - 200 * DAY_MS);
      const paid = !["pending_payment", "cancelled"].includes(order.status);
      expect(order.paidAt !== null, order.status).toBe(paid);
      expect(order.shippedAt !== null).toBe(["shipped", "delivered"].includes(order.status));
      expect(order.refundedAt !== null).toBe(order.status === "refunded");
    }
    const months = new Set(all.map((order) => order?.createdAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(6);
  });

  it("has orders placed with the demo's codes, so Studio → Discounts has figures", async () => {
    const report = await discountReport(db, now);
    const byCode = new Map(report.map((row) => [row.code, row]));
    // 10 % of $6, $12, $5 and 2 × $4: 60 + 120 + 50 + 80 cents.
    expect(byCode.get("WELCOME10")).toMatchObject({ uses: 4, givenCents: 310 });
    const postFree = byCode.get("POSTFREE");
    expect(postFree?.uses).toBe(1);
    expect(postFree?.givenCents).toBeGreaterThan(0);
  });

  it("has members on both plans who joined in different months, some cancelled with a reason", async () => {
    const rows = await db.select().from(subscriptions);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const plan of ["usa", "international"] as const) {
      const active = rows.filter((row) => row.plan === plan && row.status === "active");
      expect(active.length, plan).toBeGreaterThanOrEqual(2);
    }
    for (const row of rows) {
      expect(addressProblems(row.deliveryAddress), row.paypalSubscriptionId).toEqual([]);
      expect(row.deliveryAddress.country === "US").toBe(row.plan === "usa");
      expect(row.paypalSubscriptionId).toMatch(/^I-DEMO-/);
    }
    const cancelled = rows.filter((row) => row.status === "cancelled");
    expect(cancelled.length).toBeGreaterThanOrEqual(3);
    for (const row of cancelled) {
      expect(cancelReasons).toContain(row.cancelReason);
      expect(row.endedAt).toEqual(row.cancelledAt);
    }
    expect(new Set(rows.map((row) => row.firstIssue)).size).toBeGreaterThanOrEqual(5);
  });

  it("has a payment for each month charged, within each membership's life", async () => {
    const rows = await db
      .select({ payment: subscriptionPayments, membership: subscriptions })
      .from(subscriptionPayments)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPayments.subscriptionId));
    const perMembership = Map.groupBy(rows, (row) => row.membership.id);
    expect(perMembership.size).toBe((await db.select().from(subscriptions)).length);
    for (const { payment, membership } of rows) {
      expect(payment.amountCents).toBe(membership.priceCents);
      expect(payment.paidAt >= (membership.startedAt as Date)).toBe(true);
      expect(payment.paidAt <= (membership.endedAt ?? now)).toBe(true);
    }
    // Six months of a member who joined six months ago, less the one their skip left unbilled.
    const hana = [...perMembership.values()].find((list) =>
      list[0]?.membership.paypalSubscriptionId.endsWith("HANA"),
    );
    expect(hana).toHaveLength(6);
  });

  it("mails past issues to the members active at each cutoff, less skips, pauses and arrears", async () => {
    const issues = await db.select().from(mailClubIssues).orderBy(mailClubIssues.month);
    expect(issues.map((issue) => issue.month)).toEqual([
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
      "2026-12",
    ]);
    expect(issues.filter((issue) => issue.mailedAt).map((issue) => issue.month)).toEqual(
      issues.slice(0, 6).map((issue) => issue.month),
    );
    for (const issue of issues) expect(issue.frozenAt).not.toBeNull();
    const members = await db.select().from(subscriptions);
    const holds = (await db.select().from(mailClubHolds)).flatMap(({ subscriptionId, ...hold }) =>
      subscriptionId === null ? [] : { ...hold, subscriptionId },
    );
    const failures = await db.select().from(subscriptionPaymentFailures);
    const absences: string[] = [];
    for (const issue of issues) {
      const month = parseIssueMonthKey(issue.month);
      if (!month) throw new Error(issue.month);
      const cutoff = cutoffOf(month, timeZone);
      // The rules of decisions.md 11, written out plainly.
      const due = members.filter(
        (member) =>
          (member.startedAt as Date) < cutoff &&
          (member.endedAt === null || member.endedAt >= cutoff) &&
          (member.firstIssue as string) <= issue.month,
      );
      const away = new Map<number, string>();
      for (const hold of holds) {
        const last = addMonths(parseIssueMonthKey(hold.firstIssue) ?? month, hold.issueCount - 1);
        const lastKey = `${last.year}-${String(last.month).padStart(2, "0")}`;
        if (hold.firstIssue <= issue.month && issue.month <= lastKey) {
          away.set(hold.subscriptionId, hold.kind === "skip" ? "skipped" : "paused");
        }
      }
      for (const failure of failures) {
        if (failure.failedAt < cutoff) away.set(failure.subscriptionId, "held");
      }
      const recipients = await db
        .select()
        .from(mailClubIssueRecipients)
        .where(eq(mailClubIssueRecipients.issueId, issue.id));
      const absentees = await db
        .select()
        .from(mailClubIssueAbsentees)
        .where(eq(mailClubIssueAbsentees.issueId, issue.id));
      const expected = due.filter((member) => !away.has(member.id)).map((member) => member.id);
      const memberRows = recipients.filter((row) => row.subscriptionId !== null);
      expect(memberRows.map((row) => row.subscriptionId).sort(), issue.month).toEqual(
        expected.sort(),
      );
      // The demo gift: six issues from October 2026.
      const gifts = recipients
        .filter((row) => row.giftId !== null)
        .map((row) => row.address.firstName);
      expect(gifts, issue.month).toEqual(issue.month >= "2026-10" ? ["Theo"] : []);
      expect(recipients.length).toBeGreaterThan(0);
      const expectedAbsent = due
        .filter((member) => away.has(member.id))
        .map((member) => [member.id, away.get(member.id)]);
      expect(absentees.map((row) => [row.subscriptionId, row.reason])).toEqual(expectedAbsent);
      absences.push(...absentees.map((row) => row.reason));
    }
    expect(new Set(absences)).toEqual(new Set(["skipped", "paused", "held"]));
  });

  it("has one payment failed and not settled: the member is in arrears and held", async () => {
    const failures = await db.select().from(subscriptionPaymentFailures);
    expect(failures).toHaveLength(1);
    expect(failures[0]?.settledAt).toBeNull();
    const owing = await listMembers(db, memberFiltersSchema.parse({ payments: "arrears" }));
    expect(owing.members.map((member) => member.email)).toEqual([demoEmail("grace")]);
    const next = await liveAudience(db, { year: 2027, month: 1 }, timeZone);
    expect(next.absentees.map((absentee) => [absentee.email, absentee.reason])).toEqual([
      [demoEmail("grace"), "held"],
    ]);
    expect(next.recipients.length).toBeGreaterThanOrEqual(6);
  });

  it("gives the studio's member pages their payments and history", async () => {
    for (const { id, status } of await db.select().from(subscriptions)) {
      const detail = await getMemberDetail(db, id, { now, timeZone });
      expect(detail?.payments.length, String(id)).toBeGreaterThan(0);
      const history = await listMemberHistory(db, id);
      if (status === "cancelled")
        expect(history.map((event) => event.action)).toContain("mail-club.cancel");
    }
  });

  it("fills the dashboard: figures, 90 days of sales and members month by month", async () => {
    const figures = await dashboardFigures(db, { now, timeZone });
    expect(figures.ordersToShip).toBeGreaterThanOrEqual(3);
    expect(figures.revenueThisMonth.ordersCents).toBeGreaterThan(0);
    expect(figures.revenueThisMonth.mailClubCents).toBeGreaterThan(0);
    expect(figures.activeMembers).toBe(8);
    const days = await salesPerDay(db, { now, timeZone });
    expect(days.filter((day) => day.cents > 0).length).toBeGreaterThanOrEqual(15);
    // April to November: joins from May; Priya left in September, Aiko and Chloé in October.
    const months = await membersPerMonth(db, { now, timeZone, months: 8 });
    expect(months.map((month) => month.members)).toEqual([0, 2, 4, 6, 7, 8, 7, 8]);
  });

  it("gives June $5.00 of store credit and a $25 gift card, $18 of it spent on her latest order", async () => {
    const [june] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, demoEmail(DEMO_SIGN_IN.key)));
    const credit = await storeCreditAccount(db, june?.id ?? 0);
    expect(credit).toMatchObject({
      balanceCents: 500,
      entries: [{ kind: "issued", amountCents: 500, reason: "Sorry about the bent card" }],
    });
    const trier = { clientAddress: "192.0.2.77", customerId: null, email: null };
    const card = await findGiftCard(db, DEMO_GIFT_CARD.code, trier);
    expect(card).toMatchObject({ initialCents: 2500, balanceCents: 700, lastFour: "2345" });
    const [paidPart] = await db
      .select({ customerId: orders.customerId, balancePaidCents: orders.balancePaidCents })
      .from(orders)
      .where(sql`${orders.balancePaidCents} > 0`);
    expect(paidPart).toEqual({ customerId: june?.id, balancePaidCents: 1800 });
  });

  it("lets the demo customer sign in, and nobody else by a password", async () => {
    const customer = await signIn(
      db,
      { email: demoEmail(DEMO_SIGN_IN.key), password: DEMO_SIGN_IN.password },
      { clientAddress: "192.0.2.10", logger: pino({ level: "silent" }), now },
    );
    expect(customer.firstName).toBe("June");
    const withPasswords = await db
      .select({ email: customers.email })
      .from(customers)
      .where(sql`${customers.passwordHash} is not null`);
    expect(withPasswords).toEqual([{ email: demoEmail(DEMO_SIGN_IN.key) }]);
    const accounts = demoPeople.filter((person) => !person.guest);
    expect(await db.select().from(customers)).toHaveLength(accounts.length);
  });

  it("leaves the background jobs nothing to ask of PayPal, now or in the months ahead", async () => {
    // The simulator does not know the demo's subscription ids: any call would throw.
    for (const days of [0, 20, 45, 80, 120]) {
      const later = new Date(now.getTime() + days * DAY_MS);
      await syncHoldBilling(shop.services, later);
      await sendPauseReminders(shop.services, later);
    }
    expect((await freezeDueIssues(db, { now, timeZone })).frozenNow).toBe(false);
    const stockBefore = await db.select({ id: products.id, stock: products.stock }).from(products);
    // The unpaid order's reservation runs out like any other; its made-to-order lines hold no stock.
    expect(await expireUnpaidOrders(db, shop.services, new Date(now.getTime() + 11 * 60_000))).toBe(
      1,
    );
    expect(await db.select({ id: products.id, stock: products.stock }).from(products)).toEqual(
      stockBefore,
    );
  });

  it("looks recent whenever it is seeded: early on the 1st, every state and a full dashboard", async () => {
    const first = new Date("2027-03-01T05:30:00Z");
    const rollback = new Error("rolled back");
    const seen = await db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from ${orders}`);
        await tx.execute(sql`delete from balances`);
        await tx.execute(sql`delete from gift_cards`);
        await tx.execute(sql`delete from ${customers}`);
        await tx.execute(sql`delete from ${mailClubIssues}`);
        await insertDemoHistory(tx, { now: first, timeZone });
        const statuses = await tx.selectDistinct({ status: orders.status }).from(orders);
        const figures = await dashboardFigures(tx, { now: first, timeZone });
        const issues = await tx.select().from(mailClubIssues).orderBy(mailClubIssues.month);
        throw Object.assign(rollback, { seen: { statuses, figures, issues } });
      })
      .catch((error: { seen?: unknown }) => error.seen);
    const { statuses, figures, issues } = seen as {
      statuses: { status: string }[];
      figures: Awaited<ReturnType<typeof dashboardFigures>>;
      issues: (typeof mailClubIssues.$inferSelect)[];
    };
    expect(new Set(statuses.map((row) => row.status))).toEqual(new Set(orderStatuses));
    expect(figures.ordersToShip).toBeGreaterThan(0);
    expect(figures.activeMembers).toBe(8);
    // March's list was fixed on 26 February and is not mailed yet; February's is.
    expect(issues.at(-1)).toMatchObject({ month: "2027-03", mailedAt: null });
    expect(issues.at(-2)?.month).toBe("2027-02");
    expect(issues.at(-2)?.mailedAt).not.toBeNull();
  });
});
