import { listNavigation, type NavigationMenu } from "#server/catalogue/list-navigation.ts";
import type { Database } from "#server/db/client.ts";
import { getShopSettings, type ShopSettings } from "#server/shop/get-shop-settings.ts";
import { cachedStorefrontRead } from "#server/shop/storefront-cache.ts";

export interface Shell {
  navigation: NavigationMenu[];
  settings: ShopSettings;
}

/**
 * The navigation and shop settings every page's shell shows, kept while the storefront is
 * unchanged: a change made in the studio shows on the next page, and an unchanged shop costs
 * one primary-key read instead of three queries.
 */
export function getShell(db: Database): Promise<Shell> {
  return cachedStorefrontRead(db, "shell", async () => {
    const [navigation, settings] = await Promise.all([listNavigation(db), getShopSettings(db)]);
    return { navigation, settings };
  });
}
