/**
 * Postage through the API: GET /api/shipping-options answers prices in dollars as its
 * documented schema says, and an order placed with spec §3's `shippingMethod` gets the method
 * those words name (standard: the cheapest; express: the fastest), named in the answer.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import { sql } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { shippingMethods, shippingRates, shippingZones } from "#server/db/schema.ts";
import { createOpenApiDocument } from "#server/http/openapi/document.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { apiOfShop, callApi } from "#tests/support/api-shop.ts";
import { insertTestCart, insertTestProduct } from "#tests/support/fixtures/orders.ts";
import { startTestPayPal, type TestPayPal } from "#tests/support/fixtures/paypal.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let paypal: TestPayPal;
let app: Hono<HttpEnv>;
let notebook: number;
const method: Record<"letter" | "courier" | "insured", number> = {
  letter: 0,
  courier: 0,
  insured: 0,
};

/**
 * USA: a slow cheap letter and a fast courier. Canada: the letter only. Europe: those two and
 * an insured parcel that costs the most and is slowest, so the fastest is not the dearest.
 */
async function insertPostage() {
  const zones = await test.db
    .insert(shippingZones)
    .values([
      { name: "USA", countries: ["US"], position: 1 },
      { name: "Canada", countries: ["CA"], position: 2 },
      { name: "Europe", countries: ["DE", "FR"], position: 3 },
    ])
    .returning({ id: shippingZones.id });
  const [usa, canada, europe] = zones.map((zone) => zone.id) as [number, number, number];
  const methods = await test.db
    .insert(shippingMethods)
    .values([
      { name: "Letter", description: "3–7 days in the USA, 2–4 weeks abroad", position: 1 },
      { name: "Courier", description: "1–2 business days, tracked", position: 2 },
      { name: "Insured parcel", description: "5–10 days, insured to $500", position: 3 },
    ])
    .returning({ id: shippingMethods.id });
  [method.letter, method.courier, method.insured] = methods.map((row) => row.id) as [
    number,
    number,
    number,
  ];
  const band = (methodId: number, zoneId: number, priceCents: number) => ({
    methodId,
    zoneId,
    upToGrams: 2000,
    priceCents,
  });
  await test.db
    .insert(shippingRates)
    .values([
      band(method.letter, usa, 150),
      band(method.courier, usa, 1275),
      band(method.letter, canada, 350),
      band(method.letter, europe, 400),
      band(method.courier, europe, 2900),
      band(method.insured, europe, 3500),
    ]);
}

beforeAll(async () => {
  test = await createTestDatabase();
  await insertPostage();
  notebook = await insertTestProduct(test.db, {
    title: "Kraft Notebook",
    priceCents: 1800,
    stock: null,
  });
  // No payment is taken here: the shop's PayPal is there, as in every shop, untouched.
  paypal = await startTestPayPal(test.db, "http://127.0.0.1:9/webhooks/paypal");
  app = apiOfShop(test.db, paypal);
});
afterAll(async () => {
  await paypal?.close();
  await test?.close();
});
beforeEach(() => test.db.execute(sql`delete from rate_limit_events`));

const call = (method: string, path: string, cartToken?: string, body?: unknown) =>
  callApi(app, method, path, { cartToken }, body);

describe("GET /api/shipping-options", () => {
  it("prices each method in dollars with two decimals, as its documented schema says", async () => {
    const cartToken = await insertTestCart(test.db, [{ productId: notebook, quantity: 1 }]);
    const answer = await call("GET", "/api/shipping-options?country=us", cartToken);
    expect(answer.status).toBe(200);
    expect(answer.json.shipping.quotes.options).toEqual([
      {
        methodId: method.letter,
        name: "Letter",
        description: "3–7 days in the USA, 2–4 weeks abroad",
        price: 1.5,
        priceCents: 150,
        freeShipping: false,
      },
      {
        methodId: method.courier,
        name: "Courier",
        description: "1–2 business days, tracked",
        price: 12.75,
        priceCents: 1275,
        freeShipping: false,
      },
    ]);

    const document = createOpenApiDocument();
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema({ ...document, $id: "openapi.json" });
    const validate = ajv.getSchema(
      "openapi.json#/paths/~1api~1shipping-options/get/responses/200/content/application~1json/schema",
    );
    expect(validate?.(answer.json), JSON.stringify(validate?.errors)).toBe(true);
    // The documented schema holds the dollars: an answer in cents alone would not pass it.
    const centsOnly = structuredClone(answer.json);
    for (const option of centsOnly.shipping.quotes.options) delete option.price;
    expect(validate?.(centsOnly)).toBe(false);
  });
});

describe("spec §3's shippingMethod on POST /api/orders/create", () => {
  const addresses = {
    US: {
      firstName: "Ana",
      lastName: "López",
      address1: "12 Lantern Street",
      city: "Portland",
      state: "OR",
      zipCode: "97201",
      country: "US",
    },
    CA: {
      firstName: "Ana",
      lastName: "López",
      address1: "1 Queen Street West",
      city: "Toronto",
      state: "ON",
      zipCode: "M5H 2N2",
      country: "CA",
    },
    DE: {
      firstName: "Ana",
      lastName: "López",
      address1: "Hauptstraße 1",
      city: "Berlin",
      zipCode: "10115",
      country: "DE",
    },
  };
  let buyers = 0;

  async function orderTo(country: keyof typeof addresses, choice: Record<string, unknown>) {
    buyers += 1;
    const created = await call("POST", "/api/orders/create", undefined, {
      items: [{ productId: notebook, quantity: 1, price: 18, title: "Kraft Notebook" }],
      shippingAddress: addresses[country],
      customerEmail: `postage-${buyers}@example.com`,
      customerName: "Ana López",
      ...choice,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const { shippingMethod, shipping, total } = created.json.order;
    return { shippingMethod, shipping, total };
  }

  it("takes the fastest method for express and the cheapest for standard, naming it in the answer", async () => {
    expect(await orderTo("US", { shippingMethod: "express" })).toEqual({
      shippingMethod: "Courier",
      shipping: 12.75,
      total: 30.75,
    });
    expect(await orderTo("US", { shippingMethod: "standard" })).toEqual({
      shippingMethod: "Letter",
      shipping: 1.5,
      total: 19.5,
    });
    expect(await orderTo("US", {})).toMatchObject({ shippingMethod: "Letter" });
    // Europe: the courier is the fastest, though the insured parcel costs more.
    expect(await orderTo("DE", { shippingMethod: "express" })).toMatchObject({
      shippingMethod: "Courier",
      shipping: 29,
    });
  });

  it("lets a method id win over the words, and gives a zone's one method for both", async () => {
    expect(
      await orderTo("US", { shippingMethod: "express", shippingMethodId: method.letter }),
    ).toMatchObject({ shippingMethod: "Letter", shipping: 1.5 });
    for (const shippingMethod of ["standard", "express"]) {
      expect(await orderTo("CA", { shippingMethod })).toMatchObject({
        shippingMethod: "Letter",
        shipping: 3.5,
      });
    }
  });

  it("refuses words other than standard and express with the spec's message", async () => {
    const refused = await call("POST", "/api/orders/create", undefined, {
      items: [{ productId: notebook }],
      shippingAddress: addresses.US,
      customerEmail: "overnight@example.com",
      customerName: "Ana López",
      shippingMethod: "overnight",
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.details).toEqual({
      shippingMethod: "Please choose standard or express shipping",
    });
  });
});
