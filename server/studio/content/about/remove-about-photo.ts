import type { Database } from "#server/db/client.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { writeShopSettings } from "#server/shop/write-shop-settings.ts";

/** Takes the About me photo off the home page (the section then shows its words alone). */
export async function removeAboutPhoto(db: Database, account: StudioAccount) {
  return db.transaction(async (tx) => {
    await writeShopSettings(tx, { aboutMeImagePath: null });
    await recordStudioChange(tx, account, {
      action: "shop-settings.about-photo-remove",
      subject: "shop-settings",
    });
  });
}
