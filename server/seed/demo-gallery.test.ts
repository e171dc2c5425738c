import { stat } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listGalleryImages } from "#server/content/gallery/list-gallery-images.ts";
import { demoGallerySvgs, drawDemoGallery, insertDemoGallery } from "#server/seed/demo-gallery.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

describe("the demo gallery", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test?.close();
  });

  it("draws the same four pictures every time", () => {
    const first = demoGallerySvgs();
    expect(first).toHaveLength(4);
    expect(demoGallerySvgs()).toEqual(first);
    for (const { svg } of first) expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1000 750"/);
  });

  it("encodes them at the product sizes and stores them in order", async () => {
    const images = await drawDemoGallery(test.storage.pictures);
    expect(await insertDemoGallery(test.db, images)).toEqual({ galleryImages: 4 });
    const stored = await listGalleryImages(test.db);
    expect(stored.map((image) => image.alt)).toEqual(images.map((image) => image.alt));
    for (const image of stored) {
      expect(image.alt.length).toBeGreaterThan(20);
      expect([image.width, image.height]).toEqual([1000, 750]);
      for (const variant of Object.values(image.variants)) {
        for (const url of [variant.avif, variant.webp]) {
          expect(url).toMatch(/^\/uploads\/gallery\/[a-z-]+-\d+-[0-9a-f]{12}\.(avif|webp)$/);
          const file = await stat(path.join(test.dataDir, url));
          expect(file.size).toBeGreaterThan(500);
        }
      }
    }
  });
});
