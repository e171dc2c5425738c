import { integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";

/** Every PayPal webhook event the shop has taken in, by PayPal's event id: each runs once. */
export const paypalWebhookEvents = pgTable("paypal_webhook_events", {
  eventId: text().primaryKey(),
  eventType: text().notNull(),
  resourceId: text(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp({ withTimezone: true }),
});

// ---------------------------------------------------------------------------------------------
// The PayPal simulator's own state (PAYPAL_MODE=simulator): kept in the shop's database so it
// survives restarts and is shared by every instance, like PayPal's would be.
// ---------------------------------------------------------------------------------------------

/** Simulated PayPal resources (orders, captures, tokens…), one JSON document each. */
export const paypalSimulatorRecords = pgTable(
  "paypal_simulator_records",
  {
    kind: text().notNull(),
    id: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);

/**
 * PayPal-Request-Id replays: the first answer to an operation's request id, kept 6 hours
 * (refunds 45 days).
 */
export const paypalSimulatorRequests = pgTable(
  "paypal_simulator_requests",
  {
    operation: text().notNull(),
    requestId: text().notNull(),
    status: integer().notNull(),
    body: jsonb().$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.operation, t.requestId] })],
);
