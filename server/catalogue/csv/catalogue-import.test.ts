// @gate-pglite (tests/README.md): CSV rows in and out do not depend on the engine.
import { count, eq, inArray } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvLines, parseCsv } from "#server/csv/csv-text.ts";
import { products, studioAuditLog } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { seedDemoShopOnce } from "#server/seed/seed-demo-shop.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { applyCatalogueImportBatch } from "./apply-catalogue-import.ts";
import { catalogueColumns } from "./catalogue-columns.ts";
import { exportCatalogueCsv } from "./export-catalogue-csv.ts";
import { importReport } from "./import-report.ts";
import { planCatalogueImport } from "./plan-catalogue-import.ts";

let test: TestDatabase;
let account: StudioAccount;

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoShopOnce({ db: test.db, storage: test.storage, logger: pino({ level: "silent" }) });
  ({ account } = await studioSessionCookie(test.db));
});
afterAll(() => test?.close());

const header = "sku,title,product_type,price,stock,sub_categories,topic_categories";
const dryRun = async (csv: string) => importReport(await planCatalogueImport(test.db, csv));
const counts = async () => {
  const [[productRows], [auditRows]] = await Promise.all([
    test.db.select({ n: count() }).from(products),
    test.db.select({ n: count() }).from(studioAuditLog),
  ]);
  return { products: productRows?.n, audit: auditRows?.n };
};

describe("the catalogue CSV", () => {
  it("exports every product with every column, prices in dollars and slugs for types", async () => {
    const csv = await exportCatalogueCsv(test.db);
    expect(csv.startsWith("\uFEFFsku,slug,title,kind,product_type,price,")).toBe(true);
    const records = parseCsv(csv.slice(1));
    expect(records[0]?.cells).toEqual([...catalogueColumns]);
    const [{ n } = { n: 0 }] = await test.db.select({ n: count() }).from(products);
    expect(records).toHaveLength(n + 1);
    const plan = records.find((record) => record.cells[0] === "MC-INTL-MONTHLY")?.cells ?? [];
    const cell = (column: string) => plan[catalogueColumns.indexOf(column as never)];
    expect([cell("price"), cell("kind"), cell("product_type")]).toEqual([
      "9.88",
      "subscription",
      "mail-club",
    ]);
    expect([cell("subscription_interval"), cell("stock"), cell("is_active")]).toEqual([
      "yearly",
      "",
      "true",
    ]);
    expect(csv.split("\r\n").length).toBeGreaterThan(n);
  });

  it("imports its own export back as unchanged, formulas neutralised on the way", async () => {
    await test.db
      .update(products)
      .set({ title: '=HYPERLINK("http://evil.example")', description: "- a list\n- of two" })
      .where(eq(products.sku, "STK-001"));
    const csv = await exportCatalogueCsv(test.db);
    expect(csv).toContain(
      `STK-001,meadow-leaves-sticker-sheet,"'=HYPERLINK(""http://evil.example"")"`,
    );
    expect(csv).toContain(`"'- a list\n- of two"`);
    const before = await counts();
    const report = await dryRun(csv);
    expect(report.errors).toEqual([]);
    expect(report.created).toEqual([]);
    expect(report.updated).toEqual([]);
    expect(report.unchanged).toBe(before.products);
    expect(await counts()).toEqual(before);
  });

  it("reports in a dry run exactly what would change, and writes nothing", async () => {
    const before = await counts();
    const report = await dryRun(
      [
        header,
        "STK-002,Sleepy Cats Sticker Sheet,stickers,4.75,35,sticker-sheets,cats; nature",
        // Blank cells keep what cannot be blank, and clear the rest: stock becomes made to order.
        "BKM-001,,,,,,",
        "NEW-001,Fox Notebook,stationery,12,,,nature",
      ].join("\n"),
    );
    expect(report.errors).toEqual([]);
    expect(report.created).toEqual([{ line: 4, sku: "NEW-001", title: "Fox Notebook" }]);
    expect(report.updated).toEqual([
      {
        line: 2,
        sku: "STK-002",
        title: "Sleepy Cats Sticker Sheet",
        changes: [
          { column: "price", from: "4.50", to: "4.75" },
          { column: "topic_categories", from: "cats", to: "cats; nature" },
        ],
      },
      {
        line: 3,
        sku: "BKM-001",
        title: "Lavender Field Watercolor Bookmark",
        changes: [
          { column: "stock", from: "30", to: "" },
          { column: "sub_categories", from: "watercolor-bookmarks", to: "" },
          { column: "topic_categories", from: "florals; nature", to: "" },
        ],
      },
    ]);
    expect(report.unchanged).toBe(0);
    expect(report.total).toBe(3);
    expect(await counts()).toEqual(before);
  });
});

describe("row errors", () => {
  it("name the line and the column of every problem, quoted line breaks counted", async () => {
    const before = await counts();
    const report = await dryRun(
      [
        header,
        'NEW-101,"A card\nwith two lines",greeting-cards,3.50,,,',
        "NEW-102,Mystery,sculptures,3.50,,,",
        "NEW-103,Fox Card,greeting-cards,3.50,,no-such-sub,no-such-topic",
        "NEW-104,Fox Card Two,greeting-cards,-1,,,",
        "NEW-105,Fox Card Three,greeting-cards,3.505,,,",
        "NEW-106,Fox Card Four,greeting-cards,3.50,lots,,",
        ",Nameless,greeting-cards,3.50,,,",
        "NEW-101,Fox Card Five,greeting-cards,3.50,,,",
        "NEW-108,Too few,greeting-cards",
        "NEW-109,,greeting-cards,3.50,,,",
      ].join("\r\n"),
    );
    const byLine = report.errors.map(({ line, column, message }) => [line, column, message]);
    expect(byLine).toEqual([
      [2, "title", "Please remove unusual characters"],
      [4, "product_type", expect.stringContaining("Unknown product type “sculptures”")],
      [5, "sub_categories", expect.stringContaining("Unknown sub-category “no-such-sub”")],
      [5, "topic_categories", expect.stringContaining("Unknown topic “no-such-topic”")],
      [6, "price", "Enter the price in dollars, like 4.50"],
      [7, "price", "Enter the price in dollars, like 4.50"],
      [8, "stock", expect.stringContaining("whole number")],
      [9, "sku", expect.stringContaining("needs its code (SKU)")],
      [10, "sku", "The same code (SKU) as line 2: each product once per file."],
      [11, undefined, expect.stringContaining("has 3 values but the header has 7 columns")],
      [12, "title", "Please enter the product's name"],
    ]);
    expect(report.created).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it("refuses unknown columns and a header without a key", async () => {
    expect((await dryRun("sku,colour\nX,red")).errors).toEqual([
      { line: 1, message: expect.stringContaining("Unknown column “colour”") },
    ]);
    expect((await dryRun("title,price\nX,1")).errors[0]?.message).toContain("needs a sku column");
    expect((await dryRun("")).errors[0]?.message).toContain("The file is empty");
    expect((await dryRun('sku\n"open')).errors).toEqual([
      { line: 2, message: expect.stringContaining("never closed") },
    ]);
  });

  it("refuses a slug another product has", async () => {
    const report = await dryRun(
      "sku,slug,title,product_type,price\nNEW-201,sleepy-cats-sticker-sheet,Cats Again,stickers,1",
    );
    expect(report.errors).toEqual([
      {
        line: 2,
        column: "slug",
        message:
          "The slug “sleepy-cats-sticker-sheet” is already used by “Sleepy Cats Sticker Sheet”. Give this row a slug of its own.",
      },
    ]);
  });
});

describe("applying an import", () => {
  const generated = (total: number) =>
    csvLines([
      ["sku", "title", "product_type", "price", "stock", "sub_categories", "topic_categories"],
      ...Array.from({ length: total }, (_, index) => [
        `GEN-${String(index + 1).padStart(3, "0")}`,
        `Generated Bookmark ${index + 1}`,
        "bookmarks",
        `${(index % 9) + 1}.25`,
        String(index % 5),
        "",
        "nature",
      ]),
    ]);

  it("writes a part at a time, each in a transaction with its audit row, and only once", async () => {
    const csv = generated(250);
    const before = await counts();
    const parts = [];
    for (let from = 0; from < 250; from += 100) {
      parts.push(await applyCatalogueImportBatch(test.db, account, { text: csv, from }));
    }
    expect(parts).toEqual([
      { from: 0, to: 100, total: 250, created: 100, updated: 0, unchanged: 0 },
      { from: 100, to: 200, total: 250, created: 100, updated: 0, unchanged: 0 },
      { from: 200, to: 250, total: 250, created: 50, updated: 0, unchanged: 0 },
    ]);
    expect(await counts()).toEqual({
      products: (before.products ?? 0) + 250,
      audit: (before.audit ?? 0) + 3,
    });
    const [made] = await test.db.select().from(products).where(eq(products.sku, "GEN-250"));
    expect(made).toMatchObject({ title: "Generated Bookmark 250", priceCents: 725, stock: 4 });
    expect(made?.slug).toBe("generated-bookmark-250");

    // A part sent again finds its rows written: nothing more happens.
    const again = await applyCatalogueImportBatch(test.db, account, { text: csv, from: 0 });
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 100 });
    expect((await counts()).audit).toBe((before.audit ?? 0) + 3);
    expect((await dryRun(csv)).unchanged).toBe(250);
  });

  it("updates what changed, keeping the columns the file leaves out", async () => {
    await applyCatalogueImportBatch(test.db, account, {
      text: "sku,price,topic_categories\nGEN-001,9.99,cats; nature",
      from: 0,
    });
    const report = await dryRun("sku,price,topic_categories,stock\nGEN-001,9.99,cats; nature,0");
    expect(report.updated).toEqual([]);
    expect(report.unchanged).toBe(1);
    const [row] = await test.db.select().from(products).where(eq(products.sku, "GEN-001"));
    expect(row).toMatchObject({ priceCents: 999, title: "Generated Bookmark 1" });
  });

  it("leaves a personalised product's questions as they are (the file has no column for them)", async () => {
    const before = await test.db.select().from(products).where(eq(products.sku, "STN-011"));
    expect(before[0]?.personalisation?.text?.label).toBe("Banner text");
    await applyCatalogueImportBatch(test.db, account, {
      text: "sku,price\nSTN-011,52.00",
      from: 0,
    });
    const [row] = await test.db.select().from(products).where(eq(products.sku, "STN-011"));
    expect(row).toMatchObject({ priceCents: 5200, personalisation: before[0]?.personalisation });
  });

  it("reads and writes a product's weight and letter flag; a download weighs nothing", async () => {
    const csv = await exportCatalogueCsv(test.db);
    const rows = parseCsv(csv.slice(1)).map((record) => record.cells);
    const cell = (sku: string, column: string) =>
      rows.find((cells) => cells[0] === sku)?.[catalogueColumns.indexOf(column as never)];
    expect([cell("STK-002", "weight_grams"), cell("STK-002", "fits_in_letter")]).toEqual([
      "10",
      "true",
    ]);
    expect(cell("TOT-002", "fits_in_letter")).toBe("false");
    const report = await dryRun(
      "sku,weight_grams,fits_in_letter\nTOT-002,180,\nSTK-002,twelve,maybe\nDGT-001,50,true",
    );
    expect(report.errors).toEqual([
      { line: 3, column: "fits_in_letter", message: expect.stringContaining("true or false") },
      { line: 3, column: "weight_grams", message: expect.stringContaining("whole grams") },
    ]);
    await applyCatalogueImportBatch(test.db, account, {
      text: "sku,weight_grams,fits_in_letter\nTOT-002,180,\nDGT-001,50,true",
      from: 0,
    });
    const stored = await test.db
      .select({ sku: products.sku, grams: products.weightGrams, letter: products.fitsInLetter })
      .from(products)
      .where(inArray(products.sku, ["TOT-002", "DGT-001"]))
      .orderBy(products.sku);
    expect(stored).toEqual([
      { sku: "DGT-001", grams: 0, letter: false },
      { sku: "TOT-002", grams: 180, letter: false },
    ]);
    // What was stored reads back as unchanged: the download's 50 g is not offered again.
    const again = await dryRun(
      "sku,weight_grams,fits_in_letter\nTOT-002,180,false\nDGT-001,0,false",
    );
    expect(again.unchanged).toBe(2);
  });

  it("writes nothing from a file with errors", async () => {
    const before = await counts();
    const failure = await applyCatalogueImportBatch(test.db, account, {
      text: `${header}\nGEN-900,Bad,bookmarks,1.00,,,no-such-topic`,
      from: 0,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({
      code: "bad_request",
      message: expect.stringContaining("an error"),
    });
    expect(await counts()).toEqual(before);
  });
});
