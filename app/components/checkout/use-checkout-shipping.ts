import { useEffect, useState } from "react";
import type { CheckoutShipping } from "#server/shipping/checkout-shipping.ts";

/**
 * The shipping options for the country chosen in the form: the page's own for the country it
 * came with, else asked of /api/shipping-options for the visitor's cart. Null while they come.
 */
export function useCheckoutShipping(
  initial: CheckoutShipping | null,
  country: string,
): CheckoutShipping | null {
  const [loaded, setLoaded] = useState<Record<string, CheckoutShipping>>(
    initial ? { [initial.country]: initial } : {},
  );
  const known = loaded[country];
  useEffect(() => {
    if (!initial || known || !/^[A-Z]{2}$/.test(country)) return;
    let current = true;
    fetch(`/api/shipping-options?country=${country}`)
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { shipping?: CheckoutShipping } | null) => {
        const shipping = body?.shipping;
        if (current && shipping) setLoaded((all) => ({ ...all, [shipping.country]: shipping }));
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [initial, country, known]);
  return initial ? (known ?? null) : null;
}
