import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";

// ---------------------------------------------------------------------------------------------
// Customers (decisions.md 1): one account system for the web session and both API families
// ---------------------------------------------------------------------------------------------

export interface EmailPreferences {
  marketing: boolean;
  orderUpdates: boolean;
  newsletter: boolean;
}

/** decisions.md 7. */
export const defaultEmailPreferences: EmailPreferences = {
  marketing: false,
  orderUpdates: true,
  newsletter: false,
};

/** A delivery or shipping address as the forms hold it (spec §3). */
export interface PostalAddress {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  stateProvince: string;
  postalCode: string;
  country: string;
  phone?: string;
}

export const customers = pgTable("customers", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  /** Trimmed and lower-cased before it is stored, so comparisons are case-insensitive. */
  email: text().notNull().unique(),
  /**
   * argon2id, PHC string. Null for an account made for a guest as they joined the Mail Club
   * without choosing a password: no password signs in to it until the customer sets one with
   * the link mailed to them (or "Forgot password").
   */
  passwordHash: text(),
  firstName: text().notNull(),
  lastName: text().notNull().default(""),
  phone: text(),
  /** Readable and stable, shown to the customer and the maker (e.g. C-10042). */
  customerNumber: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  emailPreferences: jsonb().$type<EmailPreferences>().notNull().default(defaultEmailPreferences),
  shippingAddress: jsonb().$type<PostalAddress>(),
  /**
   * Raised by every password reset or change. A session or token is only created while it
   * still has the value read when the password was checked, so a sign-in racing a reset
   * cannot outlive it.
   */
  credentialsVersion: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Web sign-ins: the cookie holds a random token, the database only its SHA-256. */
export const customerSessions = pgTable(
  "customer_sessions",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text().notNull().unique(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** Idle expiry counts from here (24 hours, spec §9). */
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The absolute limit, whatever the activity. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("customer_sessions_customer_idx").on(t.customerId)],
);

export const apiTokenKind = pgEnum("api_token_kind", ["simple", "access", "refresh"]);

/**
 * Bearer tokens of the JSON API, stored hashed. A refresh token belongs to a family: using
 * it rotates it (usedAt set, a new pair issued in the same family); using a used one again
 * revokes the whole family.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    kind: apiTokenKind().notNull(),
    tokenHash: text().notNull().unique(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    familyId: text(),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("api_tokens_customer_idx").on(t.customerId),
    index("api_tokens_family_idx").on(t.familyId),
  ],
);

/** Single-use password reset links: 32 random bytes in the link, SHA-256 here; 60 minutes. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text().notNull().unique(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("password_reset_tokens_customer_idx").on(t.customerId)],
);

/** Single-use e-mail verification links (the welcome mail's): SHA-256 here, 7 days. */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text().notNull().unique(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("email_verification_tokens_customer_idx").on(t.customerId)],
);
