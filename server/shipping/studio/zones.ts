/** The studio's shipping zones: add, change, delete (a zone's prices go with it). */
import { and, count, eq, ne } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { shippingRates, shippingZones } from "#server/db/schema.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { shippingEditMessages as messages } from "./edit-messages.ts";
import { parseZone, type ZoneFields, type ZoneInput } from "./zone-schema.ts";

const columnsOf = (fields: ZoneFields) => ({
  name: fields.name,
  countries: fields.countries,
  restOfWorld: fields.restOfWorld,
  freeOverCents: fields.freeOver,
  position: fields.position,
});

/** Only one zone takes the rest of the world: the other one's name as a refusal. */
async function checkRestOfWorld(tx: Database, fields: ZoneFields, exceptId?: number) {
  if (!fields.restOfWorld) return;
  const [other] = await tx
    .select({ name: shippingZones.name })
    .from(shippingZones)
    .where(
      and(
        eq(shippingZones.restOfWorld, true),
        exceptId === undefined ? undefined : ne(shippingZones.id, exceptId),
      ),
    );
  if (other) throw restOfWorldTaken(other.name);
}

const restOfWorldTaken = (name: string) =>
  new AppError("conflict", messages.restOfWorldTaken(name), { field: "restOfWorld" });

/** Another save made a rest of the world between the check and the write. */
async function writing<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("conflict", messages.restOfWorldTakenMeanwhile, { field: "restOfWorld" });
    }
    throw error;
  }
}

export async function createShippingZone(db: Database, account: StudioAccount, input: ZoneInput) {
  const fields = parseZone(input);
  return writing(() =>
    db.transaction(async (tx) => {
      await checkRestOfWorld(tx, fields);
      const [created] = await tx
        .insert(shippingZones)
        .values(columnsOf(fields))
        .returning({ id: shippingZones.id });
      if (!created) throw new Error("The zone was not inserted.");
      await recordStudioChange(tx, account, {
        action: "shipping-zone.create",
        subject: `shipping-zone:${created.id}`,
        details: columnsOf(fields),
      });
      return created;
    }),
  );
}

export async function updateShippingZone(
  db: Database,
  account: StudioAccount,
  id: number,
  input: ZoneInput,
) {
  const fields = parseZone(input);
  await writing(() =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(shippingZones)
        .where(eq(shippingZones.id, id))
        .for("update");
      if (!current) throw new AppError("not_found", messages.zoneNotFound);
      await checkRestOfWorld(tx, fields, id);
      const columns = columnsOf(fields);
      await tx.update(shippingZones).set(columns).where(eq(shippingZones.id, id));
      await recordStudioChange(tx, account, {
        action: "shipping-zone.update",
        subject: `shipping-zone:${id}`,
        details: { name: fields.name, ...zoneChanges(current, columns) },
      });
    }),
  );
}

/** What changed, for the audit log: the countries as added and removed, the rest before and after. */
function zoneChanges(
  before: typeof shippingZones.$inferSelect,
  after: ReturnType<typeof columnsOf>,
) {
  const changes: Record<string, unknown> = {};
  for (const key of ["name", "restOfWorld", "freeOverCents", "position"] as const) {
    if (before[key] !== after[key]) changes[key] = [before[key], after[key]];
  }
  const added = after.countries.filter((code) => !before.countries.includes(code));
  const removed = before.countries.filter((code) => !after.countries.includes(code));
  if (added.length > 0) changes.countriesAdded = added;
  if (removed.length > 0) changes.countriesRemoved = removed;
  return changes;
}

export async function deleteShippingZone(db: Database, account: StudioAccount, id: number) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ name: shippingZones.name })
      .from(shippingZones)
      .where(eq(shippingZones.id, id))
      .for("update");
    if (!current) throw new AppError("not_found", messages.zoneNotFound);
    const [prices] = await tx
      .select({ n: count() })
      .from(shippingRates)
      .where(eq(shippingRates.zoneId, id));
    await tx.delete(shippingZones).where(eq(shippingZones.id, id));
    await recordStudioChange(tx, account, {
      action: "shipping-zone.delete",
      subject: `shipping-zone:${id}`,
      details: { name: current.name, pricesDeleted: prices?.n ?? 0 },
    });
  });
}
