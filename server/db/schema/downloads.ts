import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalogue.ts";
import { createdAt, updatedAt } from "./columns.ts";
import { orderItems, orders } from "./orders.ts";

// ---------------------------------------------------------------------------------------------
// Digital delivery (decisions.md 16): a digital product's files, stored privately, and the
// grants a paid order line gives to download them.
// ---------------------------------------------------------------------------------------------

export const productFiles = pgTable(
  "product_files",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The name the buyer's download is saved under. */
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: bigint({ mode: "number" }).notNull(),
    /** The file's name in the private store (server/storage/, under DATA_DIR or in the bucket). */
    storageKey: text().notNull().unique(),
    sha256: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("product_files_product_idx").on(t.productId)],
);

export const downloadGrants = pgTable(
  "download_grants",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderItemId: integer()
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    productId: integer().references(() => products.id, { onDelete: "set null" }),
    /** Downloads of each file this grant allows, the product's limit when it was bought. */
    allowedDownloads: integer().notNull(),
    /** The key its links are signed with: another grant's signature never fits. */
    linkSecret: text().notNull(),
    /** Downloads before this time no longer count (the maker reset the grant). */
    countsFrom: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when the order is refunded or cancelled: its links stop working. */
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("download_grants_order_idx").on(t.orderId),
    check("download_grants_allowed_check", sql`${t.allowedDownloads} > 0`),
  ],
);

/** One download begun (a request from the file's first byte), for the count and the maker. */
export const downloadRecords = pgTable(
  "download_records",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    grantId: integer()
      .notNull()
      .references(() => downloadGrants.id, { onDelete: "cascade" }),
    fileId: integer().references(() => productFiles.id, { onDelete: "set null" }),
    fileName: text().notNull(),
    clientAddress: text(),
    downloadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The bytes this download has sent, over the requests that resumed it: a download is at
     * most the file's size (and a little), so a range past that is a new download.
     */
    bytesServed: bigint({ mode: "number" }).notNull().default(0),
  },
  (t) => [
    index("download_records_grant_file_idx").on(t.grantId, t.fileId, t.downloadedAt),
    index("download_records_file_idx").on(t.fileId),
  ],
);
