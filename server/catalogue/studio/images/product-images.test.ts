import { readdir } from "node:fs/promises";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageWidths } from "#server/catalogue/image-files.ts";
import { productImages, storefrontVersion, studioAuditLog } from "#server/db/schema.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { insertTestCatalogue } from "#tests/support/fixtures/catalogue.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { addProductImage } from "./add-product-image.ts";
import { deleteProductImage } from "./delete-product-image.ts";
import { listProductImages } from "./list-product-images.ts";
import { reorderProductImages } from "./reorder-product-images.ts";
import { updateImageAlt } from "./update-image-alt.ts";

let test: TestDatabase;
let account: StudioAccount;
let productId: number;

beforeAll(async () => {
  test = await createTestDatabase();
  const ids = await insertTestCatalogue(test.db);
  productId = ids.get("BKM-002") as number;
  ({ account } = await studioSessionCookie(test.db));
});
afterAll(() => test?.close());

const photo = (colour: string) =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** A PNG whose header claims 20,000 × 20,000 pixels in a file of a few hundred bytes. */
function decompressionBomb() {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header[8] = 8;
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  const data = deflateSync(Buffer.alloc(20_001 * 4));
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", data),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The file of a picture's URL path (`/uploads/products/x.webp`) in the test's data dir. */
const fileOf = (url: string) => path.join(test.dataDir, url);
const filesIn = async (folder: string) =>
  readdir(path.join(test.dataDir, folder)).catch(() => [] as string[]);
const imageCount = async () =>
  (
    await test.db
      .select({ n: count() })
      .from(productImages)
      .where(eq(productImages.productId, productId))
  )[0]?.n;
const upload = async (name: string, bytes: Buffer) =>
  addProductImage(test.db, account, {
    productId,
    pictures: test.storage.pictures,
    file: { name, bytes },
  });

describe("uploading a product picture", () => {
  it("writes AVIF and WebP at the storefront's four widths and a row after the others", async () => {
    const [{ version: before } = { version: 0 }] = await test.db.select().from(storefrontVersion);
    const image = await upload("fern.jpg", await photo("#3f5a45"));
    expect(image.alt).toBe("Fern Bookmark");
    expect([image.width, image.height]).toEqual([1000, 750]);
    const widths = Object.entries(image.variants).map(([size, variant]) => [size, variant.width]);
    expect(Object.fromEntries(widths)).toEqual(imageWidths);
    for (const variant of Object.values(image.variants)) {
      expect(variant.avif).toMatch(/^\/uploads\/products\/fern-bookmark-\d+-[0-9a-f]{12}\.avif$/);
      const avif = await sharp(fileOf(variant.avif)).metadata();
      const webp = await sharp(fileOf(variant.webp)).metadata();
      expect([avif.format, avif.width, webp.format, webp.width]).toEqual([
        "heif",
        variant.width,
        "webp",
        variant.width,
      ]);
    }
    expect((await listProductImages(test.db, productId)).at(-1)).toEqual(image);
    const [{ version: after } = { version: 0 }] = await test.db.select().from(storefrontVersion);
    expect(after).toBeGreaterThan(before);
  });

  it("turns a photo upright when its EXIF orientation says so", async () => {
    // Stored 1600 × 1000 with red on the left and blue on the right, marked "turn 90° clockwise":
    // upright, red is on top and blue below.
    const halves = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: "blue" },
    })
      .composite([
        {
          input: { create: { width: 800, height: 1000, channels: 3, background: "red" } },
          left: 0,
          top: 0,
        },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const image = await upload("sideways.jpg", halves);
    const { data, info } = await sharp(fileOf(image.variants.large.webp))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const colourAt = (x: number, y: number) => {
      const offset = (y * info.width + x) * info.channels;
      const [r = 0, , b = 0] = data.subarray(offset, offset + 3);
      return r > b ? "red" : "blue";
    };
    expect([
      colourAt(250, 100),
      colourAt(750, 100),
      colourAt(250, 650),
      colourAt(750, 650),
    ]).toEqual(["red", "red", "blue", "blue"]);
  });

  it.each([
    ["notes.txt", Buffer.from("not a picture at all"), "is not a picture the shop can use"],
    [
      "vector.svg",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
      "is not a picture the shop can use",
    ],
    ["huge.png", Buffer.alloc(25 * 1024 * 1024 + 1), "is larger than 25 MB"],
    ["bomb.png", decompressionBomb(), "is larger than 50 megapixels"],
  ])("refuses %s with a clear message, leaving nothing behind", async (name, bytes, message) => {
    const [images, files] = [await imageCount(), await filesIn("uploads/products")];
    await expect(upload(name, bytes)).rejects.toMatchObject({
      code: "bad_request",
      message: expect.stringContaining(`“${name}” ${message}`),
    });
    expect(await imageCount()).toBe(images);
    expect(await filesIn("uploads/products")).toEqual(files);
  });

  it("refuses a damaged picture once its header has been read, leaving nothing behind", async () => {
    const damaged = (await photo("#a3472f")).subarray(0, 400);
    const [images, files] = [await imageCount(), await filesIn("uploads/products")];
    await expect(upload("damaged.jpg", damaged)).rejects.toMatchObject({
      message: expect.stringContaining("could not be read as a picture"),
    });
    expect(await imageCount()).toBe(images);
    expect(await filesIn("uploads/products")).toEqual(files);
  });

  it("refuses a product that does not exist", async () => {
    await expect(
      addProductImage(test.db, account, {
        productId: 999_999,
        pictures: test.storage.pictures,
        file: { name: "a.jpg", bytes: await photo("#fff") },
      }),
    ).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("reordering, alt text and deleting", () => {
  it("puts the pictures in the order given and refuses an outdated order", async () => {
    const ids = (await listProductImages(test.db, productId)).map((image) => image.id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const wanted = [...ids].reverse();
    const reordered = await reorderProductImages(test.db, account, { productId, imageIds: wanted });
    expect(reordered.map((image) => image.id)).toEqual(wanted);
    expect((await listProductImages(test.db, productId)).map((image) => image.id)).toEqual(wanted);
    await expect(
      reorderProductImages(test.db, account, { productId, imageIds: wanted.slice(1) }),
    ).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringContaining("changed meanwhile"),
    });
    const [audit] = await test.db
      .select()
      .from(studioAuditLog)
      .where(eq(studioAuditLog.action, "product.image.reorder"));
    expect(audit).toMatchObject({ subject: `product:${productId}`, details: { order: wanted } });
  });

  it("saves alt text, refusing a blank or overlong one and another product's picture", async () => {
    const [first] = await listProductImages(test.db, productId);
    const imageId = first?.id as number;
    const saved = await updateImageAlt(test.db, account, {
      productId,
      imageId,
      alt: "  A fern, pressed  ",
    });
    expect(saved.alt).toBe("A fern, pressed");
    await expect(
      updateImageAlt(test.db, account, { productId, imageId, alt: " " }),
    ).rejects.toMatchObject({
      code: "bad_request",
      message: "Describe the picture in a few words, for people who can't see it",
    });
    await expect(
      updateImageAlt(test.db, account, { productId, imageId, alt: "x".repeat(251) }),
    ).rejects.toMatchObject({ message: "This can be at most 250 characters" });
    await expect(
      updateImageAlt(test.db, account, { productId: productId + 1, imageId, alt: "Mine now" }),
    ).rejects.toMatchObject({ code: "not_found" });
  });

  it("deletes a picture and its files, keeping files another picture still uses", async () => {
    const bytes = await photo("#e3b958");
    const once = await upload("mustard.jpg", bytes);
    const twice = await upload("mustard-again.jpg", bytes);
    expect(twice.variants).toEqual(once.variants);
    const file = fileOf(once.variants.small.avif);
    const exists = () =>
      filesIn("uploads/products").then((files) => files.includes(path.basename(file)));

    await deleteProductImage(test.db, account, {
      productId,
      imageId: once.id,
      pictures: test.storage.pictures,
    });
    expect(await exists()).toBe(true);
    await deleteProductImage(test.db, account, {
      productId,
      imageId: twice.id,
      pictures: test.storage.pictures,
    });
    expect(await exists()).toBe(false);
    const ids = (await listProductImages(test.db, productId)).map((image) => image.id);
    expect(ids).not.toContain(once.id);
    await expect(
      deleteProductImage(test.db, account, {
        productId,
        imageId: once.id,
        pictures: test.storage.pictures,
      }),
    ).rejects.toMatchObject({ code: "not_found" });
  });
});
