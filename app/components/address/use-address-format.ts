import { useEffect, useState } from "react";
import type { AddressFormat } from "#server/addresses/address-format.ts";

/**
 * The format of `country`: the one the page came with, or fetched from
 * /api/address-formats/{country} once the buyer picks another. Null until it has come, or
 * when it cannot (no such country, offline): the form then shows every part.
 */
export function useAddressFormat(initial: AddressFormat, country: string): AddressFormat | null {
  const [formats, setFormats] = useState<Record<string, AddressFormat>>({
    [initial.country]: initial,
  });
  const known = formats[country];
  useEffect(() => {
    if (known || !/^[A-Z]{2}$/.test(country)) return;
    let current = true;
    fetch(`/api/address-formats/${country}`)
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { format?: AddressFormat } | null) => {
        const format = body?.format;
        if (current && format) setFormats((loaded) => ({ ...loaded, [format.country]: format }));
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [country, known]);
  return known ?? null;
}
