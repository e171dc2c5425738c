import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client.ts";
import { shopSettings } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import type { FileStorage } from "#server/storage/file-storage.ts";

/** An arbitrary constant: the advisory lock two instances seeding one PostgreSQL take in turn. */
const SEED_LOCK = 727_274_002;

export interface SeedResult {
  seeded: boolean;
  products: number;
  images: number;
  /** Orders of the demo history; 0 without it. */
  orders: number;
  durationMs: number;
}

async function hasShopSettings(db: Database | Transaction) {
  const rows = await db
    .select({ id: shopSettings.id })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return rows.length > 0;
}

/**
 * Fills an empty database (no shop settings row) with the demo studio: product types,
 * categories, 60-odd products with drawn pictures, the files its digital products deliver,
 * both Mail Club plans, the postage rates, the settings, the page texts, the gallery and the blog.
 * With `history`, half a year of customers, orders and Mail Club members up to now in the
 * shop's time zone (demo-history/, decision 032).
 * Picture and download files are written first; all rows go in one transaction, under an advisory lock
 * and a second emptiness check, so concurrent starts seed once and a crash leaves nothing.
 */
export async function seedDemoShopOnce(options: {
  db: Database;
  storage: FileStorage;
  logger: Logger;
  history?: { timeZone: string };
}): Promise<SeedResult> {
  const started = performance.now();
  const skipped = { seeded: false, products: 0, images: 0, orders: 0 };
  if (await hasShopSettings(options.db))
    return { ...skipped, durationMs: performance.now() - started };

  // Loaded only when seeding: sharp alone adds ~0.1 s to every start-up.
  const [shop, shipping, blog, gallery, pages, history, demoDiscounts, demoTax] = await Promise.all(
    [
      import("#server/seed/insert-demo-shop.ts"),
      import("#server/seed/demo-shipping.ts"),
      import("#server/seed/demo-blog.ts"),
      import("#server/seed/demo-gallery.ts"),
      import("#server/seed/demo-pages.ts"),
      import("#server/seed/demo-history/demo-history.ts"),
      import("#server/seed/demo-discounts.ts"),
      import("#server/seed/demo-tax.ts"),
    ],
  );
  const { drawDemoImages } = await import("#server/seed/demo-images.ts");
  const downloads = await import("#server/seed/demo-downloads.ts");
  const [images, blogImages, galleryImages, files] = await Promise.all([
    drawDemoImages(options.storage.pictures),
    blog.drawDemoBlogImages(options.storage.pictures),
    gallery.drawDemoGallery(options.storage.pictures),
    downloads.writeDemoDownloads(options.storage.privateFiles),
  ]);
  const imagesMs = Math.round(performance.now() - started);
  const counts = await options.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasShopSettings(tx)) return null;
    const now = new Date();
    const catalogue = await shop.insertDemoShop(tx, images, now);
    const postage = await shipping.insertDemoShipping(tx);
    const downloadFiles = await downloads.insertDemoDownloads(tx, files);
    await pages.insertDemoPages(tx);
    const moneyOff = await demoDiscounts.insertDemoDiscounts(tx);
    const tax = await demoTax.insertDemoTax(tx, now);
    await gallery.insertDemoGallery(tx, galleryImages);
    const { posts } = await blog.insertDemoBlog(tx, blogImages, now);
    const historyStarted = performance.now();
    const past = options.history
      ? {
          ...(await history.insertDemoHistory(tx, { now, timeZone: options.history.timeZone })),
          historyMs: Math.round(performance.now() - historyStarted),
        }
      : { orders: 0 };
    return {
      ...catalogue,
      ...postage,
      ...moneyOff,
      ...tax,
      downloadFiles,
      blogPosts: posts,
      ...past,
    };
  });
  const durationMs = Math.round(performance.now() - started);
  if (!counts) return { ...skipped, durationMs };
  options.logger.info({ ...counts, imagesMs, durationMs }, "demo shop seeded");
  return { seeded: true, ...counts, durationMs };
}
