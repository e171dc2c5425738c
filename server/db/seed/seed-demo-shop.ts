import type { Database } from "#server/db/client.ts";
import { shopSettings } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";

export async function seedDemoShopOnce(options: { db: Database; dataDir: string; logger: Logger }) {
  const existing = await options.db.select().from(shopSettings).limit(1);
  if (existing.length > 0) return false;
  await options.db
    .insert(shopSettings)
    .values({ shopName: "Washi Paper Studio", ownerEmail: "hello@washi.example" });
  options.logger.info("demo shop seeded");
  return true;
}
