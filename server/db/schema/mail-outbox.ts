import { index, integer, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

// ---------------------------------------------------------------------------------------------
// Outbox (design.md): every e-mail is written here in the transaction of the change that
// causes it, then sent over SMTP by a job; without SMTP it waits here for the studio to show.
// ---------------------------------------------------------------------------------------------

export const outboxStatus = pgEnum("outbox_status", ["pending", "sent", "failed"]);

export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Which template made it (e.g. password-reset), for the studio's list. */
    template: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    status: outboxStatus().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_emails_status_next_idx").on(t.status, t.nextAttemptAt)],
);
