import { Form, useLoaderData, useNavigate } from "react-router";
import {
  type Chip,
  EmptyResults,
  FilterChips,
  Pagination,
} from "#app/components/catalogue/filter-controls.tsx";
import { searchSorts } from "#app/components/catalogue/filter-params.ts";
import { ProductGrid } from "#app/components/catalogue/product-card.tsx";
import { CatalogError } from "#app/components/catalogue/route-errors.tsx";
import { SearchFilters } from "#app/components/catalogue/search-filters.tsx";
import {
  readSearchState,
  type SearchState,
  searchHref,
} from "#app/components/catalogue/search-state.ts";
import { WishlistButton } from "#app/components/catalogue/wishlist-button.tsx";
import { shopNameFrom } from "#app/components/meta.ts";
import { seoMeta } from "#app/components/seo/seo.ts";
import { buttonClasses, LinkButton } from "#app/components/ui/button.tsx";
import { SelectChevron } from "#app/components/ui/select.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { browseProducts } from "#server/catalogue/browse-products.ts";
import type { FilterCount, ProductFilters } from "#server/catalogue/types.ts";
import { appContext } from "#server/context.ts";
import { cacheablePage, loaderHeadersOnly } from "#server/http/cacheable-page.ts";
import { formatMoney } from "#server/lib/money.ts";
import type { Route } from "./+types/search";

/** Spec §9: a product list shows 50 products a page. */
const PAGE_SIZE = 50;

export const headers = loaderHeadersOnly;

/** /search: the term in `q`, filters and sort in the query (spec §2 Search, §5). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const state = readSearchState(url.searchParams);
  const filters: ProductFilters = {
    search: state.q || undefined,
    types: state.types,
    subCategories: state.subcategories,
    topics: state.topics,
    minPriceCents: state.minPriceCents,
    maxPriceCents: state.maxPriceCents,
    sort: state.sort,
    page: state.page,
    pageSize: PAGE_SIZE,
    excludeKinds: ["subscription"],
  };
  const { page, available } = await browseProducts(db, filters);
  return cacheablePage({
    state,
    page,
    available,
    seo: { origin: config.publicUrl, path: searchHref(state) },
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const q = loaderData?.state.q;
  return seoMeta({
    title: q ? `Search Results for "${q}"` : "Search",
    description: q
      ? `Stickers, bookmarks, cards and stationery matching "${q}".`
      : "Search the shop's stickers, bookmarks, cards and stationery.",
    shopName: shopNameFrom(matches),
    seo: loaderData?.seo,
    noindex: true,
  });
}

const sortLabels: Record<(typeof searchSorts)[number], string> = {
  relevance: "Relevance",
  name: "Name (A–Z)",
  "price-low": "Price: low to high",
  "price-high": "Price: high to low",
};

function nameOf(list: FilterCount[], slug: string) {
  const item = list.find((entry) => entry.slug === slug);
  if (!item) return slug;
  return item.emoji ? `${item.emoji} ${item.name}` : item.name;
}

export default function Search() {
  const { state, page, available } = useLoaderData<typeof loader>();
  const without = (name: "types" | "subcategories" | "topics", slug: string) =>
    searchHref(state, { [name]: state[name].filter((item) => item !== slug) });
  const chips: Chip[] = [
    ...state.types.map((slug) => ({
      key: `type-${slug}`,
      label: nameOf(available.productTypes, slug),
      removeHref: without("types", slug),
    })),
    ...state.subcategories.map((slug) => ({
      key: `sub-${slug}`,
      label: nameOf(available.subCategories, slug),
      removeHref: without("subcategories", slug),
    })),
    ...state.topics.map((slug) => ({
      key: `topic-${slug}`,
      label: nameOf(available.topicCategories, slug),
      removeHref: without("topics", slug),
    })),
    ...(state.minPriceCents === undefined
      ? []
      : [
          {
            key: "min",
            label: `From ${formatMoney(state.minPriceCents)}`,
            removeHref: searchHref(state, { minPriceCents: undefined }),
          },
        ]),
    ...(state.maxPriceCents === undefined
      ? []
      : [
          {
            key: "max",
            label: `Up to ${formatMoney(state.maxPriceCents)}`,
            removeHref: searchHref(state, { maxPriceCents: undefined }),
          },
        ]),
  ];
  const clearAll = searchHref(state, {
    types: [],
    subcategories: [],
    topics: [],
    minPriceCents: undefined,
    maxPriceCents: undefined,
  });
  const count = page.total;

  return (
    <div className="mx-auto max-w-7xl px-5 pt-8 pb-16 sm:px-6 md:pt-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold break-words sm:text-4xl">
          {state.q ? `Search Results for "${state.q}"` : "Search"}
        </h1>
        <p role="status" className="text-lg text-ink-soft">
          {count} {count === 1 ? "result" : "results"}
          {state.q ? "" : " in the whole shop"}
        </p>
      </header>

      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
        <aside aria-label="Search filters" className="lg:sticky lg:top-40 lg:self-start">
          <SearchFilters state={state} available={available} />
        </aside>
        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <FilterChips chips={chips} clearHref={chips.length > 0 ? clearAll : undefined} />
            <SortForm state={state} />
          </div>
          {page.products.length > 0 ? (
            <>
              <h2 className="sr-only">Results</h2>
              <ProductGrid
                products={page.products}
                priorityCount={2}
                columns="grid-cols-2 sm:grid-cols-3"
                action={(product) => <WishlistButton title={product.title} />}
              />
              <Pagination
                page={page.page}
                pageCount={page.pageCount}
                hrefFor={(number) => searchHref(state, { page: number })}
              />
            </>
          ) : (
            <EmptyResults
              title="No results found"
              action={
                <LinkButton to="/products" variant="secondary">
                  Browse all products
                </LinkButton>
              }
            >
              <ul className="mt-1 flex list-disc flex-col gap-1 pl-5 text-left">
                <li>Check the spelling, or try a shorter word such as “cat” or “card”.</li>
                <li>Remove a filter or widen the price range.</li>
                <li>Browse a category from the menu instead.</li>
              </ul>
            </EmptyResults>
          )}
        </div>
      </div>
    </div>
  );
}

/** The sort order: a GET form ('Sort' without JavaScript), applied on change with it. */
function SortForm({ state }: { state: SearchState }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const hidden: [string, string][] = [
    ["q", state.q],
    ["types", state.types.join(",")],
    ["subcategories", state.subcategories.join(",")],
    ["topics", state.topics.join(",")],
  ];
  const link = searchHref(state);
  const query = new URLSearchParams(link.split("?")[1] ?? "");
  return (
    <Form method="get" action="/search" className="flex items-end gap-2">
      {hidden.map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      {query.get("minPrice") ? (
        <input type="hidden" name="minPrice" value={query.get("minPrice") ?? ""} />
      ) : null}
      {query.get("maxPrice") ? (
        <input type="hidden" name="maxPrice" value={query.get("maxPrice") ?? ""} />
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor="search-sort" className="text-sm font-semibold text-ink">
          Sort by
        </label>
        <div className="relative">
          <select
            id="search-sort"
            name="sort"
            value={state.sort}
            onChange={(event) =>
              navigate(searchHref(state, { sort: event.target.value as SearchState["sort"] }), {
                preventScrollReset: true,
              })
            }
            className="block min-h-11 min-w-52 appearance-none rounded-md border border-line-strong bg-paper-raised py-2 pr-10 pl-3.5 text-base text-ink hover:border-ink"
          >
            {searchSorts.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]}
              </option>
            ))}
          </select>
          <SelectChevron />
        </div>
      </div>
      <button type="submit" hidden={hydrated} className={buttonClasses({ variant: "secondary" })}>
        Sort
      </button>
    </Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogError error={error} title="Search failed" message="Failed to search products." />;
}
