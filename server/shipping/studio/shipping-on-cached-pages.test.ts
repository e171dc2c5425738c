/**
 * The shipping page shows the studio's zones, methods and prices (its `{shipping-rates}`
 * table), and is kept in the page cache: every change the studio makes to them raises the
 * storefront version, so the cached page is rendered again with the new rates (decision 007).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { insertDemoShipping } from "#server/seed/demo-shipping.ts";
import { readStorefrontVersion } from "#server/shop/storefront-cache.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { loadShippingRatesTable } from "../shipping-rates-table.ts";
import { loadShippingRules } from "../shipping-rules.ts";
import { createShippingMethod, deleteShippingMethod, updateShippingMethod } from "./methods.ts";
import { addShippingRate, deleteShippingRate, updateShippingRate } from "./rates.ts";
import { createShippingZone, deleteShippingZone, updateShippingZone } from "./zones.ts";

let test: TestDatabase;
let account: StudioAccount;
beforeAll(async () => {
  test = await createTestDatabase();
  ({ account } = await studioSessionCookie(test.db));
  await test.db.transaction((tx) => insertDemoShipping(tx));
});
afterAll(() => test?.close());

/** Whether `change` raised the storefront version. */
async function raisesVersion(change: () => Promise<unknown>) {
  const before = await readStorefrontVersion(test.db);
  await change();
  return (await readStorefrontVersion(test.db)) > before;
}

async function demo() {
  const rules = await loadShippingRules(test.db);
  const zone = (name: string) => rules.zones.find((row) => row.name === name);
  const method = (name: string) => rules.methods.find((row) => row.name === name);
  return { rules, zone, method };
}

describe("a studio change to the shipping rules", () => {
  it("to a price raises the storefront version, and the table shows the new price", async () => {
    const { rules, zone, method } = await demo();
    const usa = zone("USA");
    const letter = method("Letter mail, untracked");
    const band = rules.rates.find(
      (rate) => rate.zoneId === usa?.id && rate.methodId === letter?.id && rate.upToGrams === 100,
    );
    expect(band?.priceCents).toBe(150);
    expect(
      await raisesVersion(() =>
        updateShippingRate(test.db, account, band?.id ?? 0, { upToGrams: "100", price: "1.75" }),
      ),
    ).toBe(true);
    const table = await loadShippingRatesTable(test.db);
    const shown = table.chargesPostage ? table.zones[0]?.methods[0]?.bands[0] : undefined;
    expect(shown).toEqual({ upToGrams: 100, priceCents: 175 });

    let added = 0;
    expect(
      await raisesVersion(async () => {
        ({ id: added } = await addShippingRate(test.db, account, letter?.id ?? 0, {
          zoneId: String(usa?.id),
          upToGrams: "500",
          price: "4.00",
        }));
      }),
    ).toBe(true);
    expect(await raisesVersion(() => deleteShippingRate(test.db, account, added))).toBe(true);
  });

  it("to a zone raises the storefront version, and the table shows its new threshold", async () => {
    const canada = (await demo()).zone("Canada");
    const form = { name: "Canada", countries: ["CA"], restOfWorld: "", position: "2" };
    expect(
      await raisesVersion(() =>
        updateShippingZone(test.db, account, canada?.id ?? 0, { ...form, freeOver: "50" }),
      ),
    ).toBe(true);
    const table = await loadShippingRatesTable(test.db);
    const shown = table.chargesPostage ? table.zones.find((row) => row.name === "Canada") : null;
    expect(shown?.freeOverCents).toBe(5000);

    let created = 0;
    const newZone = {
      name: "Japan",
      countries: ["JP"],
      restOfWorld: "",
      freeOver: "",
      position: "5",
    };
    expect(
      await raisesVersion(async () => {
        ({ id: created } = await createShippingZone(test.db, account, newZone));
      }),
    ).toBe(true);
    expect(await raisesVersion(() => deleteShippingZone(test.db, account, created))).toBe(true);
  });

  it("to a method raises the storefront version, and the table shows its new delivery time", async () => {
    const tracked = (await demo()).method("Tracked parcel");
    const form = { name: "Tracked parcel", lettersOnly: "", isActive: "on", position: "2" };
    expect(
      await raisesVersion(() =>
        updateShippingMethod(test.db, account, tracked?.id ?? 0, {
          ...form,
          description: "Tracked to the door: 1–3 days in the USA.",
        }),
      ),
    ).toBe(true);
    const table = await loadShippingRatesTable(test.db);
    const usa = table.chargesPostage ? table.zones[0] : undefined;
    expect(usa?.methods.map((row) => row.description)).toContain(
      "Tracked to the door: 1–3 days in the USA.",
    );

    let created = 0;
    const courier = { ...form, name: "Courier", description: "Next day", position: "3" };
    expect(
      await raisesVersion(async () => {
        ({ id: created } = await createShippingMethod(test.db, account, courier));
      }),
    ).toBe(true);
    expect(await raisesVersion(() => deleteShippingMethod(test.db, account, created))).toBe(true);
  });
});
