import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers } from "./accounts.ts";
import { type Personalisation, products } from "./catalogue.ts";
import { createdAt, updatedAt } from "./columns.ts";

// ---------------------------------------------------------------------------------------------
// Cart (decisions.md 5): kept on the server, found by the cart cookie's token
// ---------------------------------------------------------------------------------------------

export const carts = pgTable(
  "carts",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** SHA-256 of the random token in the cart cookie; the token itself is never stored. */
    tokenHash: text().notNull().unique(),
    /** Set when a signed-in customer owns it; a guest cart merges into it at sign-in. */
    customerId: integer().references((): AnyPgColumn => customers.id, { onDelete: "cascade" }),
    /** The discount code the shopper applied, as typed; checked again whenever it is priced. */
    discountCode: text(),
    /** A signed-in shopper's choice to keep their store credit for another time. */
    keepStoreCredit: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("carts_customer_idx").on(t.customerId)],
);

export const cartLines = pgTable(
  "cart_lines",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer().notNull(),
    /** A personalised product's answers: the same product with other words is another line. */
    personalisation: jsonb().$type<Personalisation>().notNull().default([]),
    addedAt: createdAt(),
  },
  (t) => [
    uniqueIndex("cart_lines_line_idx").on(t.cartId, t.productId, t.personalisation),
    check("cart_lines_quantity_check", sql`${t.quantity} > 0`),
  ],
);
