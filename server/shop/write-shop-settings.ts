import type { Database } from "#server/db/client.ts";
import { shopSettings } from "#server/db/schema.ts";
import { defaultShopSettings } from "#server/shop/get-shop-settings.ts";

export type ShopSettingsChanges = Partial<
  Omit<typeof shopSettings.$inferInsert, "id" | "createdAt" | "updatedAt">
>;

/**
 * Writes some of the shop settings to its single row, making the row from the defaults when
 * the shop has none yet (a database that was never seeded). Its trigger raises the
 * storefront version, so cached pages showing the old settings drop out.
 */
export async function writeShopSettings(db: Database, changes: ShopSettingsChanges) {
  await db
    .insert(shopSettings)
    .values({
      id: 1,
      shopName: defaultShopSettings.shopName,
      ownerEmail: defaultShopSettings.ownerEmail,
      bannerText: defaultShopSettings.bannerText,
      aboutMeTitle: defaultShopSettings.aboutMe.title,
      ...changes,
    })
    .onConflictDoUpdate({ target: shopSettings.id, set: { ...changes, updatedAt: new Date() } });
}
