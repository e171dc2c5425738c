import { listNavigation, type NavigationMenu } from "#server/catalog/list-navigation.ts";
import type { Database } from "#server/db/client.ts";
import { getShopSettings, type ShopSettings } from "#server/shop/get-shop-settings.ts";

export interface Shell {
  navigation: NavigationMenu[];
  settings: ShopSettings;
}

/**
 * How long a process reuses the header and footer's data. Every page needs it and it changes
 * only when the maker edits the catalogue or the settings, so serving it up to this stale on
 * another instance is harmless, and it saves three queries on every page.
 */
export const SHELL_TTL_MS = 30_000;

const cache = new WeakMap<Database, { shell: Promise<Shell>; expires: number }>();

/** The navigation and shop settings every page's shell shows, cached per database handle. */
export function getShell(db: Database, now = Date.now()): Promise<Shell> {
  const cached = cache.get(db);
  if (cached && cached.expires > now) return cached.shell;
  const shell = Promise.all([listNavigation(db), getShopSettings(db)]).then(
    ([navigation, settings]) => ({ navigation, settings }),
  );
  cache.set(db, { shell, expires: now + SHELL_TTL_MS });
  // A failed read is not kept: the next page tries again.
  shell.catch(() => cache.delete(db));
  return shell;
}
