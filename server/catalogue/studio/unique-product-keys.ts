/**
 * The slug and code (sku) a product is saved under: the maker's own, refused with a clear
 * message when another product has it, or one made for them — from the name, from the type's
 * code, or for a copy — with a number added until it is free. Every lookup is one indexed
 * `in (…)` query on the unique column.
 */
import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import { MAX_SLUG_LENGTH, numberedCandidates, slugify } from "#server/catalogue/slugify.ts";
import type { Database } from "#server/db/client.ts";
import { products } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { productLimits } from "./product-limits.ts";
import { productMessages } from "./product-messages.ts";

type Key = "slug" | "sku";
const CANDIDATES = 25;
/** An arbitrary constant: the advisory lock that saves choosing product keys take in turn. */
const PRODUCT_KEYS_LOCK = 7_261_004;

/**
 * Makes saves that choose a slug or code wait for one another until their transaction ends.
 * Without it two saves at the same moment on PostgreSQL can both find STK-014 free, and the
 * second fails on the unique index. Call it in the transaction, before the keys are chosen.
 */
export async function lockProductKeys(tx: Database) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PRODUCT_KEYS_LOCK})`);
}

/** Who holds these values already, the product being edited (`exceptId`) aside. */
async function holders(db: Database, key: Key, values: string[], exceptId?: number) {
  const column = products[key];
  const rows = await db
    .select({ value: column, title: products.title })
    .from(products)
    .where(and(inArray(column, values), exceptId ? ne(products.id, exceptId) : undefined));
  return new Map(rows.map((row) => [row.value, row.title]));
}

/** The first free value among the candidates; a random tail if all 25 are taken. */
async function firstFree(db: Database, key: Key, candidates: string[], exceptId?: number) {
  const taken = await holders(db, key, candidates, exceptId);
  const free = candidates.find((candidate) => !taken.has(candidate));
  if (free) return free;
  const tail = `-${Math.random().toString(36).slice(2, 8)}`;
  const base = candidates[0] ?? "";
  const max = key === "slug" ? MAX_SLUG_LENGTH : productLimits.sku;
  return `${base.slice(0, max - tail.length)}${key === "sku" ? tail.toUpperCase() : tail}`;
}

async function chosenOrRefused(db: Database, key: Key, value: string, exceptId?: number) {
  const holder = (await holders(db, key, [value], exceptId)).get(value);
  if (holder === undefined) return value;
  const message =
    key === "slug" ? productMessages.slugTaken(holder) : productMessages.skuTaken(holder);
  throw new AppError("conflict", message, { [key]: message });
}

/** The slug given, or one made from the title ('product' when it has no letters). */
export async function productSlug(
  db: Database,
  options: { slug: string | null; title: string; exceptId?: number },
) {
  if (options.slug) return chosenOrRefused(db, "slug", options.slug, options.exceptId);
  const base = slugify(options.title) || "product";
  return firstFree(db, "slug", numberedCandidates(base, MAX_SLUG_LENGTH), options.exceptId);
}

/** The code given, or the type's code and the next number: STK-014 after 13 stickers. */
export async function productSku(
  db: Database,
  options: { sku: string | null; productTypeId: number; typeCode: string; exceptId?: number },
) {
  if (options.sku) return chosenOrRefused(db, "sku", options.sku, options.exceptId);
  const [counted] = await db
    .select({ n: count() })
    .from(products)
    .where(eq(products.productTypeId, options.productTypeId));
  const next = (counted?.n ?? 0) + 1;
  const prefix = options.typeCode.toUpperCase().replace(/[^A-Z0-9._-]/g, "") || "PRD";
  const candidates = Array.from({ length: CANDIDATES }, (_, index) =>
    `${prefix}-${String(next + index).padStart(3, "0")}`.slice(0, productLimits.sku),
  );
  return firstFree(db, "sku", candidates, options.exceptId);
}

/** A free slug and code for a copy: `slug-copy`, `slug-copy-2` …; `SKU-COPY`, `SKU-COPY-2` …. */
export async function copyKeys(db: Database, original: { slug: string; sku: string }) {
  const [slug, sku] = await Promise.all([
    firstFree(db, "slug", numberedCandidates(`${original.slug}-copy`, MAX_SLUG_LENGTH)),
    firstFree(db, "sku", numberedCandidates(`${original.sku}-COPY`, productLimits.sku)),
  ]);
  return { slug, sku };
}
