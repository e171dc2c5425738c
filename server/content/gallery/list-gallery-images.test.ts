import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listGalleryImages } from "#server/content/gallery/list-gallery-images.ts";
import { galleryImages, type ImageVariants } from "#server/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

function variants(name: string): ImageVariants {
  const size = (width: number) => ({
    width,
    height: (width * 3) / 4,
    avif: `/uploads/gallery/${name}-${width}.avif`,
    webp: `/uploads/gallery/${name}-${width}.webp`,
  });
  return { thumbnail: size(245), small: size(500), medium: size(750), large: size(1000) };
}

describe("listGalleryImages", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test?.close();
  });

  it("is empty when the studio has no gallery (the home page then shows none)", async () => {
    expect(await listGalleryImages(test.db)).toEqual([]);
  });

  it("gives at most 4 pictures in the studio's order, with a default text alternative", async () => {
    await test.db.insert(galleryImages).values(
      ["e", "b", "a", "d", "c"].map((name, index) => ({
        position: [4, 1, 0, 3, 2][index] as number,
        alt: name === "b" ? "  " : `Picture ${name}`,
        width: 1000,
        height: 750,
        variants: variants(name),
      })),
    );
    const images = await listGalleryImages(test.db);
    expect(images.map((image) => image.alt)).toEqual([
      "Picture a",
      "gallery image 2",
      "Picture c",
      "Picture d",
    ]);
    expect(images[0]).toMatchObject({
      width: 1000,
      height: 750,
      variants: { large: { webp: "/uploads/gallery/a-1000.webp" } },
    });
    expect(await listGalleryImages(test.db, 10)).toHaveLength(4);
    expect(await listGalleryImages(test.db, 2)).toHaveLength(2);
  });
});
