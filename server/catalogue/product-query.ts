/**
 * The SQL the catalogue's read operations share: the filter conditions, the sort orders and
 * the row shapes. Internal to server/catalogue; pages and the API call the operations instead.
 */
import { type SQL, sql } from "drizzle-orm";
import { correctSearchTerm, exactMatch } from "#server/catalogue/correct-search-term.ts";
import { saleColumn, saleOf } from "#server/catalogue/sale-price.ts";
import { cleanSlugs, escapeLike, normalizeSearchTerm } from "#server/catalogue/search-term.ts";
import type {
  ProductCard,
  ProductFilters,
  ProductImage,
  ProductKind,
  ProductSort,
} from "#server/catalogue/types.ts";
import type { Database } from "#server/db/client.ts";
import { rowsMatching } from "#server/db/query-rows.ts";
import type { ImageVariants } from "#server/db/schema.ts";

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;
/** Beyond this a page number is absurd (more pages than products the shop will ever hold). */
export const MAX_PAGE = 100_000;

/** Sort orders, plus the internal 'featured' (popular first, then newest). */
export type SortKey = ProductSort | "featured";

export type Facet = "types" | "subCategories" | "topics";

/** Filters with defaults applied and values cleaned, ready for SQL. */
export interface ResolvedFilters {
  types: string[];
  subCategories: string[];
  topics: string[];
  search: string | undefined;
  minPriceCents: number | undefined;
  maxPriceCents: number | undefined;
  activeOnly: boolean;
  excludeKinds: ProductKind[];
}

function centsOrUndefined(value: number | undefined) {
  return value === undefined || !Number.isFinite(value)
    ? undefined
    : Math.max(0, Math.round(value));
}

/**
 * resolveFilters, with a search term that no product contains replaced by its correction
 * ('stikcer' → 'sticker'; see correct-search-term.ts).
 */
export async function prepareFilters(db: Database, filters: ProductFilters) {
  const resolved = resolveFilters(filters);
  if (resolved.search) {
    resolved.search = await correctSearchTerm(db, resolved.search, resolved.activeOnly);
  }
  return resolved;
}

export function resolveFilters(filters: ProductFilters): ResolvedFilters {
  return {
    types: cleanSlugs(filters.types),
    subCategories: cleanSlugs(filters.subCategories),
    topics: cleanSlugs(filters.topics),
    search: normalizeSearchTerm(filters.search),
    minPriceCents: centsOrUndefined(filters.minPriceCents),
    maxPriceCents: centsOrUndefined(filters.maxPriceCents),
    activeOnly: filters.activeOnly ?? true,
    excludeKinds: [...new Set(filters.excludeKinds ?? [])],
  };
}

/** A clamped page and page size: page ≥ 1, 1 ≤ size ≤ 100 (default 50). */
export function resolvePaging(filters: Pick<ProductFilters, "page" | "pageSize">) {
  const whole = (value: number | undefined, fallback: number) =>
    value === undefined || !Number.isFinite(value) ? fallback : Math.floor(value);
  const page = Math.min(MAX_PAGE, Math.max(1, whole(filters.page, 1)));
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, whole(filters.pageSize, DEFAULT_PAGE_SIZE)));
  return { page, pageSize };
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Whether product `p` matches the (already corrected) search term. */
export function searchCondition(term: string): SQL {
  return exactMatch("p", term);
}

/** The WHERE conditions on product `p` for the filters, leaving out one facet if asked. */
export function filterConditions(filters: ResolvedFilters, omit?: Facet): SQL {
  const conditions: SQL[] = [];
  if (filters.activeOnly) conditions.push(sql`p.is_active`);
  if (filters.excludeKinds.length > 0) {
    conditions.push(sql`p.kind::text not in (${list(filters.excludeKinds)})`);
  }
  if (omit !== "types" && filters.types.length > 0) {
    conditions.push(
      sql`p.product_type_id in (select id from product_types where slug in (${list(filters.types)}))`,
    );
  }
  if (omit !== "subCategories" && filters.subCategories.length > 0) {
    conditions.push(sql`exists (select 1 from product_sub_categories psc
      join sub_categories sc on sc.id = psc.sub_category_id
      where psc.product_id = p.id and sc.slug in (${list(filters.subCategories)}))`);
  }
  if (omit !== "topics" && filters.topics.length > 0) {
    conditions.push(sql`exists (select 1 from product_topic_categories ptc
      join topic_categories tc on tc.id = ptc.topic_category_id
      where ptc.product_id = p.id and tc.slug in (${list(filters.topics)}))`);
  }
  if (filters.minPriceCents !== undefined) {
    conditions.push(sql`p.price_cents >= ${filters.minPriceCents}`);
  }
  if (filters.maxPriceCents !== undefined) {
    conditions.push(sql`p.price_cents <= ${filters.maxPriceCents}`);
  }
  if (filters.search) conditions.push(searchCondition(filters.search));
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}

/** ORDER BY for product `p`; every order ends on the id so pages never overlap. */
export function orderBy(sort: SortKey, search: string | undefined): SQL {
  switch (sort) {
    case "name":
      return sql`lower(p.title) asc, p.id asc`;
    case "price-low":
      return sql`p.price_cents asc, lower(p.title) asc, p.id asc`;
    case "price-high":
      return sql`p.price_cents desc, lower(p.title) asc, p.id asc`;
    case "featured":
      return sql`p.is_popular desc, p.created_at desc, p.id desc`;
    case "newest":
      return sql`p.created_at desc, p.id desc`;
    case "relevance": {
      if (!search) return sql`p.created_at desc, p.id desc`;
      const lower = search.toLowerCase();
      const escaped = escapeLike(lower);
      return sql`case when lower(p.title) = ${lower} then 0
          when lower(p.title) like ${`${escaped}%`} then 1
          when lower(p.title) like ${`%${escaped}%`} then 2
          else 3 end asc,
        ts_rank(p.search_vector, websearch_to_tsquery('english', ${search})) desc,
        p.is_popular desc, p.created_at desc, p.id desc`;
    }
  }
}

export function defaultSort(filters: Pick<ProductFilters, "sort">, search: string | undefined) {
  return filters.sort ?? (search ? "relevance" : "newest");
}

/** JSON columns arrive parsed from node-postgres and PGlite; a string is parsed to be sure. */
export function json<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

export interface PageOfIds {
  ids: number[];
  total: number;
}

/**
 * How a page query counts the matches. With a search term every match is scanned and scored
 * anyway, so a window count over that one scan is cheapest; without one, a separate count lets
 * an index serve the page's order and limit. `none`: the caller needs no total.
 */
function totalColumn(filters: ResolvedFilters, where: SQL, mode: "count" | "none") {
  if (mode === "none") return sql`0`;
  return filters.search
    ? sql`(count(*) over ())::int`
    : sql`(select count(*)::int from products p where ${where})`;
}

/**
 * The ids of one page of matching products, in order, with the total: one query (a second,
 * a plain count, only when the page lies beyond the last one). `total: "none"` skips counting
 * (the total is then the number of ids).
 */
export async function selectPageIds(
  db: Database,
  filters: ResolvedFilters,
  sort: SortKey,
  paging: { page: number; pageSize: number },
  options: { total?: "count" | "none" } = {},
): Promise<PageOfIds> {
  const where = filterConditions(filters);
  const mode = options.total ?? "count";
  const rows = await rowsMatching<{ id: number; total: number }>(
    db,
    filters,
    sql`select p.id, ${totalColumn(filters, where, mode)} as total
      from products p where ${where} order by ${orderBy(sort, filters.search)}
      limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}`,
  );
  const ids = rows.map((row) => Number(row.id));
  if (mode === "none") return { ids, total: ids.length };
  if (rows.length > 0) return { ids, total: Number(rows[0]?.total ?? 0) };
  if (paging.page === 1) return { ids: [], total: 0 };
  const [counted] = await rowsMatching<{ total: number }>(
    db,
    filters,
    sql`select count(*)::int as total from products p where ${where}`,
  );
  return { ids: [], total: Number(counted?.total ?? 0) };
}

export interface CardRow {
  id: number;
  slug: string;
  title: string;
  kind: ProductKind;
  price_cents: number;
  is_popular: boolean;
  is_active: boolean;
  stock: number | null;
  created_at: Date | string;
  type_slug: string;
  type_name: string;
  image_alt: string | null;
  image_width: number | null;
  image_height: number | null;
  image_variants: unknown;
  /** The automatic sale in force on it, as JSON (sale-price.ts); null for none. */
  sale: unknown;
}

/** The card columns of product `p`, its type and its first image. */
export const cardColumns = sql`p.id, p.slug, p.title, p.kind, p.price_cents, p.is_popular, p.is_active,
  p.stock, p.created_at, pt.slug as type_slug, pt.name as type_name,
  img.alt as image_alt, img.width as image_width, img.height as image_height,
  img.variants as image_variants, ${saleColumn}`;

export const cardJoins = sql`join product_types pt on pt.id = p.product_type_id
  left join lateral (select i.alt, i.width, i.height, i.variants from product_images i
    where i.product_id = p.id order by i.position limit 1) img on true`;

/** The card columns every product row carries, card query or full record alike. */
export type CardFields = Omit<
  CardRow,
  "image_alt" | "image_width" | "image_height" | "image_variants"
>;

/** A card from any product row and its first image. */
export function cardOf(row: CardFields, image: ProductImage | null): ProductCard {
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    kind: row.kind,
    priceCents: Number(row.price_cents),
    sale: saleOf(row.sale),
    type: { slug: row.type_slug, name: row.type_name },
    isPopular: row.is_popular,
    isAvailable: row.is_active && row.stock !== 0,
    image,
    createdAt: new Date(row.created_at),
  };
}

export function toCard(row: CardRow): ProductCard {
  const image: ProductImage | null =
    row.image_variants === null || row.image_variants === undefined
      ? null
      : {
          alt: row.image_alt ?? row.title,
          width: Number(row.image_width),
          height: Number(row.image_height),
          variants: json<ImageVariants>(row.image_variants),
        };
  return cardOf(row, image);
}

/**
 * Cards of the matching products for one page, with the total, in one query: the page of
 * ids is chosen first, then only those rows get their type and first image.
 */
export async function selectCardPage(
  db: Database,
  filters: ResolvedFilters,
  sort: SortKey,
  paging: { page: number; pageSize: number },
): Promise<{ cards: ProductCard[]; total: number }> {
  const where = filterConditions(filters);
  const order = orderBy(sort, filters.search);
  // The page is picked in a subquery (an index can serve its order and limit), then only its
  // rows get their type and first image; the total is a one-time subquery of the same query.
  const rows = await rowsMatching<CardRow & { total: number }>(
    db,
    filters,
    sql`select ${cardColumns}, p.total
      from (select p.*, ${totalColumn(filters, where, "count")} as total
        from products p where ${where} order by ${order}
        limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}) p
      ${cardJoins}
      order by ${order}`,
  );
  if (rows.length > 0) return { cards: rows.map(toCard), total: Number(rows[0]?.total ?? 0) };
  if (paging.page === 1) return { cards: [], total: 0 };
  const [counted] = await rowsMatching<{ total: number }>(
    db,
    filters,
    sql`select count(*)::int as total from products p where ${where}`,
  );
  return { cards: [], total: Number(counted?.total ?? 0) };
}
