import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const shopSettings = pgTable("shop_settings", {
  id: integer().primaryKey().default(1),
  shopName: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
