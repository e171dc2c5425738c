/**
 * Where the shop collects tax (decision 042): none by default; the studio's Tax page writes
 * the US states (one of them home) and the VAT schemes with their numbers, and the classes
 * taxed in the states.
 */
import type { Database } from "#server/db/client.ts";
import { shopSettings, type TaxRegistrationKind, taxRegistrations } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { writeShopSettings } from "#server/shop/write-shop-settings.ts";
import type { TaxClass } from "./tax-arithmetic.ts";
import { taxMessages } from "./tax-messages.ts";
import { US_TAXABLE_CLASSES, VAT_SCHEMES } from "./tax-schemes.ts";
import { US_STATE_TAX } from "./us-states.ts";

export interface TaxRegistration {
  kind: TaxRegistrationKind;
  /** The state's code, or the scheme's area ('EU', 'GB', 'NO', 'CH'). */
  region: string;
  number: string;
  isHome: boolean;
}

export interface TaxSettings {
  registrations: TaxRegistration[];
  usTaxedClasses: TaxClass[];
}

export async function readTaxSettings(db: Database): Promise<TaxSettings> {
  const registrations = await db
    .select({
      kind: taxRegistrations.kind,
      region: taxRegistrations.region,
      number: taxRegistrations.number,
      isHome: taxRegistrations.isHome,
    })
    .from(taxRegistrations)
    .orderBy(taxRegistrations.kind, taxRegistrations.region);
  const [settings] = await db.select({ classes: shopSettings.usTaxedClasses }).from(shopSettings);
  return {
    registrations,
    usTaxedClasses: (settings?.classes ?? ["physical", "club"]) as TaxClass[],
  };
}

/** The registrations checked as a whole: real states, one home, one EU scheme, VAT numbers. */
export function checkRegistrations(registrations: readonly TaxRegistration[]): TaxRegistration[] {
  const checked = registrations.map((registration) => {
    if (registration.kind === "us_state") {
      const state = registration.region.toUpperCase();
      if (!Object.hasOwn(US_STATE_TAX, state)) {
        throw new AppError("bad_request", taxMessages.stateUnknown, { field: "states" });
      }
      return { ...registration, region: state, number: registration.number.trim() };
    }
    const number = registration.number.trim();
    if (!number)
      throw new AppError("bad_request", taxMessages.vatNumber, { field: registration.kind });
    return {
      ...registration,
      region: VAT_SCHEMES[registration.kind].region,
      number,
      isHome: false,
    };
  });
  if (checked.filter((registration) => registration.isHome).length > 1) {
    throw new AppError("bad_request", taxMessages.oneHome, { field: "home" });
  }
  const euSchemes = checked.filter((registration) => registration.region === "EU");
  if (euSchemes.length > 1)
    throw new AppError("bad_request", taxMessages.oneEuScheme, { field: "eu" });
  return checked;
}

/** Replaces the registrations and the US classes in one transaction. */
export async function writeTaxSettings(db: Database, settings: TaxSettings) {
  const registrations = checkRegistrations(settings.registrations);
  const classes = US_TAXABLE_CLASSES.filter((taxClass) =>
    settings.usTaxedClasses.includes(taxClass),
  );
  await db.transaction(async (tx) => {
    await tx.delete(taxRegistrations);
    if (registrations.length > 0) await tx.insert(taxRegistrations).values(registrations);
    await writeShopSettings(tx, { usTaxedClasses: classes });
  });
  return { registrations, usTaxedClasses: classes };
}
