import { existsSync } from "node:fs";
import path from "node:path";
import { desc } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listGalleryImages } from "#server/content/gallery/list-gallery-images.ts";
import { studioAuditLog } from "#server/db/schema.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { altMessages } from "#server/studio/content/images/alt-text.ts";
import { refusal } from "#tests/support/refusal.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { addGalleryImage } from "./add-gallery-image.ts";
import { deleteGalleryImage } from "./delete-gallery-image.ts";
import { listStudioGallery } from "./list-studio-gallery.ts";
import { moveGalleryImage } from "./move-gallery-image.ts";
import { updateGalleryAlt } from "./update-gallery-alt.ts";

let test: TestDatabase;
let account: StudioAccount;

beforeAll(async () => {
  test = await createTestDatabase();
  ({ account } = await studioSessionCookie(test.db));
});
afterAll(() => test?.close());

function picture(background: string) {
  return sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .png()
    .toBuffer()
    .then((bytes) => new File([new Uint8Array(bytes)], "studio.png"));
}

const alts = async () => (await listStudioGallery(test.db)).map((image) => image.alt);
const lastAction = async () =>
  (await test.db.select().from(studioAuditLog).orderBy(desc(studioAuditLog.id)))[0]?.action;

describe("the gallery", () => {
  it("adds pictures at the end with their text, encoded under uploads/gallery", async () => {
    const colours = ["#c96a52", "#93b27f", "#e4b64f", "#8fb3d9", "#b9a3d6"];
    for (const [index, colour] of colours.entries()) {
      await addGalleryImage(test.db, account, {
        file: await picture(colour),
        alt: `Picture ${index + 1}`,
        pictures: test.storage.pictures,
      });
    }
    expect(await alts()).toEqual(["Picture 1", "Picture 2", "Picture 3", "Picture 4", "Picture 5"]);
    const gallery = await listStudioGallery(test.db);
    expect(gallery.map((image) => image.onHomePage)).toEqual([true, true, true, true, false]);
    const large = gallery[0]?.variants.large;
    expect(large).toMatchObject({ width: 1000, height: 750 });
    expect(large?.webp).toMatch(/^\/uploads\/gallery\/studio-1000-[0-9a-f]{12}\.webp$/);
    expect(existsSync(path.join(test.dataDir, large?.avif ?? "missing"))).toBe(true);
    // The home page shows the first four.
    expect((await listGalleryImages(test.db)).map((image) => image.alt)).toEqual([
      "Picture 1",
      "Picture 2",
      "Picture 3",
      "Picture 4",
    ]);
    expect(await lastAction()).toBe("gallery-image.add");
  });

  it("refuses a picture without its text alternative, storing nothing", async () => {
    const error = await refusal(
      addGalleryImage(test.db, account, {
        file: await picture("#000"),
        alt: "  ",
        pictures: test.storage.pictures,
      }),
    );
    expect(error.details).toEqual({ alt: altMessages.required });
    expect(await alts()).toHaveLength(5);
  });

  it("moves a picture up and down; the ends stay put", async () => {
    const [first, second, , , fifth] = await listStudioGallery(test.db);
    await moveGalleryImage(test.db, account, { id: fifth?.id ?? 0, direction: "up" });
    expect(await alts()).toEqual(["Picture 1", "Picture 2", "Picture 3", "Picture 5", "Picture 4"]);
    expect((await listGalleryImages(test.db)).map((image) => image.alt)).toContain("Picture 5");
    await moveGalleryImage(test.db, account, { id: first?.id ?? 0, direction: "down" });
    expect(await alts()).toEqual(["Picture 2", "Picture 1", "Picture 3", "Picture 5", "Picture 4"]);
    expect(await lastAction()).toBe("gallery-image.move");
    await moveGalleryImage(test.db, account, { id: second?.id ?? 0, direction: "up" });
    await moveGalleryImage(test.db, account, { id: second?.id ?? 0, direction: "up" });
    expect((await alts())[0]).toBe("Picture 2");
    const missing = await refusal(
      moveGalleryImage(test.db, account, { id: 999_999, direction: "up" }),
    );
    expect(missing.code).toBe("not_found");
  });

  it("changes a text alternative and deletes a picture", async () => {
    const [first] = await listStudioGallery(test.db);
    await updateGalleryAlt(test.db, account, { id: first?.id ?? 0, alt: " Rolls of washi tape " });
    expect((await alts())[0]).toBe("Rolls of washi tape");
    const blank = await refusal(
      updateGalleryAlt(test.db, account, { id: first?.id ?? 0, alt: "" }),
    );
    expect(blank.details).toEqual({ alt: altMessages.required });
    await deleteGalleryImage(test.db, account, first?.id ?? 0);
    expect(await alts()).toHaveLength(4);
    expect(await lastAction()).toBe("gallery-image.delete");
    expect((await refusal(deleteGalleryImage(test.db, account, first?.id ?? 0))).code).toBe(
      "not_found",
    );
  });
});
