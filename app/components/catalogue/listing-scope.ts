import { hrefWith, parsePage, readList, readOne } from "#app/components/catalogue/filter-params.ts";
import { typeNames } from "#app/components/catalogue/format.ts";

/** The listings by type of spec §2, in the order the site names them. */
export const listingTypes = [
  "stickers",
  "bookmarks",
  "tote-bags",
  "stationery",
  "greeting-cards",
  "digital-templates",
] as const;

/** The extras collections (spec §2, decisions.md 8): each lists one product type. */
export const extrasCollections = [
  { slug: "stickers", name: "Stickers", blurb: "Odd sheets, seconds and little extras." },
  { slug: "bookmarks", name: "Bookmarks", blurb: "A page-keeper for every book on the pile." },
  { slug: "tote-bags", name: "Tote Bags", blurb: "Canvas bags for books, bread and letters." },
  { slug: "freebies", name: "FREEBIES", blurb: "Wallpapers, printables and colouring pages." },
] as const;

/** Which products a listing page shows and how its links are built. */
export interface ListingScope {
  /** The page's own path without a sub-category, e.g. '/stickers' or '/extras/freebies'. */
  basePath: string;
  heading: string;
  intro: string;
  /** The one type the page lists, or null for 'All Products'. */
  typeSlug: string | null;
  /** The sub-category goes in the path (/stickers/sticker-sheets) rather than the query. */
  subInPath: boolean;
}

/** The current filters of a listing, as read from its URL. */
export interface ListingState {
  types: string[];
  subCategories: string[];
  topic: string | null;
  page: number;
}

/** The scope of a listing path, or null when no listing lives there. */
export function listingScope(pathname: string): ListingScope | null {
  const [first, second, ...rest] = pathname.split("/").filter(Boolean);
  if (!first || rest.length > 0) return null;
  if (first === "products" && !second) {
    return {
      basePath: "/products",
      heading: "All Products",
      intro: "Everything in the shop: stickers, bookmarks, stationery, cards, totes and more.",
      typeSlug: null,
      subInPath: false,
    };
  }
  if (first === "templates" && !second) {
    return {
      basePath: "/templates",
      heading: "Digital Templates",
      intro: "Planner pages, printable cards and journal kits to download and print at home.",
      typeSlug: "digital-templates",
      subInPath: false,
    };
  }
  if (first === "extras" && second) {
    const collection = extrasCollections.find((item) => item.slug === second);
    if (!collection) return null;
    return {
      basePath: `/extras/${collection.slug}`,
      heading: `Extras: ${collection.name === "FREEBIES" ? "Freebies" : collection.name}`,
      intro: collection.blurb,
      typeSlug: collection.slug,
      subInPath: false,
    };
  }
  if ((listingTypes as readonly string[]).includes(first)) {
    const name = typeNames[first] ?? first;
    return {
      basePath: `/${first}`,
      heading: name,
      intro: `Browse all ${name.toLowerCase()}, drawn by hand and made in small batches.`,
      typeSlug: first,
      subInPath: true,
    };
  }
  return null;
}

/**
 * The filters in a listing's URL. Type pages take one sub-category (from the path, or
 * `?subCategory=`) and one `topic`; 'All Products' takes `types` and `subcategories` lists.
 */
export function readListingState(
  scope: ListingScope,
  params: URLSearchParams,
  pathSubCategory?: string,
): ListingState {
  const topic = readOne(params, "topic");
  const page = parsePage(params.get("page"));
  if (scope.typeSlug) {
    const sub = pathSubCategory ?? readOne(params, "subCategory");
    return { types: [scope.typeSlug], subCategories: sub ? [sub] : [], topic, page };
  }
  return {
    types: readList(params, "types"),
    subCategories: readList(params, "subcategories"),
    topic,
    page,
  };
}

/** The URL of a listing with the given filters; the canonical form of every listing link. */
export function listingHref(scope: ListingScope, state: ListingState): string {
  const page = state.page > 1 ? state.page : null;
  if (scope.typeSlug) {
    const sub = state.subCategories[0];
    if (scope.subInPath) {
      const path = sub ? `${scope.basePath}/${encodeURIComponent(sub)}` : scope.basePath;
      return hrefWith(path, { topic: state.topic, page });
    }
    return hrefWith(scope.basePath, { subCategory: sub, topic: state.topic, page });
  }
  return hrefWith(scope.basePath, {
    types: state.types,
    subcategories: state.subCategories,
    topic: state.topic,
    page,
  });
}
