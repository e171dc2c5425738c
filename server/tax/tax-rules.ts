/**
 * Which tax an order owes and at what rate (decision 042): none where the shop is not
 * registered; in a registered US state the ZIP's combined rate (the state's own where the ZIP
 * is not in the loaded rates) on the classes the maker taxes there, postage as the state
 * says; under a VAT registration the buyer's country's standard rate on the classes the
 * scheme covers, postage with the goods, VAT inside the shop's prices.
 */
import { and, desc, eq, lte } from "drizzle-orm";
import { countryName } from "#server/addresses/address-format.ts";
import type { Database } from "#server/db/client.ts";
import { shopSettings, taxRegistrations, usTaxRates } from "#server/db/schema.ts";
import type { TaxClass } from "./tax-arithmetic.ts";
import { VAT_SCHEMES, type VatScheme, vatSchemeFor } from "./tax-schemes.ts";
import { US_STATE_TAX } from "./us-states.ts";
import { vatRateOn } from "./vat-rates.ts";

/** Where the buyer is, as far as tax goes: a country, and in the USA a state and ZIP code. */
export interface TaxDestination {
  country: string;
  region?: string | null;
  postalCode?: string | null;
}

export interface TaxRules {
  /** 'US-NY', or the VAT country's code. */
  jurisdiction: string;
  scheme: string;
  regionName: string;
  source: string;
  ratePpm: number;
  taxed: readonly TaxClass[];
  postageTaxed: boolean;
  /** VAT: the tax is inside the shop's prices (one price list), not added to them. */
  inclusive: boolean;
}

export async function taxRulesFor(
  db: Database,
  destination: TaxDestination,
  now: Date,
): Promise<TaxRules | null> {
  const registrations = await db.select().from(taxRegistrations);
  if (registrations.length === 0) return null;
  if (destination.country === "US") {
    const state = (destination.region ?? "").toUpperCase();
    const registered = registrations.some((row) => row.kind === "us_state" && row.region === state);
    const stateTax = US_STATE_TAX[state];
    if (!registered || !stateTax) return null;
    const [settings] = await db.select({ classes: shopSettings.usTaxedClasses }).from(shopSettings);
    const zipRate = await zipRateOn(db, state, destination.postalCode ?? "", now);
    return {
      jurisdiction: `US-${state}`,
      scheme: "us_state",
      regionName: zipRate?.regionName ?? state,
      source: zipRate
        ? `${zipRate.source}, from ${zipRate.appliesFrom}`
        : "the state's own rate (ZIP code not in the loaded rates)",
      ratePpm: zipRate?.ratePpm ?? stateTax.stateRatePpm,
      taxed: (settings?.classes ?? ["physical", "club"]) as TaxClass[],
      postageTaxed: stateTax.postageTaxed,
      inclusive: false,
    };
  }
  const schemes = registrations.map((row) => row.kind).filter((kind) => kind !== "us_state");
  const scheme = vatSchemeFor(destination.country, schemes as VatScheme[]);
  const rate = scheme ? vatRateOn(destination.country, now) : null;
  if (!scheme || !rate) return null;
  const taxed = VAT_SCHEMES[scheme].taxed;
  return {
    jurisdiction: destination.country,
    scheme,
    regionName: countryName(destination.country) ?? destination.country,
    source: rate.appliesFrom ? `${rate.source}, from ${rate.appliesFrom}` : rate.source,
    ratePpm: rate.ratePpm,
    taxed,
    postageTaxed: taxed.includes("physical"),
    inclusive: true,
  };
}

/** The rate in force for a five-digit ZIP on `now`'s date: the newest load that has begun. */
async function zipRateOn(db: Database, state: string, postalCode: string, now: Date) {
  const zip = postalCode.trim().slice(0, 5);
  if (!/^\d{5}$/.test(zip)) return null;
  const [row] = await db
    .select()
    .from(usTaxRates)
    .where(
      and(
        eq(usTaxRates.state, state),
        eq(usTaxRates.zip, zip),
        lte(usTaxRates.appliesFrom, now.toISOString().slice(0, 10)),
      ),
    )
    .orderBy(desc(usTaxRates.appliesFrom))
    .limit(1);
  return row ?? null;
}
