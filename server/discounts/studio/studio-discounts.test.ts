import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOrder } from "#server/checkout/create-order.ts";
import { discounts, orders, products, studioAuditLog } from "#server/db/schema.ts";
import { discountMessages } from "#server/discounts/discount-messages.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { newVisitorAddress } from "#tests/support/client-address.ts";
import {
  insertTestCart,
  insertTestProduct,
  testCheckoutInput,
} from "#tests/support/fixtures/orders.ts";
import { refusal } from "#tests/support/refusal.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { BATCH_ALPHABET, batchCodesCsv, batchSize, makeCodeBatch } from "./code-batch.ts";
import { discountReport, discountReportCsv } from "./discount-report.ts";
import { createDiscount, setDiscountArchived, updateDiscount } from "./studio-discounts.ts";
import { discountFormMessages as m } from "./studio-messages.ts";

const ZONE = "America/New_York";
let test: TestDatabase;
let account: StudioAccount;
beforeAll(async () => {
  test = await createTestDatabase();
  ({ account } = await studioSessionCookie(test.db));
});
afterAll(() => test?.close());
beforeEach(() => test.db.execute(sql`delete from rate_limit_events`));

let made = 0;
const form = (fields: Record<string, unknown> = {}) => ({
  name: "Autumn",
  code: `autumn-${++made}x`,
  kind: "percent",
  percentOff: "20",
  scope: "order",
  ...fields,
});

async function rowOf(id: number) {
  const [row] = await test.db.select().from(discounts).where(eq(discounts.id, id));
  return row;
}

describe("the studio's discounts", () => {
  it("makes a code from the form: upper case, amounts in cents, dates on the shop's clock", async () => {
    const { id } = await createDiscount(
      test.db,
      account,
      form({
        code: " thank-you-5 ",
        kind: "fixed",
        percentOff: "",
        amountOff: "$5",
        minSubtotal: "25.00",
        startsAt: "2026-12-01T09:00",
        endsAt: "2026-12-24T23:59",
        usageLimit: "100",
        perCustomerLimit: "1",
      }),
      ZONE,
    );
    expect(await rowOf(id)).toMatchObject({
      code: "THANK-YOU-5",
      kind: "fixed",
      percentOff: null,
      amountOffCents: 500,
      minSubtotalCents: 2500,
      startsAt: new Date("2026-12-01T14:00:00Z"),
      endsAt: new Date("2026-12-25T04:59:00Z"),
      usageLimit: 100,
      perCustomerLimit: 1,
    });
    const [logged] = await test.db
      .select()
      .from(studioAuditLog)
      .orderBy(desc(studioAuditLog.id))
      .limit(1);
    expect(logged).toMatchObject({ action: "discount.create", subject: `discount:${id}` });
  });

  it.each([
    { case: "a code too short", fields: { code: "ab" }, field: "code", message: m.codeLength },
    {
      case: "a code with other signs",
      fields: { code: "half+off!" },
      field: "code",
      message: m.codeCharacters,
    },
    {
      case: "no percentage",
      fields: { percentOff: "" },
      field: "percentOff",
      message: m.percentInvalid,
    },
    {
      case: "150 %",
      fields: { percentOff: "150" },
      field: "percentOff",
      message: m.percentInvalid,
    },
    {
      case: "an amount of letters",
      fields: { kind: "fixed", amountOff: "five" },
      field: "amountOff",
      message: m.amountInvalid,
    },
    {
      case: "an end before the start",
      fields: { startsAt: "2026-12-02T09:00", endsAt: "2026-12-01T09:00" },
      field: "endsAt",
      message: m.endsBeforeStart,
    },
    {
      case: "a date that is none",
      fields: { startsAt: "2026-02-30T09:00" },
      field: "startsAt",
      message: m.dateInvalid,
    },
    {
      case: "limits on a sale",
      fields: { code: "", usageLimit: "5" },
      field: "usageLimit",
      message: m.limitsNeedCode,
    },
    {
      case: "an unknown country",
      fields: { kind: "free_postage", postageCountries: "US, XX" },
      field: "postageCountries",
      message: m.countryUnknown,
    },
    {
      case: "an unknown SKU",
      fields: { scope: "products", productSkus: "NOPE-1" },
      field: "productSkus",
      message: m.skuUnknown(["NOPE-1"]),
    },
    {
      case: "a scope with nothing ticked",
      fields: { scope: "topics" },
      field: "scopeIds",
      message: m.nothingChosen,
    },
    {
      case: "a club offer without a code",
      fields: { code: "", kind: "club_intro", introPrice: "4" },
      field: "introPrice",
      message: m.introNeedsCode,
      realField: "code",
    },
  ])("refuses $case, under its field", async ({ fields, field, message, realField }) => {
    const error = await refusal(createDiscount(test.db, account, form(fields), ZONE));
    expect(error.details).toEqual({ [realField ?? field]: message });
  });

  it("refuses a code another discount has, in any case", async () => {
    await createDiscount(test.db, account, form({ code: "twins" }), ZONE);
    const error = await refusal(createDiscount(test.db, account, form({ code: "TWINS" }), ZONE));
    expect(error).toMatchObject({ code: "conflict", details: { code: m.codeTaken } });
  });

  it("names products by SKU and keeps their ids", async () => {
    const productId = await insertTestProduct(test.db);
    const [product] = await test.db.select().from(products).where(eq(products.id, productId));
    const sku = product?.sku.toLowerCase() ?? "";
    const { id } = await createDiscount(
      test.db,
      account,
      form({ scope: "products", productSkus: sku }),
      ZONE,
    );
    expect(await rowOf(id)).toMatchObject({ scope: "products", scopeIds: [productId] });
    await updateDiscount(test.db, account, id, form({ name: "Renamed", scope: "order" }), ZONE);
    expect(await rowOf(id)).toMatchObject({ name: "Renamed", scope: "order", scopeIds: [] });
  });

  it("archives a code (checkout refuses it), counts its figures, and brings it back", async () => {
    const productId = await insertTestProduct(test.db, { priceCents: 1000, stock: null });
    const { id } = await createDiscount(test.db, account, form({ code: "figures" }), ZONE);
    const place = async () => {
      const cartToken = await insertTestCart(test.db, [{ productId, quantity: 1 }]);
      return createOrder(test.db, testCheckoutInput({ discountCode: "figures" }), {
        customer: null,
        clientAddress: newVisitorAddress(),
        publicUrl: "https://washi.test",
        timeZone: ZONE,
        from: { token: cartToken },
      });
    };
    const paid = await place();
    await test.db.update(orders).set({ status: "paid" }).where(eq(orders.id, paid.order.id));
    await place();

    const now = new Date();
    const row = (await discountReport(test.db, now)).find((discount) => discount.id === id);
    expect(row).toMatchObject({
      status: "active",
      uses: 1,
      held: 1,
      revenueCents: 800,
      givenCents: 200,
    });
    expect(discountReportCsv(row ? [row] : [])).toContain(
      `Autumn,FIGURES,percent,active,1,1,8.00,2.00`,
    );

    await setDiscountArchived(test.db, account, id, true);
    const archived = await refusal(place());
    expect(archived.message).toBe(discountMessages.notValid);
    expect((await discountReport(test.db, now)).find((d) => d.id === id)?.status).toBe("archived");
    await setDiscountArchived(test.db, account, id, false);
    await expect(place()).resolves.toBeDefined();
  });
});

describe("a batch of single-use codes", () => {
  it("makes codes without look-alikes, each good once, counted and archived with their code", async () => {
    const productId = await insertTestProduct(test.db, { priceCents: 1000, stock: null });
    const { id } = await createDiscount(
      test.db,
      account,
      form({ code: "newsletter", percentOff: "25" }),
      ZONE,
    );
    expect(await makeCodeBatch(test.db, account, id, { count: "300", prefix: "news" })).toEqual({
      made: 300,
    });
    const batch = await test.db.select().from(discounts).where(eq(discounts.batchOf, id));
    expect(batch).toHaveLength(300);
    expect(new Set(batch.map((row) => row.code)).size).toBe(300);
    for (const row of batch) {
      expect(row.code).toMatch(new RegExp(`^NEWS-[${BATCH_ALPHABET}]{10}$`));
      expect(row).toMatchObject({ percentOff: 25, usageLimit: 1, name: "Autumn" });
    }

    const code = batch[0]?.code ?? "";
    const place = async () => {
      const cartToken = await insertTestCart(test.db, [{ productId, quantity: 1 }]);
      return createOrder(test.db, testCheckoutInput({ discountCode: code.toLowerCase() }), {
        customer: null,
        clientAddress: newVisitorAddress(),
        publicUrl: "https://washi.test",
        timeZone: ZONE,
        from: { token: cartToken },
      });
    };
    const { order } = await place();
    await test.db.update(orders).set({ status: "paid" }).where(eq(orders.id, order.id));
    expect((await refusal(place())).message).toBe(discountMessages.usedUp);

    const listed = (await discountReport(test.db, new Date())).filter(
      (row) => row.name === "Autumn",
    );
    expect(listed.map((row) => row.code)).not.toContain(code);
    expect(listed.find((row) => row.id === id)).toMatchObject({ uses: 1, givenCents: 250 });
    expect(await batchSize(test.db, id)).toEqual({ codes: 300, used: 1 });
    expect(await batchCodesCsv(test.db, id)).toContain(`${code},${order.orderNumber},paid`);

    await setDiscountArchived(test.db, account, id, true);
    const other = batch[1]?.code ?? "";
    const cartToken = await insertTestCart(test.db, [{ productId, quantity: 1 }]);
    const archived = await refusal(
      createOrder(test.db, testCheckoutInput({ discountCode: other }), {
        customer: null,
        clientAddress: newVisitorAddress(),
        publicUrl: "https://washi.test",
        timeZone: ZONE,
        from: { token: cartToken },
      }),
    );
    expect(archived.message).toBe(discountMessages.notValid);
  });

  it("refuses a batch from a sale, and a count out of bounds", async () => {
    const { id: sale } = await createDiscount(test.db, account, form({ code: "" }), ZONE);
    const fromSale = await refusal(makeCodeBatch(test.db, account, sale, { count: "5" }));
    expect(fromSale.details).toEqual({ count: m.batchFromCode });
    const { id } = await createDiscount(test.db, account, form(), ZONE);
    for (const count of ["0", "5001", "many"]) {
      const error = await refusal(makeCodeBatch(test.db, account, id, { count }));
      expect(error.details).toEqual({ count: m.batchCount });
    }
  });
});
