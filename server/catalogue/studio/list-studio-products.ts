import { type SQL, sql } from "drizzle-orm";
import { json } from "#server/catalogue/product-query.ts";
import { normalizeSearchTerm } from "#server/catalogue/search-term.ts";
import type { ProductImage, ProductKind } from "#server/catalogue/types.ts";
import type { Database } from "#server/db/client.ts";
import { rowsOf } from "#server/db/query-rows.ts";
import type { ImageVariants } from "#server/db/schema.ts";
import { studioSearchCondition } from "./studio-product-search.ts";

export const STUDIO_PAGE_SIZE = 50;
const MAX_PAGE = 10_000;

export type StatusFilter = "active" | "archived";
export type StockFilter = "in-stock" | "out-of-stock" | "made-to-order";

export interface StudioProductFilters {
  search?: string;
  productTypeId?: number;
  subCategoryId?: number;
  status?: StatusFilter;
  stock?: StockFilter;
  popular?: boolean;
  /** 1-based. */
  page?: number;
}

export interface StudioProductRow {
  id: number;
  title: string;
  slug: string;
  sku: string;
  kind: ProductKind;
  priceCents: number;
  /** Null: made to order. */
  stock: number | null;
  isActive: boolean;
  isPopular: boolean;
  type: { name: string; slug: string };
  /** The first picture, for the thumbnail. */
  image: ProductImage | null;
}

interface Row {
  id: number;
  title: string;
  slug: string;
  sku: string;
  kind: ProductKind;
  price_cents: number;
  stock: number | null;
  is_active: boolean;
  is_popular: boolean;
  type_name: string;
  type_slug: string;
  image_alt: string | null;
  image_width: number | null;
  image_height: number | null;
  image_variants: unknown;
  total: number;
}

const stockConditions: Record<StockFilter, SQL> = {
  "in-stock": sql`p.stock > 0`,
  "out-of-stock": sql`p.stock = 0`,
  "made-to-order": sql`p.stock is null`,
};

function conditions(filters: StudioProductFilters, search: string | undefined): SQL {
  const where: SQL[] = [];
  if (search) where.push(studioSearchCondition(search));
  if (filters.productTypeId) where.push(sql`p.product_type_id = ${filters.productTypeId}`);
  if (filters.subCategoryId) {
    where.push(sql`p.id in (select psc.product_id from product_sub_categories psc
      where psc.sub_category_id = ${filters.subCategoryId})`);
  }
  if (filters.status) where.push(sql`p.is_active = ${filters.status === "active"}`);
  if (filters.stock) where.push(stockConditions[filters.stock]);
  if (filters.popular) where.push(sql`p.is_popular`);
  return where.length > 0 ? sql.join(where, sql` and `) : sql`true`;
}

function toRow(row: Row): StudioProductRow {
  return {
    id: Number(row.id),
    title: row.title,
    slug: row.slug,
    sku: row.sku,
    kind: row.kind,
    priceCents: Number(row.price_cents),
    stock: row.stock === null ? null : Number(row.stock),
    isActive: row.is_active,
    isPopular: row.is_popular,
    type: { name: row.type_name, slug: row.type_slug },
    image:
      row.image_variants === null || row.image_variants === undefined
        ? null
        : {
            alt: row.image_alt ?? "",
            width: Number(row.image_width),
            height: Number(row.image_height),
            variants: json<ImageVariants>(row.image_variants),
          },
  };
}

/**
 * One page (50) of the studio's product list, newest first, archived products included unless
 * filtered out, with the number of matches: one query (the page's ids are picked first on the
 * indexes, then only those rows get their type and first picture), plus a count when the page
 * lies past the end.
 */
export async function listStudioProducts(db: Database, filters: StudioProductFilters = {}) {
  const search = normalizeSearchTerm(filters.search);
  const where = conditions(filters, search);
  const page = Math.min(MAX_PAGE, Math.max(1, Math.floor(filters.page ?? 1) || 1));
  const rows = await rowsOf<Row>(
    db,
    sql`select p.id, p.title, p.slug, p.sku, p.kind, p.price_cents, p.stock, p.is_active,
        p.is_popular, pt.name as type_name, pt.slug as type_slug, img.alt as image_alt,
        img.width as image_width, img.height as image_height, img.variants as image_variants,
        p.total
      from (select p.*, (select count(*)::int from products p where ${where}) as total
        from products p where ${where}
        order by p.created_at desc, p.id desc
        limit ${STUDIO_PAGE_SIZE} offset ${(page - 1) * STUDIO_PAGE_SIZE}) p
      join product_types pt on pt.id = p.product_type_id
      left join lateral (select i.alt, i.width, i.height, i.variants from product_images i
        where i.product_id = p.id order by i.position limit 1) img on true
      order by p.created_at desc, p.id desc`,
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page > 1) {
    const [counted] = await rowsOf<{ total: number }>(
      db,
      sql`select count(*)::int as total from products p where ${where}`,
    );
    total = Number(counted?.total ?? 0);
  }
  return {
    products: rows.map(toRow),
    total,
    page,
    pageSize: STUDIO_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / STUDIO_PAGE_SIZE)),
  };
}
