import type { Database } from "#server/db/client.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { writeShopSettings } from "#server/shop/write-shop-settings.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import { aboutMeSchema, aboutMessages } from "./about-input.ts";

/** Saves the home page's About me heading and story. Throws AppError bad_request per field. */
export async function updateAboutMe(db: Database, account: StudioAccount, input: unknown) {
  const about = parseInput(aboutMeSchema, input, { message: aboutMessages.invalidForm });
  return db.transaction(async (tx) => {
    await writeShopSettings(tx, { aboutMeTitle: about.title, aboutMeStory: about.story });
    await recordStudioChange(tx, account, {
      action: "shop-settings.about-me",
      subject: "shop-settings",
      details: { title: about.title },
    });
    return about;
  });
}
