/**
 * The studio's shipping methods: add, change, delete (its prices go with it; orders that chose
 * it keep its name).
 */
import { count, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { shippingMethods, shippingRates } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { shippingEditMessages as messages } from "./edit-messages.ts";
import { type MethodInput, parseMethod } from "./method-schema.ts";

export async function createShippingMethod(
  db: Database,
  account: StudioAccount,
  input: MethodInput,
) {
  const fields = parseMethod(input);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(shippingMethods)
      .values(fields)
      .returning({ id: shippingMethods.id });
    if (!created) throw new Error("The method was not inserted.");
    await recordStudioChange(tx, account, {
      action: "shipping-method.create",
      subject: `shipping-method:${created.id}`,
      details: fields,
    });
    return created;
  });
}

export async function updateShippingMethod(
  db: Database,
  account: StudioAccount,
  id: number,
  input: MethodInput,
) {
  const fields = parseMethod(input);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(shippingMethods)
      .where(eq(shippingMethods.id, id))
      .for("update");
    if (!current) throw new AppError("not_found", messages.methodNotFound);
    await tx.update(shippingMethods).set(fields).where(eq(shippingMethods.id, id));
    const changes = Object.fromEntries(
      Object.entries(fields)
        .filter(([key, value]) => current[key as keyof typeof fields] !== value)
        .map(([key, value]) => [key, [current[key as keyof typeof fields], value]]),
    );
    await recordStudioChange(tx, account, {
      action: "shipping-method.update",
      subject: `shipping-method:${id}`,
      details: { name: fields.name, ...changes },
    });
  });
}

export async function deleteShippingMethod(db: Database, account: StudioAccount, id: number) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ name: shippingMethods.name })
      .from(shippingMethods)
      .where(eq(shippingMethods.id, id))
      .for("update");
    if (!current) throw new AppError("not_found", messages.methodNotFound);
    const [prices] = await tx
      .select({ n: count() })
      .from(shippingRates)
      .where(eq(shippingRates.methodId, id));
    await tx.delete(shippingMethods).where(eq(shippingMethods.id, id));
    await recordStudioChange(tx, account, {
      action: "shipping-method.delete",
      subject: `shipping-method:${id}`,
      details: { name: current.name, pricesDeleted: prices?.n ?? 0 },
    });
  });
}
