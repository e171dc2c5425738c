import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { shopSettings } from "#server/db/schema.ts";

/** SHOP_TIMEZONE's default: where the shop's days and the Mail Club's 25th are. */
export const DEFAULT_TIME_ZONE = "America/New_York";

/**
 * The shop's time zone: the one set in the studio's settings, else `fallback` (SHOP_TIMEZONE).
 * Read where it is used (a request, a job's pass), so a change in the studio applies at once
 * on every instance.
 */
export async function readShopTimeZone(db: Database, fallback: string) {
  const [row] = await db
    .select({ timeZone: shopSettings.timeZone })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row?.timeZone || fallback;
}
