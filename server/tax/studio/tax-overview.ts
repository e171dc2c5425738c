/**
 * What the studio's Tax page shows (decision 042): the registrations, the US rates in use by
 * region for each registered state, and the VAT rates of the countries a scheme covers.
 */
import { and, count, eq, lte, max, min } from "drizzle-orm";
import { countryName } from "#server/addresses/address-format.ts";
import type { Database } from "#server/db/client.ts";
import { usTaxRates } from "#server/db/schema.ts";
import { nexusTracker } from "../nexus.ts";
import { readTaxSettings } from "../tax-registrations.ts";
import { VAT_SCHEMES, type VatScheme } from "../tax-schemes.ts";
import { US_STATE_TAX } from "../us-states.ts";
import { vatRateOn } from "../vat-rates.ts";

export async function taxOverview(db: Database, now: Date) {
  const settings = await readTaxSettings(db);
  const states = settings.registrations.filter((row) => row.kind === "us_state");
  const schemes = settings.registrations.filter((row) => row.kind !== "us_state");
  return {
    settings,
    nexus: await nexusTracker(db, now),
    usRates: await Promise.all(
      states.map(async (registration) => ({
        state: registration.region,
        stateRatePpm: US_STATE_TAX[registration.region]?.stateRatePpm ?? 0,
        postageTaxed: US_STATE_TAX[registration.region]?.postageTaxed ?? false,
        regions: await regionsInForce(db, registration.region, now),
      })),
    ),
    vatRates: schemes.map((registration) => {
      const scheme = VAT_SCHEMES[registration.kind as VatScheme];
      return {
        scheme: scheme.label,
        taxed: scheme.taxed,
        countries: scheme.countries.flatMap((country) => {
          const rate = vatRateOn(country, now);
          return rate ? [{ ...rate, name: countryName(country) ?? country }] : [];
        }),
      };
    }),
  };
}

/** Each region's rate in the newest load that has begun for the state, with its ZIP codes. */
async function regionsInForce(db: Database, state: string, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const [latest] = await db
    .select({ appliesFrom: max(usTaxRates.appliesFrom) })
    .from(usTaxRates)
    .where(and(eq(usTaxRates.state, state), lte(usTaxRates.appliesFrom, today)));
  const appliesFrom = latest?.appliesFrom;
  if (!appliesFrom) return [];
  const regions = await db
    .select({
      regionName: usTaxRates.regionName,
      ratePpm: usTaxRates.ratePpm,
      zips: count(),
      firstZip: min(usTaxRates.zip),
      lastZip: max(usTaxRates.zip),
      source: min(usTaxRates.source),
    })
    .from(usTaxRates)
    .where(and(eq(usTaxRates.state, state), eq(usTaxRates.appliesFrom, appliesFrom)))
    .groupBy(usTaxRates.regionName, usTaxRates.ratePpm)
    .orderBy(usTaxRates.regionName);
  return regions.map((region) => ({ ...region, appliesFrom }));
}
