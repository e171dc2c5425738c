import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "#server/db/schema.ts";
import { insertTestCatalogue } from "#tests/support/fixtures/catalogue.ts";
import { createTestHttpApp } from "#tests/support/http-app.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let app: ReturnType<typeof createTestHttpApp>["app"];
let cookie: string;
let productId: number;

beforeAll(async () => {
  test = await createTestDatabase();
  app = createTestHttpApp({ database: test.handle, dataDir: test.dataDir }).app;
  productId = (await insertTestCatalogue(test.db)).get("STK-002") as number;
  ({ cookie } = await studioSessionCookie(test.db));
});
afterAll(() => test?.close());

const form = (fields: Record<string, Blob | string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};
const post = (path: string, body: FormData, headers: Record<string, string> = { cookie }) =>
  app.request(`http://localhost${path}`, { method: "POST", body, headers });
const photo = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 800, height: 600, channels: 3, background: "#4a6650" } })
          .png()
          .toBuffer(),
      ),
    ],
    "leaves.png",
    { type: "image/png" },
  );
const csv = (text: string) => new File([text], "catalogue.csv", { type: "text/csv" });

describe("/api/studio/products", () => {
  it("answers only the studio: 403 for anyone else", async () => {
    for (const path of [
      `/api/studio/products/${productId}/images`,
      "/api/studio/products/imports/dry-run",
      "/api/studio/products/imports/apply",
    ]) {
      const response = await post(path, form({ file: csv("sku\nX") }), {});
      expect(response.status, path).toBe(403);
    }
  });

  it("takes a photo and answers the stored picture", async () => {
    const response = await post(
      `/api/studio/products/${productId}/images`,
      form({ file: await photo() }),
    );
    expect(response.status).toBe(201);
    const { image } = await response.json();
    expect(image).toMatchObject({ alt: "Meadow Leaves Sticker Sheet", width: 1000, height: 750 });
    expect(image.variants.thumbnail.avif).toMatch(
      /^\/uploads\/products\/meadow-leaves-sticker-sheet-245-/,
    );
  });

  it("refuses what is not a photo, no file, and a product that does not exist, in JSON", async () => {
    const path = `/api/studio/products/${productId}/images`;
    const notImage = await post(path, form({ file: new File(["%PDF-1.7"], "invoice.pdf") }));
    expect(notImage.status).toBe(400);
    expect((await notImage.json()).error.message).toBe(
      "“invoice.pdf” is not a picture the shop can use. Upload a JPEG, PNG, WebP, AVIF, GIF or TIFF file.",
    );
    const noFile = await post(path, form({ note: "x" }));
    expect((await noFile.json()).error.message).toBe("Choose a picture to upload.");
    for (const id of ["999999", "abc", "99999999999"]) {
      const missing = await post(
        `/api/studio/products/${id}/images`,
        form({ file: await photo() }),
      );
      expect(missing.status, id).toBe(404);
    }
  });

  it("refuses a body over 25 MB before reading it", async () => {
    const big = new File([new Uint8Array(25 * 1024 * 1024 + 10)], "huge.jpg");
    const response = await post(`/api/studio/products/${productId}/images`, form({ file: big }));
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toBe("The file is too large (25 MB at most).");
  });

  it("dry-runs a CSV, then applies it a part at a time", async () => {
    const file = "sku,title,product_type,price\nAPI-001,Api Sticker,stickers,2.00\nSTK-002,,,5.25";
    const dry = await post("/api/studio/products/imports/dry-run", form({ file: csv(file) }));
    expect(dry.status).toBe(200);
    const { report } = await dry.json();
    expect(report).toMatchObject({ total: 2, unchanged: 0, errors: [] });
    expect(report.created).toEqual([{ line: 2, sku: "API-001", title: "Api Sticker" }]);
    expect(report.updated[0].changes).toEqual([{ column: "price", from: "5.00", to: "5.25" }]);
    expect(await test.db.select().from(products).where(eq(products.sku, "API-001"))).toEqual([]);

    const applied = await post(
      "/api/studio/products/imports/apply",
      form({ file: csv(file), from: "0" }),
    );
    expect(await applied.json()).toEqual({
      from: 0,
      to: 2,
      total: 2,
      created: 1,
      updated: 1,
      unchanged: 0,
    });
    const outOfRange = await post(
      "/api/studio/products/imports/apply",
      form({ file: csv(file), from: "7" }),
    );
    expect(outOfRange.status).toBe(400);
  });

  it("refuses a file that is not UTF-8 text", async () => {
    const latin1 = new File([new Uint8Array([0x73, 0x6b, 0x75, 0x0a, 0xe9, 0xe9])], "export.csv");
    const response = await post("/api/studio/products/imports/dry-run", form({ file: latin1 }));
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain("save it as “CSV UTF-8");
  });
});
