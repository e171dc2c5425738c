/**
 * A method's prices in a zone by weight (its bands): add, change, delete. A zone has one price
 * per method up to a given weight: a second one is refused under the weight.
 */
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { shippingMethods, shippingRates, shippingZones } from "#server/db/schema.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { shippingEditMessages as messages } from "./edit-messages.ts";
import { type BandInput, type NewBandInput, parseBand, parseNewBand } from "./rate-schema.ts";

interface Band {
  methodId: number;
  zoneId: number;
  upToGrams: number;
}

/** The zone's name, refusing when another band of the method there has this weight. */
async function checkBandFree(tx: Database, band: Band, exceptId?: number) {
  const [zone] = await tx
    .select({ name: shippingZones.name })
    .from(shippingZones)
    .where(eq(shippingZones.id, band.zoneId));
  if (!zone) throw new AppError("not_found", messages.zoneNotFound);
  const [taken] = await tx
    .select({ id: shippingRates.id })
    .from(shippingRates)
    .where(
      and(
        eq(shippingRates.methodId, band.methodId),
        eq(shippingRates.zoneId, band.zoneId),
        eq(shippingRates.upToGrams, band.upToGrams),
        exceptId === undefined ? undefined : ne(shippingRates.id, exceptId),
      ),
    );
  if (taken) throw bandTaken(band.upToGrams, zone.name);
  return zone.name;
}

const bandTaken = (grams: number, zone: string) =>
  new AppError("conflict", messages.bandTaken(grams, zone), { field: "upToGrams" });

/** Another save took the band between the check and the write. */
async function writing<T>(upToGrams: number, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw bandTaken(upToGrams, "This zone");
    throw error;
  }
}

export async function addShippingRate(
  db: Database,
  account: StudioAccount,
  methodId: number,
  input: NewBandInput,
) {
  const fields = parseNewBand(input);
  const band = { methodId, zoneId: fields.zoneId, upToGrams: fields.upToGrams };
  return writing(band.upToGrams, () =>
    db.transaction(async (tx) => {
      const [method] = await tx
        .select({ name: shippingMethods.name })
        .from(shippingMethods)
        .where(eq(shippingMethods.id, methodId));
      if (!method) throw new AppError("not_found", messages.methodNotFound);
      const zone = await checkBandFree(tx, band);
      const [created] = await tx
        .insert(shippingRates)
        .values({ ...band, priceCents: fields.price })
        .returning({ id: shippingRates.id });
      if (!created) throw new Error("The price was not inserted.");
      await recordStudioChange(tx, account, {
        action: "shipping-rate.create",
        subject: `shipping-rate:${created.id}`,
        details: { method: method.name, zone, upToGrams: band.upToGrams, priceCents: fields.price },
      });
      return created;
    }),
  );
}

export async function updateShippingRate(
  db: Database,
  account: StudioAccount,
  id: number,
  input: BandInput,
) {
  const fields = parseBand(input);
  await writing(fields.upToGrams, () =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(shippingRates)
        .where(eq(shippingRates.id, id))
        .for("update");
      if (!current) throw new AppError("not_found", messages.rateNotFound);
      const zone = await checkBandFree(tx, { ...current, upToGrams: fields.upToGrams }, id);
      await tx
        .update(shippingRates)
        .set({ upToGrams: fields.upToGrams, priceCents: fields.price })
        .where(eq(shippingRates.id, id));
      await recordStudioChange(tx, account, {
        action: "shipping-rate.update",
        subject: `shipping-rate:${id}`,
        details: {
          zone,
          upToGrams: [current.upToGrams, fields.upToGrams],
          priceCents: [current.priceCents, fields.price],
        },
      });
    }),
  );
}

export async function deleteShippingRate(db: Database, account: StudioAccount, id: number) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(shippingRates).where(eq(shippingRates.id, id)).returning();
    if (!deleted) throw new AppError("not_found", messages.rateNotFound);
    await recordStudioChange(tx, account, {
      action: "shipping-rate.delete",
      subject: `shipping-rate:${id}`,
      details: {
        methodId: deleted.methodId,
        zoneId: deleted.zoneId,
        upToGrams: deleted.upToGrams,
        priceCents: deleted.priceCents,
      },
    });
  });
}
