import { data } from "react-router";

/**
 * The header a loader sets when its page shows only storefront data (the catalogue and the
 * shop settings) and nothing about the visitor, so the page cache may keep it. The cache
 * removes it before the response leaves.
 */
export const CACHEABLE_PAGE_HEADER = "x-washi-cacheable";

/** A loader's answer for a complete storefront page (not a degraded one: that is not kept). */
export function cacheablePage<T>(value: T) {
  return data(value, { headers: { [CACHEABLE_PAGE_HEADER]: "storefront" } });
}

/** The `headers` export of routes whose loaders use cacheablePage: passes the mark on. */
export function loaderHeadersOnly({ loaderHeaders }: { loaderHeaders: Headers }) {
  return loaderHeaders;
}
