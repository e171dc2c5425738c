/**
 * The nexus tracker (decision 042): paid sales to each US state in the last 12 months against
 * its threshold, a warning from 80 % where the shop is not registered.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testShippingAddress } from "#tests/support/fixtures/orders.ts";
import { insertTestOrder } from "#tests/support/fixtures/studio-orders.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { nexusTracker } from "./nexus.ts";
import { writeTaxSettings } from "./tax-registrations.ts";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await writeTaxSettings(test.db, {
    registrations: [{ kind: "us_state", region: "NY", number: "", isHome: true }],
    usTaxedClasses: ["physical"],
  });
});
afterAll(() => test?.close());

const to = (state: string) => ({ ...testShippingAddress, stateProvince: state });
const order = (
  state: string,
  dollars: number,
  status: "paid" | "refunded" | "pending_payment" = "paid",
) =>
  insertTestOrder(test.db, {
    status,
    shippingAddress: to(state),
    items: [{ title: "Wholesale sticker sheets", quantity: 1, unitPriceCents: dollars * 100 }],
  });

describe("the nexus tracker", () => {
  it("warns from 80 % of a state's threshold where the shop is not registered, and only there", async () => {
    // California asks sellers to register at $500,000: $410,000 is 82 %.
    for (let index = 0; index < 4; index += 1) await order("CA", 102_500);
    // Texas, also $500,000: $350,000 is 70 %; a refunded order and an unpaid one do not count.
    await order("TX", 350_000);
    await order("TX", 100_000, "refunded");
    await order("TX", 100_000, "pending_payment");
    // New York: far past its threshold, but the shop is registered there.
    await order("NY", 600_000);

    const nexus = await nexusTracker(test.db, new Date());
    const byState = Object.fromEntries(nexus.map((state) => [state.state, state]));
    expect(byState.CA).toMatchObject({ salesCents: 41_000_000, orders: 4, warn: true });
    expect(byState.CA?.share).toBeCloseTo(0.82);
    expect(byState.TX).toMatchObject({ salesCents: 35_000_000, orders: 1, warn: false });
    expect(byState.NY).toMatchObject({ registered: true, warn: false });
    expect(nexus.filter((state) => state.warn).map((state) => state.state)).toEqual(["CA"]);
  });

  it("counts orders where the state counts them: 200 small orders to Georgia pass its threshold", async () => {
    for (let index = 0; index < 170; index += 1) await order("GA", 10);
    const georgia = (await nexusTracker(test.db, new Date())).find((state) => state.state === "GA");
    // $1,700 of $100,000, but 170 of 200 orders: 85 %.
    expect(georgia).toMatchObject({ orders: 170, warn: true });
    expect(georgia?.share).toBeCloseTo(0.85);
  });

  it("leaves out sales older than 12 months", async () => {
    const nexus = await nexusTracker(test.db, new Date(Date.now() + 400 * 86_400_000));
    expect(nexus).toEqual([]);
  });
});
