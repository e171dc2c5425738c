import { listNavigation, type NavigationMenu } from "#server/catalog/list-navigation.ts";
import type { Database } from "#server/db/client.ts";
import { storefrontVersion } from "#server/db/schema.ts";
import { getShopSettings, type ShopSettings } from "#server/shop/get-shop-settings.ts";

export interface Shell {
  navigation: NavigationMenu[];
  settings: ShopSettings;
}

const cache = new WeakMap<Database, { version: number; shell: Promise<Shell> }>();

/**
 * The navigation and shop settings every page's shell shows, cached per database handle for
 * as long as the storefront version stays the same: every write to the catalogue or the
 * settings raises it (on whichever instance), so a change made in the studio shows on the
 * next page, and an unchanged shop costs one primary-key read instead of three queries.
 */
export async function getShell(db: Database): Promise<Shell> {
  const [row] = await db.select({ version: storefrontVersion.version }).from(storefrontVersion);
  const version = row?.version ?? 0;
  const cached = cache.get(db);
  if (cached && cached.version === version) return cached.shell;
  const shell = Promise.all([listNavigation(db), getShopSettings(db)]).then(
    ([navigation, settings]) => ({ navigation, settings }),
  );
  cache.set(db, { version, shell });
  // A failed read is not kept: the next page tries again.
  shell.catch(() => cache.delete(db));
  return shell;
}
