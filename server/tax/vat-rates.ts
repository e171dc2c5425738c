/**
 * Standard VAT rates by country, with the dates they apply from, read from the `sales-tax`
 * package's rates file (decision 042: kept up to date by its maintainers, with each rate's
 * history). Paper goods and downloads take the standard rate everywhere the shop collects.
 */

import salesTaxPackage from "sales-tax/package.json" with { type: "json" };
import salesTaxRates from "sales-tax/res/sales_tax_rates.json" with { type: "json" };

interface RateEntry {
  type: string;
  rate: number;
  before?: Record<string, { type: string; rate: number }>;
}

export interface VatRate {
  country: string;
  ratePpm: number;
  /** The first day it applies ('YYYY-MM-DD'), or null when the file gives no start. */
  appliesFrom: string | null;
  source: string;
}

const table = salesTaxRates as unknown as Record<string, RateEntry>;
export const VAT_SOURCE = `sales-tax ${salesTaxPackage.version}`;

const ppmOf = (rate: number) => Math.round(rate * 1_000_000);
/** The file marks a change by the instant before which the older rate applied (midnight CET). */
const dayOf = (instant: string) =>
  new Date(new Date(instant).getTime() + 12 * 3600_000).toISOString().slice(0, 10);

/**
 * The standard rate in force in `country` on `at`: the file's current rate, or the older one
 * whose "before" instant is the earliest still after `at`.
 */
export function vatRateOn(country: string, at: Date): VatRate | null {
  const entry = table[country];
  if (!entry || entry.type === "none") return null;
  const changes = Object.entries(entry.before ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const pending = changes.find(([instant]) => at.getTime() < new Date(instant).getTime());
  const index = pending ? changes.indexOf(pending) : changes.length;
  const rate = pending ? pending[1].rate : entry.rate;
  const started = index > 0 ? changes[index - 1]?.[0] : undefined;
  return {
    country,
    ratePpm: ppmOf(rate),
    appliesFrom: started ? dayOf(started) : null,
    source: VAT_SOURCE,
  };
}
