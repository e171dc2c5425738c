import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { shopSettings } from "#server/db/schema.ts";

export interface ShopSettings {
  shopName: string;
  ownerEmail: string;
  bannerText: string;
  socialLinks: { label: string; url: string }[];
  aboutMe: { title: string; story: string; imageUrl: string | null };
}

/** What the shop shows before its settings row exists (a database that was never seeded). */
export const defaultShopSettings: ShopSettings = {
  shopName: "Washi Paper Studio",
  ownerEmail: "hello@washi.example",
  bannerText: "Join the Mail Club by the 25th to get next month's letter",
  socialLinks: [],
  aboutMe: { title: "About Me", story: "", imageUrl: null },
};

/** The single shop settings row, shaped for the page shell; defaults when it is missing. */
export async function getShopSettings(db: Database): Promise<ShopSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1)).limit(1);
  if (!row) return structuredClone(defaultShopSettings);
  return {
    shopName: row.shopName,
    ownerEmail: row.ownerEmail,
    bannerText: row.bannerText,
    socialLinks: row.socialLinks.map((link) => ({ label: link.label, url: link.url })),
    aboutMe: { title: row.aboutMeTitle, story: row.aboutMeStory, imageUrl: row.aboutMeImagePath },
  };
}
