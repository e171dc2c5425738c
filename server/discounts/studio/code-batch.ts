/**
 * Batches of single-use codes (issue 43): made from a code, each a discount of its own with the
 * same rules and one use, 10 characters without look-alike letters after an optional prefix,
 * for a newsletter or for cards slipped into envelopes; listed and counted with their code, and
 * downloaded as CSV.
 */
import { randomInt } from "node:crypto";
import { asc, countDistinct, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { csvLines } from "#server/csv/csv-text.ts";
import type { Database } from "#server/db/client.ts";
import { discounts, discountUses, orders } from "#server/db/schema.ts";
import { KEPT_ORDER_STATUSES } from "#server/discounts/use-statuses.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import { discountFormMessages as m } from "./studio-messages.ts";

/** Letters and digits that cannot be read as one another: no I, L, O, 0 or 1. */
export const BATCH_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const BATCH_CODE_LENGTH = 10;
export const MAX_BATCH = 5000;

const batchInput = z.object({
  count: z.coerce
    .number({ error: m.batchCount })
    .int({ error: m.batchCount })
    .min(1, { error: m.batchCount })
    .max(MAX_BATCH, { error: m.batchCount }),
  prefix: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{0,12}$/, { error: m.batchPrefix })
    .default(""),
});

/** One code: the prefix, a dash, then 10 random characters of the alphabet. */
export function singleUseCode(prefix: string) {
  let random = "";
  for (let i = 0; i < BATCH_CODE_LENGTH; i += 1) {
    random += BATCH_ALPHABET[randomInt(BATCH_ALPHABET.length)];
  }
  return prefix ? `${prefix}-${random}` : random;
}

/** Makes `count` single-use codes from the code `parentId`; answers how many were made. */
export async function makeCodeBatch(
  db: Database,
  account: StudioAccount,
  parentId: number,
  input: unknown,
) {
  const { count: wanted, prefix } = parseInput(batchInput, input, {
    message: m.invalid,
    byField: true,
  });
  return db.transaction(async (tx) => {
    const [parent] = await tx.select().from(discounts).where(eq(discounts.id, parentId));
    if (!parent) throw new AppError("not_found", m.notFound);
    if (!parent.code || parent.batchOf !== null) {
      throw new AppError("bad_request", m.invalid, { count: m.batchFromCode });
    }
    const { id: _id, code: _code, createdAt: _c, updatedAt: _u, ...rules } = parent;
    let made = 0;
    // A code already taken (a one in 10^14 chance) is drawn again.
    for (let round = 0; made < wanted && round < 5; round += 1) {
      const values = Array.from({ length: wanted - made }, () => ({
        ...rules,
        code: singleUseCode(prefix),
        usageLimit: 1,
        batchOf: parent.id,
      }));
      for (let start = 0; start < values.length; start += 500) {
        const inserted = await tx
          .insert(discounts)
          .values(values.slice(start, start + 500))
          .onConflictDoNothing({ target: discounts.code })
          .returning({ id: discounts.id });
        made += inserted.length;
      }
    }
    await recordStudioChange(tx, account, {
      action: "discount.batch",
      subject: `discount:${parent.id}`,
      details: { name: parent.name, made, prefix },
    });
    return { made };
  });
}

/** How many single-use codes a code has, and how many of them paid orders used. */
export async function batchSize(db: Database, parentId: number) {
  const kept = inArray(orders.status, [...KEPT_ORDER_STATUSES]);
  const [row] = await db
    .select({
      codes: countDistinct(discounts.id),
      used: sql<number>`count(distinct ${discounts.id}) filter (where ${kept})`,
    })
    .from(discounts)
    .leftJoin(discountUses, eq(discountUses.discountId, discounts.id))
    .leftJoin(orders, eq(orders.id, discountUses.orderId))
    .where(eq(discounts.batchOf, parentId));
  return { codes: row?.codes ?? 0, used: Number(row?.used ?? 0) };
}

/** The batch's codes as CSV: each code, and the order that used it, if one has. */
export async function batchCodesCsv(db: Database, parentId: number) {
  const rows = await db
    .select({ code: discounts.code, orderNumber: orders.orderNumber, status: orders.status })
    .from(discounts)
    .leftJoin(discountUses, eq(discountUses.discountId, discounts.id))
    .leftJoin(orders, eq(orders.id, discountUses.orderId))
    .where(eq(discounts.batchOf, parentId))
    .orderBy(asc(discounts.id));
  return csvLines([
    ["code", "order", "order_status"],
    ...rows.map((row) => [row.code ?? "", row.orderNumber ?? "", row.status ?? ""]),
  ]);
}
