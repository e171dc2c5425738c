import { z } from "zod";

const DOLLARS = /^(?:\d{1,7}(?:\.\d{0,2})?|\.\d{1,2})$/;

/** '4.5', '$1,200.00', '.75' → cents, without floating point. */
function toCents(dollars: string) {
  const [whole = "", fraction = ""] = dollars.split(".");
  return Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
}

/**
 * An amount typed in dollars ('25', '$25.00', '1,200.5') as whole cents between `minCents` and
 * `maxCents`; anything else, blank included, is refused with `invalid`.
 */
export function dollarsField(invalid: string, bounds: { minCents: number; maxCents: number }) {
  return z
    .string({ error: invalid })
    .trim()
    .transform((value) => value.replace(/^\$\s*/, "").replaceAll(",", ""))
    .pipe(z.string().regex(DOLLARS, { error: invalid }))
    .transform(toCents)
    .pipe(
      z.number().min(bounds.minCents, { error: invalid }).max(bounds.maxCents, { error: invalid }),
    );
}
