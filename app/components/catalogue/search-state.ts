import {
  centsToInput,
  hrefWith,
  parsePage,
  parsePriceCents,
  parseSort,
  readList,
  type SearchSort,
} from "#app/components/catalogue/filter-params.ts";

/** The search page's state, all of it in the URL (spec §2 Search). */
export interface SearchState {
  q: string;
  types: string[];
  subcategories: string[];
  topics: string[];
  minPriceCents?: number;
  maxPriceCents?: number;
  sort: SearchSort;
  page: number;
}

/** Longest term kept in links and headings; the catalogue looks at no more either. */
const MAX_TERM = 200;

export function readSearchState(params: URLSearchParams): SearchState {
  const q = Array.from((params.get("q") ?? "").replace(/\s+/g, " ").trim())
    .slice(0, MAX_TERM)
    .join("")
    .trim();
  return {
    q,
    types: readList(params, "types"),
    subcategories: readList(params, "subcategories"),
    topics: readList(params, "topics"),
    minPriceCents: parsePriceCents(params.get("minPrice")),
    maxPriceCents: parsePriceCents(params.get("maxPrice")),
    sort: parseSort(params.get("sort")),
    page: parsePage(params.get("page")),
  };
}

/** The URL of a search; the page goes back to 1 unless given, relevance is left implicit. */
export function searchHref(state: SearchState, changes: Partial<SearchState> = {}): string {
  const next = { ...state, page: 1, ...changes };
  return hrefWith("/search", {
    q: next.q,
    types: next.types,
    subcategories: next.subcategories,
    topics: next.topics,
    minPrice: centsToInput(next.minPriceCents),
    maxPrice: centsToInput(next.maxPriceCents),
    sort: next.sort === "relevance" ? null : next.sort,
    page: next.page > 1 ? next.page : null,
  });
}

/** The search of a submitted filter form (JavaScript on): same URL as the links build. */
export function searchHrefFromForm(form: FormData, state: SearchState): string {
  const list = (name: string) =>
    form
      .getAll(name)
      .map(String)
      .filter((value) => value.length > 0);
  return searchHref(state, {
    types: list("types"),
    subcategories: list("subcategories"),
    topics: list("topics"),
    minPriceCents: parsePriceCents(String(form.get("minPrice") ?? "")),
    maxPriceCents: parsePriceCents(String(form.get("maxPrice") ?? "")),
  });
}
