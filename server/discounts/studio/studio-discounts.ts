/**
 * The studio's discounts: make one, change it, archive it (never delete: an ended code keeps
 * its orders and figures), and bring it back.
 */
import { eq, inArray, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client.ts";
import { discounts, products } from "#server/db/schema.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { type DiscountFields, parseDiscountForm } from "./discount-form.ts";
import { discountFormMessages as m } from "./studio-messages.ts";

/** The discount's columns: the SKUs typed become the products' ids. */
async function toColumns(tx: Transaction, fields: DiscountFields) {
  const { productSkus, ...columns } = fields;
  if (fields.scope === "products") {
    const found = productSkus.length
      ? await tx
          .select({ id: products.id, sku: products.sku })
          .from(products)
          .where(inArray(sql`upper(${products.sku})`, productSkus))
      : [];
    const known = new Set(found.map((row) => row.sku.toUpperCase()));
    const unknown = productSkus.filter((sku) => !known.has(sku));
    if (unknown.length > 0) {
      throw new AppError("bad_request", m.invalid, { productSkus: m.skuUnknown(unknown) });
    }
    columns.scopeIds = found.map((row) => row.id);
  }
  if (columns.scope !== "order" && columns.scope !== "club_plans" && !columns.scopeIds.length) {
    const field = columns.scope === "products" ? "productSkus" : "scopeIds";
    throw new AppError("bad_request", m.invalid, { [field]: m.nothingChosen });
  }
  return columns;
}

/** A code another discount has: the refusal names the field. */
function codeTaken(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new AppError("conflict", m.invalid, { code: m.codeTaken });
  }
  throw error;
}

export async function createDiscount(
  db: Database,
  account: StudioAccount,
  input: unknown,
  timeZone: string,
) {
  const fields = parseDiscountForm(input, timeZone);
  return db
    .transaction(async (tx) => {
      const columns = await toColumns(tx, fields);
      const [created] = await tx.insert(discounts).values(columns).returning({ id: discounts.id });
      if (!created) throw new Error("The discount was not inserted.");
      await recordStudioChange(tx, account, {
        action: "discount.create",
        subject: `discount:${created.id}`,
        details: { name: columns.name, code: columns.code, kind: columns.kind },
      });
      return created;
    })
    .catch(codeTaken);
}

/**
 * Changes a discount. Orders placed with it keep what it took off them; a Mail Club member who
 * joined with an offer keeps the offer as it was.
 */
export async function updateDiscount(
  db: Database,
  account: StudioAccount,
  id: number,
  input: unknown,
  timeZone: string,
) {
  const fields = parseDiscountForm(input, timeZone);
  await db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(discounts).where(eq(discounts.id, id)).for("update");
      if (!current) throw new AppError("not_found", m.notFound);
      const columns = await toColumns(tx, fields);
      await tx.update(discounts).set(columns).where(eq(discounts.id, id));
      const changed = Object.entries(columns).filter(
        ([key, value]) =>
          JSON.stringify(current[key as keyof typeof current]) !== JSON.stringify(value),
      );
      await recordStudioChange(tx, account, {
        action: "discount.update",
        subject: `discount:${id}`,
        details: { name: columns.name, changed: changed.map(([key]) => key) },
      });
    })
    .catch(codeTaken);
}

/** Archives a discount (`archived` true) or brings it back; its code stops or starts working. */
export async function setDiscountArchived(
  db: Database,
  account: StudioAccount,
  id: number,
  archived: boolean,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    // A code's single-use codes go (and come back) with it.
    const [row] = await tx
      .update(discounts)
      .set({ archivedAt: archived ? now : null })
      .where(or(eq(discounts.id, id), eq(discounts.batchOf, id)))
      .returning({ name: discounts.name });
    if (!row) throw new AppError("not_found", m.notFound);
    await recordStudioChange(tx, account, {
      action: archived ? "discount.archive" : "discount.restore",
      subject: `discount:${id}`,
      details: { name: row.name },
    });
  });
}
