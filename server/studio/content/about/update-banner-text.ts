import type { Database } from "#server/db/client.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { writeShopSettings } from "#server/shop/write-shop-settings.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import { aboutMessages, bannerSchema } from "./about-input.ts";

/** Saves the line of the banner above every storefront page's header. */
export async function updateBannerText(db: Database, account: StudioAccount, input: unknown) {
  const { bannerText } = parseInput(bannerSchema, input, { message: aboutMessages.invalidForm });
  return db.transaction(async (tx) => {
    await writeShopSettings(tx, { bannerText });
    await recordStudioChange(tx, account, {
      action: "shop-settings.banner",
      subject: "shop-settings",
      details: { bannerText },
    });
    return { bannerText };
  });
}
