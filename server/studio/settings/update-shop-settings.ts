import type { Database } from "#server/db/client.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { writeShopSettings } from "#server/shop/write-shop-settings.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import { readStudioSettings } from "./read-studio-settings.ts";
import { settingsMessages, settingsSchema } from "./settings-input.ts";

/**
 * Saves the shop's name, owner e-mail, social links and time zone (null: SHOP_TIMEZONE).
 * The audit log names the fields that changed. Throws AppError bad_request with a message per
 * field (socialLinks.0.url …).
 */
export async function updateShopSettings(db: Database, account: StudioAccount, input: unknown) {
  const settings = parseInput(settingsSchema, input, { message: settingsMessages.invalidForm });
  return db.transaction(async (tx) => {
    const before = await readStudioSettings(tx);
    const changed = (Object.keys(settings) as (keyof typeof settings)[]).filter(
      (field) => JSON.stringify(before[field]) !== JSON.stringify(settings[field]),
    );
    await writeShopSettings(tx, settings);
    await recordStudioChange(tx, account, {
      action: "shop-settings.update",
      subject: "shop-settings",
      details: { changed, shopName: settings.shopName, timeZone: settings.timeZone },
    });
    return { ...settings, changed };
  });
}
