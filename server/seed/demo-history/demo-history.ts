import type { Transaction } from "#server/db/client.ts";
import { insertDemoBalances } from "#server/seed/demo-history/demo-balances.ts";
import { demoCalendar } from "#server/seed/demo-history/demo-calendar.ts";
import { insertDemoCustomers } from "#server/seed/demo-history/demo-customers.ts";
import { insertDemoGift } from "#server/seed/demo-history/demo-gift.ts";
import { insertDemoIssues } from "#server/seed/demo-history/demo-issues.ts";
import { insertDemoMembers } from "#server/seed/demo-history/demo-members.ts";
import { insertDemoOrders } from "#server/seed/demo-history/demo-orders.ts";
import { readShopTimeZone } from "#server/shop/shop-time-zone.ts";

export interface DemoHistoryCounts {
  customers: number;
  orders: number;
  members: number;
  issues: number;
  issuesMailed: number;
}

/**
 * Half a year of the demo shop's life up to `now` on the shop's calendar (decision 032):
 * customers, their orders in every state, Mail Club members on both plans with their
 * payments, holds, cancellations and one payment owed, a gift membership, a gift card and
 * store credit, and the past issues frozen and mailed. Written into the seeding transaction, after the catalogue and the postage it
 * prices from; no e-mail is queued and nothing is asked of PayPal.
 */
export async function insertDemoHistory(
  tx: Transaction,
  options: { now: Date; timeZone: string },
): Promise<DemoHistoryCounts> {
  // The settings just seeded may name a zone; else SHOP_TIMEZONE's, as the jobs will read it.
  const timeZone = await readShopTimeZone(tx, options.timeZone);
  const calendar = demoCalendar(options.now, timeZone);
  const customers = await insertDemoCustomers(tx, calendar);
  const orders = await insertDemoOrders(tx, calendar, customers);
  const members = await insertDemoMembers(tx, calendar, customers);
  // Before the issues are frozen, so the gift's recipient is on the lists it pays for.
  await insertDemoGift(tx, calendar, customers);
  await insertDemoBalances(tx, calendar, customers);
  const { issues, mailed } = await insertDemoIssues(tx, calendar);
  return { customers: customers.size, orders, members, issues, issuesMailed: mailed };
}
