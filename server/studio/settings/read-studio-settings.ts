import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { shopSettings } from "#server/db/schema.ts";
import { defaultShopSettings } from "#server/shop/get-shop-settings.ts";

/** The settings as the studio edits them, the stored time zone too (null: SHOP_TIMEZONE). */
export async function readStudioSettings(db: Database) {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1)).limit(1);
  const defaults = defaultShopSettings;
  return {
    shopName: row?.shopName ?? defaults.shopName,
    ownerEmail: row?.ownerEmail ?? defaults.ownerEmail,
    socialLinks: (row?.socialLinks ?? []).map(({ label, url }) => ({ label, url })),
    timeZone: row?.timeZone ?? null,
    bannerText: row?.bannerText ?? defaults.bannerText,
    aboutMe: {
      title: row?.aboutMeTitle ?? defaults.aboutMe.title,
      story: row?.aboutMeStory ?? defaults.aboutMe.story,
      imagePath: row?.aboutMeImagePath ?? null,
    },
  };
}
