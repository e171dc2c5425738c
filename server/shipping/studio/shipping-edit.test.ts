import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shippingRates, studioAuditLog } from "#server/db/schema.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { refusal } from "#tests/support/refusal.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { loadShippingRules } from "../shipping-rules.ts";
import { sharedCountries } from "../zone-of.ts";
import { createShippingMethod, deleteShippingMethod, updateShippingMethod } from "./methods.ts";
import { addShippingRate, deleteShippingRate, updateShippingRate } from "./rates.ts";
import { createShippingZone, deleteShippingZone, updateShippingZone } from "./zones.ts";

let test: TestDatabase;
let account: StudioAccount;
beforeAll(async () => {
  test = await createTestDatabase();
  ({ account } = await studioSessionCookie(test.db));
});
afterAll(() => test?.close());

async function lastAudit() {
  const [row] = await test.db
    .select()
    .from(studioAuditLog)
    .orderBy(desc(studioAuditLog.id))
    .limit(1);
  return row;
}

const zoneForm = (overrides: Record<string, unknown> = {}) => ({
  name: "Europe",
  countries: ["fr", "DE", "de"],
  restOfWorld: "",
  freeOver: "",
  position: "3",
  ...overrides,
});

/** The message the form shows under `field`: a domain refusal names its one field. */
async function messageOf(promise: Promise<unknown>, field: string) {
  const error = await refusal(promise);
  return error.details?.field === field ? error.message : error.details?.[field];
}

describe("shipping zones", () => {
  it("adds a zone with its countries once each, its threshold in cents, and an audit row", async () => {
    const { id } = await createShippingZone(test.db, account, zoneForm({ freeOver: "$1,200.5" }));
    const zone = (await loadShippingRules(test.db)).zones.find((row) => row.id === id);
    expect(zone).toMatchObject({
      name: "Europe",
      countries: ["DE", "FR"],
      restOfWorld: false,
      freeOverCents: 120_050,
      position: 3,
    });
    expect(await lastAudit()).toMatchObject({
      action: "shipping-zone.create",
      subject: `shipping-zone:${id}`,
      details: { name: "Europe", countries: ["DE", "FR"], freeOverCents: 120_050 },
    });
  });

  it("refuses bad fields, each with its own message", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "  " }, "name", "Please enter the zone's name, like Europe"],
      [{ countries: ["FR", "XX"] }, "countries", "Choose the countries from the list"],
      [
        { countries: [] },
        "countries",
        "Choose at least one country, or make this zone the rest of the world",
      ],
      [{ restOfWorld: "on" }, "countries", expect.stringContaining("untick its countries")],
      [{ freeOver: "thirty" }, "freeOver", expect.stringContaining("like 35.00")],
      [{ freeOver: "-5" }, "freeOver", expect.stringContaining("can't be negative")],
      [{ position: "first" }, "position", expect.stringContaining("whole number")],
    ];
    for (const [overrides, field, message] of cases) {
      expect(
        await messageOf(createShippingZone(test.db, account, zoneForm(overrides)), field),
      ).toEqual(message);
    }
  });

  it("allows one rest of the world, naming it when a second is tried", async () => {
    const world = zoneForm({ name: "Rest of the world", countries: [], restOfWorld: "on" });
    const { id } = await createShippingZone(test.db, account, world);
    expect(await messageOf(createShippingZone(test.db, account, world), "restOfWorld")).toBe(
      "“Rest of the world” is already the rest of the world. Only one zone can be.",
    );
    // Saving the rest of the world itself is not a second one.
    await updateShippingZone(test.db, account, id, { ...world, freeOver: "100" });
    const zone = (await loadShippingRules(test.db)).zones.find((row) => row.id === id);
    expect(zone).toMatchObject({ restOfWorld: true, countries: [], freeOverCents: 10_000 });
  });

  it("lets a country be in two zones and says which zone's prices apply", async () => {
    const { id } = await createShippingZone(
      test.db,
      account,
      zoneForm({ name: "France", countries: ["FR", "MC"], position: "5" }),
    );
    const { zones } = await loadShippingRules(test.db);
    expect(sharedCountries(zones, id)).toEqual([
      { country: "FR", otherZone: "Europe", applies: false },
    ]);
    const europe = zones.find((zone) => zone.name === "Europe")?.id ?? 0;
    expect(sharedCountries(zones, europe)).toEqual([
      { country: "FR", otherZone: "France", applies: true },
    ]);
  });

  it("records the countries a change adds and removes", async () => {
    const { id } = await createShippingZone(
      test.db,
      account,
      zoneForm({ name: "Nordics", countries: ["SE", "NO"] }),
    );
    await updateShippingZone(
      test.db,
      account,
      id,
      zoneForm({ name: "Nordics", countries: ["SE", "FI"] }),
    );
    expect((await lastAudit())?.details).toEqual({
      name: "Nordics",
      countriesAdded: ["FI"],
      countriesRemoved: ["NO"],
    });
    expect((await refusal(updateShippingZone(test.db, account, 999_999, zoneForm()))).code).toBe(
      "not_found",
    );
  });
});

describe("shipping methods and their prices", () => {
  let zoneId = 0;
  let methodId = 0;
  beforeAll(async () => {
    ({ id: zoneId } = await createShippingZone(
      test.db,
      account,
      zoneForm({ name: "USA", countries: ["US"], position: "1" }),
    ));
    ({ id: methodId } = await createShippingMethod(test.db, account, {
      name: "Tracked parcel",
      description: "2–4 days",
      isActive: "on",
      position: "2",
    }));
  });

  it("adds and changes a method, the audit naming what changed", async () => {
    const method = (await loadShippingRules(test.db)).methods.find((row) => row.id === methodId);
    expect(method).toMatchObject({ lettersOnly: false, isActive: true, position: 2 });
    await updateShippingMethod(test.db, account, methodId, {
      name: "Tracked parcel",
      description: "2–4 days",
      lettersOnly: "",
      isActive: "",
      position: "2",
    });
    expect((await lastAudit())?.details).toEqual({
      name: "Tracked parcel",
      isActive: [true, false],
    });
    expect(await messageOf(createShippingMethod(test.db, account, { name: "" }), "name")).toBe(
      "Please enter the method's name, like Tracked parcel",
    );
  });

  it("adds weight bands and refuses a second price for the same weight, naming the zone", async () => {
    await addShippingRate(test.db, account, methodId, {
      zoneId: String(zoneId),
      upToGrams: "500",
      price: "5.50",
    });
    const band = await addShippingRate(test.db, account, methodId, {
      zoneId: String(zoneId),
      upToGrams: "2000",
      price: "8.5",
    });
    expect(
      await messageOf(
        addShippingRate(test.db, account, methodId, {
          zoneId: String(zoneId),
          upToGrams: "500",
          price: "6",
        }),
        "upToGrams",
      ),
    ).toBe("USA already has a price up to 500 g. Change that one instead.");
    expect(
      await messageOf(
        updateShippingRate(test.db, account, band.id, { upToGrams: "500", price: "1" }),
        "upToGrams",
      ),
    ).toBe("USA already has a price up to 500 g. Change that one instead.");
    await updateShippingRate(test.db, account, band.id, { upToGrams: "2500", price: "9.00" });
    const rates = (await loadShippingRules(test.db)).rates.filter(
      (rate) => rate.methodId === methodId,
    );
    expect(rates.map((rate) => [rate.upToGrams, rate.priceCents])).toEqual([
      [500, 550],
      [2500, 900],
    ]);
    expect((await lastAudit())?.details).toMatchObject({
      upToGrams: [2000, 2500],
      priceCents: [850, 900],
    });
  });

  it("refuses a band's bad weight and price, each with its own message", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ upToGrams: "" }, "upToGrams", "Please enter the weight in grams, like 250"],
      [{ upToGrams: "heavy" }, "upToGrams", "Enter the weight in whole grams, like 250"],
      [{ upToGrams: "12.5" }, "upToGrams", "Enter the weight in whole grams, like 250"],
      [{ upToGrams: "0" }, "upToGrams", "Enter a weight from 1 to 100,000 grams"],
      [{ upToGrams: "100001" }, "upToGrams", "Enter a weight from 1 to 100,000 grams"],
      [{ price: "" }, "price", "Please enter a price"],
      [{ price: "-1.50" }, "price", "A price can't be negative. Enter 0 for free."],
      [{ price: "1.505" }, "price", "Enter the price in dollars, like 5.50"],
      [{ zoneId: "x" }, "zoneId", "This zone no longer exists."],
    ];
    for (const [overrides, field, message] of cases) {
      const input = { zoneId: String(zoneId), upToGrams: "100", price: "1.50", ...overrides };
      expect(
        await messageOf(addShippingRate(test.db, account, methodId, input), field),
        field,
      ).toBe(message);
    }
    expect(
      (
        await refusal(
          addShippingRate(test.db, account, 999_999, {
            zoneId: String(zoneId),
            upToGrams: "1",
            price: "0",
          }),
        )
      ).message,
    ).toBe("This shipping method no longer exists.");
  });

  it("deletes a band, then a method or a zone with every price it had", async () => {
    const rates = await test.db
      .select()
      .from(shippingRates)
      .where(eq(shippingRates.methodId, methodId));
    await deleteShippingRate(test.db, account, rates[0]?.id ?? 0);
    expect((await refusal(deleteShippingRate(test.db, account, rates[0]?.id ?? 0))).code).toBe(
      "not_found",
    );
    await deleteShippingMethod(test.db, account, methodId);
    expect(await lastAudit()).toMatchObject({
      action: "shipping-method.delete",
      details: { name: "Tracked parcel", pricesDeleted: 1 },
    });
    expect(
      await test.db.select().from(shippingRates).where(eq(shippingRates.methodId, methodId)),
    ).toEqual([]);
    await deleteShippingZone(test.db, account, zoneId);
    expect((await loadShippingRules(test.db)).zones.some((zone) => zone.id === zoneId)).toBe(false);
  });
});
