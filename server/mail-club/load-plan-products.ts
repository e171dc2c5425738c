import { inArray, sql } from "drizzle-orm";
import type { ProductImage } from "#server/catalogue/types.ts";
import type { Database } from "#server/db/client.ts";
import { products } from "#server/db/schema.ts";

/** What the Mail Club pages show of a plan product: its price, picture and preview video. */
export interface PlanForSale {
  id: number;
  sku: string;
  title: string;
  priceCents: number;
  /** Active and stock not 0: it can be put in the cart. */
  isAvailable: boolean;
  /** The first image: the preview picture and the video's poster. */
  image: ProductImage | null;
  /** All of its images, in order. */
  images: ProductImage[];
  /** From the optional flags `preview_video_webm` and `preview_video_mp4`. */
  video: { webm?: string; mp4?: string } | null;
}

function videoPath(value: unknown) {
  return typeof value === "string" && /^(\/|https:\/\/)\S+$/.test(value) ? value : undefined;
}

/** The plan products with the given skus, in that order (unknown ones left out), in one query. */
export async function loadPlanProducts(db: Database, skus: readonly string[]) {
  if (skus.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      title: products.title,
      priceCents: products.priceCents,
      isActive: products.isActive,
      stock: products.stock,
      flags: products.flags,
      images: sql<ProductImage[] | string>`coalesce((select json_agg(json_build_object(
          'alt', i.alt, 'width', i.width, 'height', i.height, 'variants', i.variants)
          order by i.position) from product_images i where i.product_id = "products"."id"), '[]'::json)`,
    })
    .from(products)
    .where(inArray(products.sku, [...skus]));
  return skus.flatMap((sku): PlanForSale[] => {
    const row = rows.find((candidate) => candidate.sku === sku);
    if (!row) return [];
    const webm = videoPath(row.flags.preview_video_webm);
    const mp4 = videoPath(row.flags.preview_video_mp4);
    const stored = typeof row.images === "string" ? JSON.parse(row.images) : row.images;
    const images = (stored as ProductImage[]).map((image) => ({
      ...image,
      alt: image.alt || row.title,
    }));
    return [
      {
        id: row.id,
        sku: row.sku,
        title: row.title,
        priceCents: row.priceCents,
        isAvailable: row.isActive && row.stock !== 0,
        image: images[0] ?? null,
        images,
        video: webm || mp4 ? { webm, mp4 } : null,
      },
    ];
  });
}
