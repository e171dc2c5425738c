import { desc } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getBlogIntro } from "#server/content/blog/get-blog-intro.ts";
import { getPageText } from "#server/content/pages/get-page-text.ts";
import { storefrontVersion, studioAuditLog } from "#server/db/schema.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";
import { aboutMessages } from "#server/studio/content/about/about-input.ts";
import { removeAboutPhoto } from "#server/studio/content/about/remove-about-photo.ts";
import { setAboutPhoto } from "#server/studio/content/about/set-about-photo.ts";
import { updateAboutMe } from "#server/studio/content/about/update-about-me.ts";
import { updateBannerText } from "#server/studio/content/about/update-banner-text.ts";
import { refusal } from "#tests/support/refusal.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { editablePageTexts } from "./editable-page-texts.ts";
import { pageTextMessages } from "./page-text-input.ts";
import { updatePageText } from "./update-page-text.ts";

let test: TestDatabase;
let account: StudioAccount;

beforeAll(async () => {
  test = await createTestDatabase();
  ({ account } = await studioSessionCookie(test.db));
});
afterAll(() => test?.close());

async function version() {
  const [row] = await test.db.select().from(storefrontVersion);
  return row?.version ?? 0;
}

const lastChange = async () =>
  (await test.db.select().from(studioAuditLog).orderBy(desc(studioAuditLog.id)))[0];

describe("page texts", () => {
  it("edits the home sections, the blog's name and the four customer-service pages", () => {
    expect(editablePageTexts.map((page) => page.key)).toEqual([
      "home-hero",
      "home-intro",
      "blog",
      "shipping",
      "returns",
      "faq",
      "privacy",
    ]);
  });

  it("saves a page's text (made when missing), which the storefront then reads", async () => {
    const before = await version();
    await updatePageText(test.db, account, "shipping", {
      title: "  Shipping  ",
      lead: "Orders leave within two days.",
      body: "## Shop orders\r\n\r\n- Packed by hand\r\n- Sent to {email}",
    });
    expect(await getPageText(test.db, "shipping")).toMatchObject({
      title: "Shipping",
      lead: "Orders leave within two days.",
      body: "## Shop orders\n\n- Packed by hand\n- Sent to {email}",
    });
    expect(await version()).toBeGreaterThan(before);
    expect(await lastChange()).toMatchObject({
      action: "page-text.update",
      subject: "page-text:shipping",
    });
    await updatePageText(test.db, account, "shipping", { title: "Shipping", lead: "", body: "" });
    expect(await getPageText(test.db, "shipping")).toMatchObject({ lead: "", body: "" });
  });

  it("keeps no body for the blog's name and intro", async () => {
    await updatePageText(test.db, account, "blog", {
      title: "Paper Notes",
      lead: "News from the desk.",
      body: "ignored",
    });
    expect(await getBlogIntro(test.db)).toEqual({
      title: "Paper Notes",
      lead: "News from the desk.",
    });
    expect((await getPageText(test.db, "blog"))?.body).toBe("");
  });

  it("refuses an unknown key, a blank title and control characters", async () => {
    const unknown = await refusal(updatePageText(test.db, account, "terms", { title: "Terms" }));
    expect(unknown.code).toBe("not_found");
    expect(unknown.message).toBe(pageTextMessages.notEditable);
    const bad = await refusal(
      updatePageText(test.db, account, "faq", { title: "", lead: "a\u0007b", body: "ok\u0000" }),
    );
    expect(bad.details).toEqual({
      title: pageTextMessages.titleRequired,
      lead: "Please remove unusual characters",
      body: "Please remove unusual characters",
    });
    expect(await getPageText(test.db, "faq")).toBeNull();
  });
});

describe("about me and the banner", () => {
  it("saves the About me words and the banner into the shop settings (made when missing)", async () => {
    await updateAboutMe(test.db, account, {
      title: "Hi, I'm Mina",
      story: "I paint.\n\nI **write**.",
    });
    await updateBannerText(test.db, account, { bannerText: "Free stickers this week" });
    const settings = await getShopSettings(test.db);
    expect(settings.aboutMe).toEqual({
      title: "Hi, I'm Mina",
      story: "I paint.\n\nI **write**.",
      imageUrl: null,
    });
    expect(settings.bannerText).toBe("Free stickers this week");
    expect(await lastChange()).toMatchObject({ action: "shop-settings.banner" });
    const blank = await refusal(updateBannerText(test.db, account, { bannerText: " " }));
    expect(blank.details).toEqual({ bannerText: aboutMessages.bannerRequired });
    const noTitle = await refusal(updateAboutMe(test.db, account, { title: "", story: "x" }));
    expect(noTitle.details).toEqual({ title: aboutMessages.titleRequired });
  });

  it("crops an uploaded photo to the 4:5 WebP the home page shows, and removes it", async () => {
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: "#93b27f" },
    })
      .jpeg()
      .toBuffer();
    const { imagePath } = await setAboutPhoto(test.db, account, {
      file: new File([new Uint8Array(photo)], "me.jpg"),
      pictures: test.storage.pictures,
    });
    expect(imagePath).toMatch(/^\/uploads\/about\/maker-[0-9a-f]{12}\.webp$/);
    const stored = await sharp(`${test.dataDir}${imagePath}`).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 800, height: 1000 });
    expect((await getShopSettings(test.db)).aboutMe.imageUrl).toBe(imagePath);
    await removeAboutPhoto(test.db, account);
    expect((await getShopSettings(test.db)).aboutMe.imageUrl).toBeNull();
    expect(await lastChange()).toMatchObject({ action: "shop-settings.about-photo-remove" });
  });
});
