import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";

// ---------------------------------------------------------------------------------------------
// The studio (the maker's back office): its own accounts and sessions, apart from customers,
// and an audit log of every change made through it
// ---------------------------------------------------------------------------------------------

export const studioAccounts = pgTable("studio_accounts", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  /** Trimmed and lower-cased. */
  email: text().notNull().unique(),
  /** argon2id, PHC string. */
  passwordHash: text().notNull(),
  name: text().notNull().default(""),
  /** Base32 secret of the authenticator app; set while being enrolled, in use once enabled. */
  totpSecret: text(),
  totpEnabledAt: timestamp({ withTimezone: true }),
  /** The last 30-second step whose code was accepted, so a code works once. */
  totpLastStep: integer(),
  lastSignInAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Studio sign-ins: the cookie holds a random token, the database only its SHA-256. */
export const studioSessions = pgTable(
  "studio_sessions",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text().notNull().unique(),
    accountId: integer()
      .notNull()
      .references(() => studioAccounts.id, { onDelete: "cascade" }),
    /** True until the authenticator code is given, for accounts with two-factor sign-in. */
    awaitingSecondFactor: boolean().notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("studio_sessions_account_idx").on(t.accountId)],
);

/**
 * Who changed what, and when: one row per change made in the studio, and per action of a
 * Mail Club member, PayPal or the shop's jobs on a membership (subject `subscription:N`).
 */
export const studioAuditLog = pgTable(
  "studio_audit_log",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer().references(() => studioAccounts.id, { onDelete: "set null" }),
    /** Kept as written, so the row still says who it was if the account goes. */
    actorEmail: text().notNull(),
    /** What was done, e.g. `product.update` or `order.ship`. */
    action: text().notNull(),
    /** What it was done to, e.g. `product:42`; empty for shop-wide changes. */
    subject: text().notNull().default(""),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("studio_audit_log_created_idx").on(t.createdAt),
    index("studio_audit_log_subject_idx").on(t.subject, t.id),
  ],
);
