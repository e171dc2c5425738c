/**
 * What a product page says about tax under its price (decision 042), the same for every
 * visitor: VAT is inside the price where a registration covers the product's class, and sales
 * tax is added at checkout in the states that tax it. Null where no tax applies to it.
 */
import { addressFormatOf } from "#server/addresses/address-format.ts";
import type { Database } from "#server/db/client.ts";
import type { TaxClass } from "./tax-arithmetic.ts";
import { readTaxSettings } from "./tax-registrations.ts";
import { VAT_SCHEMES, type VatScheme } from "./tax-schemes.ts";

const areaNames: Record<string, string> = {
  EU: "the EU",
  GB: "the UK",
  NO: "Norway",
  CH: "Switzerland",
};

export async function priceTaxNote(db: Database, taxClass: TaxClass): Promise<string | null> {
  const { registrations, usTaxedClasses } = await readTaxSettings(db);
  const vatAreas = registrations
    .filter(
      (row) =>
        row.kind !== "us_state" && VAT_SCHEMES[row.kind as VatScheme].taxed.includes(taxClass),
    )
    .map((row) => areaNames[row.region] ?? row.region);
  const stateNames = new Map(
    (addressFormatOf("US")?.regions ?? []).map((region) => [region.code, region.name]),
  );
  const states = usTaxedClasses.includes(taxClass)
    ? registrations
        .filter((row) => row.kind === "us_state")
        .map((row) => stateNames.get(row.region) ?? row.region)
    : [];
  const parts = [
    vatAreas.length > 0 ? `Includes VAT for buyers in ${listed(vatAreas)}.` : null,
    states.length > 0 ? `Sales tax is added at checkout for ${listed(states)}.` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(" ") : null;
}

function listed(names: readonly string[]) {
  return new Intl.ListFormat("en-US", { type: "conjunction" }).format(names);
}
