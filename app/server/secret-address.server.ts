/**
 * The headers of a page whose address holds a secret (a signed link, an order's key, PayPal's
 * token): never kept by a cache, and never sent to another site as a referrer. `same-origin`
 * rather than `no-referrer`: under no-referrer a browser posts the page's own forms with
 * `Origin: null`, which the cross-site guard (server/http/csrf.ts) rightly refuses.
 */
export function secretAddressHeaders(): Headers {
  return new Headers({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });
}
