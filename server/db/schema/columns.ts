import { customType, timestamp } from "drizzle-orm/pg-core";

/** Every time is stored as timestamptz and read as a Date (UTC). */
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** PostgreSQL's full-text document type; only ever written by the database itself. */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
