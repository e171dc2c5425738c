/**
 * The Tax page's two forms (decision 042): the registrations and classes, and a rates file.
 * Each change is kept in the studio's audit log.
 */
import type { Database } from "#server/db/client.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import type { TaxClass } from "../tax-arithmetic.ts";
import { taxMessages } from "../tax-messages.ts";
import { type TaxRegistration, writeTaxSettings } from "../tax-registrations.ts";
import { VAT_SCHEMES, type VatScheme } from "../tax-schemes.ts";
import { loadUsRates, readUsRatesCsv } from "../us-rates-csv.ts";

/** The settings form as sent: ticked states, the home state, each VAT scheme's number. */
export interface TaxSettingsForm {
  states: string[];
  homeState: string;
  homePermit: string;
  /** 'eu_oss', 'eu_non_union' or '' for no EU registration. */
  euScheme: string;
  vatNumbers: Partial<Record<VatScheme, string>>;
  otherSchemes: VatScheme[];
  usTaxedClasses: string[];
}

export async function saveTaxSettings(db: Database, account: StudioAccount, form: TaxSettingsForm) {
  const states = [...new Set(form.states.map((state) => state.toUpperCase()))];
  if (form.homeState && !states.includes(form.homeState)) states.push(form.homeState);
  const registrations: TaxRegistration[] = states.map((region) => ({
    kind: "us_state",
    region,
    number: region === form.homeState ? form.homePermit : "",
    isHome: region === form.homeState,
  }));
  const schemes = [
    ...(form.euScheme === "eu_oss" || form.euScheme === "eu_non_union" ? [form.euScheme] : []),
    ...form.otherSchemes.filter((scheme) => VAT_SCHEMES[scheme].region !== "EU"),
  ] as VatScheme[];
  for (const scheme of schemes) {
    registrations.push({
      kind: scheme,
      region: VAT_SCHEMES[scheme].region,
      number: form.vatNumbers[scheme] ?? "",
      isHome: false,
    });
  }
  return db.transaction(async (tx) => {
    const saved = await writeTaxSettings(tx, {
      registrations,
      usTaxedClasses: form.usTaxedClasses as TaxClass[],
    });
    await recordStudioChange(tx, account, {
      action: "tax.settings",
      subject: "tax",
      details: {
        registrations: saved.registrations.map(({ kind, region, isHome }) => ({
          kind,
          region,
          isHome,
        })),
        usTaxedClasses: saved.usTaxedClasses,
      },
    });
    return saved;
  });
}

/** A rates file from the day the maker names, its rows checked before any is written. */
export async function uploadUsRates(
  db: Database,
  account: StudioAccount,
  upload: { text: string; fileName: string; appliesFrom: string },
) {
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(upload.appliesFrom) ||
    Number.isNaN(Date.parse(upload.appliesFrom))
  ) {
    throw new AppError("bad_request", taxMessages.appliesFrom, { field: "appliesFrom" });
  }
  const rows = readUsRatesCsv(upload.text);
  const source = upload.fileName.replace(/[^\w.\- ]/g, "").slice(0, 80) || "rates.csv";
  return db.transaction(async (tx) => {
    const loaded = await loadUsRates(tx, rows, { appliesFrom: upload.appliesFrom, source });
    await recordStudioChange(tx, account, {
      action: "tax.rates",
      subject: "tax",
      details: { source, appliesFrom: upload.appliesFrom, loaded },
    });
    return loaded;
  });
}
