import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopSettings } from "#server/db/schema.ts";
import { defaultShopSettings, getShopSettings } from "#server/shop/get-shop-settings.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

describe("getShopSettings", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test?.close();
  });

  it("gives the defaults when the settings row is missing", async () => {
    const settings = await getShopSettings(test.db);
    expect(settings).toEqual(defaultShopSettings);
    settings.socialLinks.push({ label: "x", url: "y" });
    expect(defaultShopSettings.socialLinks).toEqual([]);
  });

  it("shapes the settings row for the page shell", async () => {
    await test.db.insert(shopSettings).values({
      shopName: "Paper Nook",
      ownerEmail: "owner@nook.example",
      bannerText: "Join by the 25th",
      socialLinks: [
        { label: "Instagram", url: "https://instagram.com/nook" },
        { label: "Pinterest", url: "https://pinterest.com/nook" },
      ],
      aboutMeTitle: "Hello",
      aboutMeStory: "I make *paper* things.",
      aboutMeImagePath: "/uploads/about/me-abc.webp",
    });
    expect(await getShopSettings(test.db)).toEqual({
      shopName: "Paper Nook",
      ownerEmail: "owner@nook.example",
      bannerText: "Join by the 25th",
      socialLinks: [
        { label: "Instagram", url: "https://instagram.com/nook" },
        { label: "Pinterest", url: "https://pinterest.com/nook" },
      ],
      aboutMe: {
        title: "Hello",
        story: "I make *paper* things.",
        imageUrl: "/uploads/about/me-abc.webp",
      },
    });
  });

  it("allows a single settings row only", async () => {
    await expect(
      test.db.insert(shopSettings).values({ id: 2, shopName: "Two", ownerEmail: "a@b.example" }),
    ).rejects.toThrow();
  });
});
