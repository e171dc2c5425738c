import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/**
 * One row per counted attempt (a failed sign-in, a reset request, a registration), keyed by
 * what is limited, e.g. `sign-in:email:ana@example.com` or `sign-in:ip:203.0.113.9`; shared by
 * every instance, so limits hold when the shop is scaled out. `subject` is what a limit that
 * counts distinct things counts (the account a failed sign-in from an address was for).
 */
export const rateLimitEvents = pgTable(
  "rate_limit_events",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    key: text().notNull(),
    subject: text(),
    createdAt: createdAt(),
  },
  (t) => [index("rate_limit_events_key_created_idx").on(t.key, t.createdAt)],
);
