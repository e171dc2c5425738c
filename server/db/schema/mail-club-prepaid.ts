import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { subscriptions } from "./mail-club.ts";

/**
 * Mail Club issues a member prepaid from their store credit (decision 043): the club suspends
 * the PayPal subscription's billing for that many billing dates, as a pause does, and the
 * member keeps receiving every issue meanwhile.
 */
export const mailClubPrepaid = pgTable(
  "mail_club_prepaid",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    issueCount: integer().notNull(),
    /** What it took from the balance: the issues at the member's price, tax included. */
    amountCents: integer().notNull(),
    /** The first billing date it pays; the next `issueCount` dates pass uncharged. */
    firstBillingAt: timestamp({ withTimezone: true }).notNull(),
    /** The issues it pays, 'YYYY-MM', as the member was told. */
    issues: jsonb().$type<string[]>().notNull(),
    billingSuspendedAt: timestamp({ withTimezone: true }),
    /** When billing is activated again: a day after the last billing date it pays. */
    billingResumeAfter: timestamp({ withTimezone: true }).notNull(),
    billingResumedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_club_prepaid_subscription_idx").on(t.subscriptionId, t.createdAt),
    check("mail_club_prepaid_issue_count_check", sql`${t.issueCount} between 1 and 12`),
  ],
);
