import type { ProductSort } from "#server/catalogue/types.ts";

/** Longest slug or value read from the URL; anything longer cannot be a real one. */
const MAX_VALUE_LENGTH = 100;
/** Most values one list parameter keeps. */
const MAX_LIST_LENGTH = 50;
/** Highest page number accepted; beyond it the page is simply empty. */
export const MAX_PAGE = 10_000;

/**
 * A comma list from the URL: `types=a,b`, or repeated `types=a&types=b` as a GET form sends
 * checkboxes without JavaScript. Trimmed, empty and duplicate values dropped.
 */
export function readList(params: URLSearchParams, name: string): string[] {
  const values = params
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter((value) => value.length > 0 && value.length <= MAX_VALUE_LENGTH);
  return [...new Set(values)].slice(0, MAX_LIST_LENGTH);
}

/** One value from the URL, trimmed; empty or absurdly long counts as absent. */
export function readOne(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim() ?? "";
  return value && value.length <= MAX_VALUE_LENGTH ? value : null;
}

/**
 * A price in dollars as typed ('5', '5.5', '5.50', '.99') to cents. Empty, malformed or
 * negative input gives undefined: the filter is simply not applied (spec §5).
 */
export function parsePriceCents(value: string | null | undefined): number | undefined {
  const text = value?.trim() ?? "";
  if (!/^(\d{1,7}(\.\d{0,2})?|\.\d{1,2})$/.test(text)) return undefined;
  return Math.round(Number.parseFloat(text) * 100);
}

/** Cents back to the dollars shown in a price input: 550 → '5.50', 500 → '5'. */
export function centsToInput(cents: number | undefined): string {
  if (cents === undefined) return "";
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

export const searchSorts = ["relevance", "name", "price-low", "price-high"] as const;
export type SearchSort = (typeof searchSorts)[number] & ProductSort;

/** A known sort order, else relevance (spec §2). */
export function parseSort(value: string | null): SearchSort {
  return (searchSorts as readonly string[]).includes(value ?? "")
    ? (value as SearchSort)
    : "relevance";
}

/** A page number: a whole number from 1 to MAX_PAGE, else 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

export type QueryValue = string | number | readonly string[] | null | undefined;

/**
 * A path with its query, lists joined by commas and empty values left out, so every link
 * to the same filters is the same URL.
 */
export function hrefWith(pathname: string, query: Record<string, QueryValue>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    const text = Array.isArray(value)
      ? value.filter(Boolean).join(",")
      : value === null || value === undefined
        ? ""
        : String(value);
    if (text) parts.push(`${name}=${encodeURIComponent(text).replaceAll("%2C", ",")}`);
  }
  return parts.length > 0 ? `${pathname}?${parts.join("&")}` : pathname;
}

/** The list with the value added, or removed if it was there. */
export function toggled(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}
