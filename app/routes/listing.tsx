import { data, useLoaderData } from "react-router";
import {
  type Chip,
  EmptyResults,
  FilterChips,
  Pagination,
  type PillLink,
  PillRow,
  TopicSelect,
} from "#app/components/catalogue/filter-controls.tsx";
import { toggled } from "#app/components/catalogue/filter-params.ts";
import { productsFound } from "#app/components/catalogue/format.ts";
import {
  type ListingScope,
  type ListingState,
  listingHref,
  listingScope,
  readListingState,
} from "#app/components/catalogue/listing-scope.ts";
import { ProductGrid } from "#app/components/catalogue/product-card.tsx";
import { CatalogError } from "#app/components/catalogue/route-errors.tsx";
import { shopNameFrom } from "#app/components/meta.ts";
import { seoMeta } from "#app/components/seo/seo.ts";
import { LinkButton } from "#app/components/ui/button.tsx";
import { browseProducts } from "#server/catalogue/browse-products.ts";
import { countAvailableFilters } from "#server/catalogue/count-available-filters.ts";
import type { AvailableFilters, FilterCount, ProductFilters } from "#server/catalogue/types.ts";
import { appContext } from "#server/context.ts";
import { cacheablePage, loaderHeadersOnly } from "#server/http/cacheable-page.ts";
import type { Route } from "./+types/listing";

export const PAGE_SIZE = 50;

export const headers = loaderHeadersOnly;

/**
 * Every product listing: /{type} and /{type}/{subCategory}, /products, /templates and the
 * /extras collections. The path says which products; the URL's query holds the filters.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const scope = listingScope(url.pathname);
  if (!scope) throw data(null, { status: 404 });
  const pathSub = "subCategory" in params ? params.subCategory : undefined;
  const state = readListingState(scope, url.searchParams, pathSub);

  const filters: ProductFilters = {
    types: state.types,
    subCategories: state.subCategories,
    topics: state.topic ? [state.topic] : [],
    page: state.page,
    pageSize: PAGE_SIZE,
    excludeKinds: ["subscription"],
  };
  const { page, available } = await browseProducts(db, filters);

  // An unknown sub-category of a type page is a page that does not exist.
  const sub = scope.typeSlug ? state.subCategories[0] : undefined;
  if (sub && page.total === 0 && !(await isKnownSub(db, scope.typeSlug, sub))) {
    throw data(null, { status: 404 });
  }

  return cacheablePage({
    scope,
    state,
    page,
    available,
    seo: { origin: config.publicUrl, path: listingHref(scope, state) },
  });
}

/** Whether the type has active products in the sub-category (or it is not worth a page). */
async function isKnownSub(
  db: Parameters<typeof countAvailableFilters>[0],
  typeSlug: string | null,
  sub: string,
) {
  const all = await countAvailableFilters(db, {
    types: typeSlug ? [typeSlug] : [],
    excludeKinds: ["subscription"],
  });
  return all.subCategories.some((item) => item.slug === sub && item.count > 0);
}

function nameOf(list: FilterCount[], slug: string) {
  return list.find((item) => item.slug === slug)?.name ?? slug;
}

function pageTitle(scope: ListingScope, state: ListingState, available: AvailableFilters) {
  const sub = scope.typeSlug ? state.subCategories[0] : undefined;
  return sub ? `${nameOf(available.subCategories, sub)} — ${scope.heading}` : scope.heading;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = shopNameFrom(matches);
  if (!loaderData) return seoMeta({ title: "Products", shopName });
  const { scope, state, available, seo } = loaderData;
  return seoMeta({
    title: pageTitle(scope, state, available),
    description: scope.intro,
    shopName,
    seo,
  });
}

export default function Listing() {
  const { scope, state, page, available } = useLoaderData<typeof loader>();
  const href = (next: Partial<ListingState>) => listingHref(scope, { ...state, page: 1, ...next });

  const chips: Chip[] = [
    ...(scope.typeSlug
      ? []
      : state.types.map((slug) => ({
          key: `type-${slug}`,
          label: nameOf(available.productTypes, slug),
          removeHref: href({ types: state.types.filter((item) => item !== slug) }),
        }))),
    ...state.subCategories.map((slug) => ({
      key: `sub-${slug}`,
      label: nameOf(available.subCategories, slug),
      removeHref: href({ subCategories: state.subCategories.filter((item) => item !== slug) }),
    })),
    ...(state.topic
      ? [
          {
            key: `topic-${state.topic}`,
            label: topicLabel(available.topicCategories, state.topic),
            removeHref: href({ topic: null }),
          },
        ]
      : []),
  ];
  const clearHref = scope.basePath;

  const typePills: PillLink[] = scope.typeSlug
    ? []
    : [
        {
          key: "all",
          label: "All",
          href: href({ types: [], subCategories: [] }),
          active: state.types.length === 0,
        },
        ...available.productTypes
          .filter((type) => type.count > 0 || state.types.includes(type.slug))
          .map((type) => ({
            key: type.slug,
            label: type.name,
            count: type.count,
            href: href({ types: toggled(state.types, type.slug) }),
            active: state.types.includes(type.slug),
          })),
      ];

  const showSubs = scope.typeSlug !== null || state.types.length > 0;
  const subPills: PillLink[] = showSubs
    ? [
        {
          key: "all",
          label: "All",
          href: href({ subCategories: [] }),
          active: state.subCategories.length === 0,
        },
        ...available.subCategories
          .filter((sub) => sub.count > 0 || state.subCategories.includes(sub.slug))
          .map((sub) => ({
            key: sub.slug,
            label: sub.name,
            count: sub.count,
            href: scope.typeSlug
              ? href({ subCategories: state.subCategories.includes(sub.slug) ? [] : [sub.slug] })
              : href({ subCategories: toggled(state.subCategories, sub.slug) }),
            active: state.subCategories.includes(sub.slug),
          })),
      ]
    : [];

  const topics = available.topicCategories.filter(
    (topic) => topic.count > 0 || topic.slug === state.topic,
  );
  const topicForm = topicFormTarget(scope, state);

  return (
    <div className="mx-auto max-w-7xl px-5 pt-8 pb-16 sm:px-6 md:pt-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold sm:text-4xl">{pageTitle(scope, state, available)}</h1>
        <p className="max-w-2xl text-lg text-ink-soft">{scope.intro}</p>
      </header>

      <section aria-label="Filters" className="mt-6 flex flex-col gap-4">
        <PillRow label="Product types" pills={typePills} />
        <PillRow label="Sub-categories" pills={subPills} />
        <div className="flex flex-wrap items-end justify-between gap-4">
          <TopicSelect
            action={topicForm.action}
            hidden={topicForm.hidden}
            topics={topics}
            selected={state.topic}
            hrefFor={(topic) => href({ topic })}
          />
          <p role="status" className="font-semibold text-ink">
            {productsFound(page.total)}
          </p>
        </div>
        <FilterChips chips={chips} clearHref={clearHref} />
      </section>

      <div className="mt-8">
        {page.products.length > 0 ? (
          <>
            <h2 className="sr-only">Products</h2>
            <ProductGrid products={page.products} headingLevel={3} priorityCount={2} />
            <Pagination
              page={page.page}
              pageCount={page.pageCount}
              hrefFor={(number) => listingHref(scope, { ...state, page: number })}
            />
          </>
        ) : (
          <EmptyResults
            title="No products found matching your filters."
            action={
              <LinkButton to={clearHref} variant="secondary">
                Clear filters
              </LinkButton>
            }
          >
            <p>Try another topic or sub-category, or see everything in this collection.</p>
          </EmptyResults>
        )}
      </div>
    </div>
  );
}

function topicLabel(topics: FilterCount[], slug: string) {
  const topic = topics.find((item) => item.slug === slug);
  if (!topic) return slug;
  return topic.emoji ? `${topic.emoji} ${topic.name}` : topic.name;
}

/** Where the topic form goes without JavaScript, and the filters it carries along. */
function topicFormTarget(
  scope: ListingScope,
  state: ListingState,
): { action: string; hidden: Record<string, string> } {
  const sub = state.subCategories[0];
  if (scope.typeSlug && scope.subInPath) {
    return { action: sub ? `${scope.basePath}/${sub}` : scope.basePath, hidden: {} };
  }
  if (scope.typeSlug) return { action: scope.basePath, hidden: { subCategory: sub ?? "" } };
  return {
    action: scope.basePath,
    hidden: { types: state.types.join(","), subcategories: state.subCategories.join(",") },
  };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogError error={error} />;
}
