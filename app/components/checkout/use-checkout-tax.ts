import { useEffect, useState } from "react";
import type { ApiCartTax } from "#server/http/api/cart-tax.ts";

export interface TaxPlace {
  country: string;
  region: string;
  postalCode: string;
  /** The chosen method's id, 'mail-club' for the envelope, or '' for the cheapest. */
  shippingMethodId: string;
}

export function taxPlaceQuery(place: TaxPlace) {
  return new URLSearchParams({ ...place }).toString();
}

/**
 * The cart's tax where the buyer says they are: the page's own for the address it came with,
 * else asked of /api/cart/tax as they type (after a pause, the last answer winning). The
 * order computes it again when it is placed.
 */
export function useCheckoutTax(
  place: TaxPlace,
  initial: { query: string; tax: ApiCartTax },
): ApiCartTax {
  const [tax, setTax] = useState(initial.tax);
  const query = taxPlaceQuery(place);
  useEffect(() => {
    if (query === initial.query) return setTax(initial.tax);
    if (!/^country=[A-Z]{2}/.test(query)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/cart/tax?${query}`, { signal: controller.signal })
        .then((response) => (response.ok ? response.json() : null))
        .then((body: { tax?: ApiCartTax } | null) => {
          if (body?.tax) setTax(body.tax);
        })
        .catch(() => {});
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, initial]);
  return tax;
}
