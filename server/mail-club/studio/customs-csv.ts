import { csvLines } from "#server/csv/csv-text.ts";
import { centsToDollars } from "#server/lib/money.ts";
import type { NumberedDeclaration } from "#server/mail-club/studio/issue-customs.ts";

const header = [
  "Envelope",
  "Addressee",
  "Address Line 1",
  "Address Line 2",
  "City",
  "State/Province",
  "Postal Code",
  "Country",
  "Country Code",
  "Email",
  "Category",
  "Contents",
  "Quantity",
  "Net Weight (kg)",
  "Value (USD)",
  "HS Tariff Number",
  "Country of Origin",
  "Sender Name",
  "Sender Address",
  "Sender City",
  "Sender State",
  "Sender ZIP",
  "Sender Country",
  "Date",
];

/** The CN22 data as RFC 4180 CSV, one envelope a row, for a postage tool or the paper forms. */
export function customsCsv(declarations: NumberedDeclaration[], timeZone: string): string {
  // 'YYYY-MM-DD' on the shop's calendar.
  const day = new Intl.DateTimeFormat("en-CA", { timeZone, dateStyle: "short" });
  const rows = declarations.map((declaration) => {
    const { addressee, sender } = declaration;
    const item = declaration.contents[0];
    return [
      String(declaration.number),
      addressee.name,
      addressee.addressLine1,
      addressee.addressLine2 ?? "",
      addressee.city,
      addressee.stateProvince,
      addressee.postalCode,
      addressee.countryName,
      addressee.country,
      declaration.email ?? "",
      declaration.categoryLabel,
      item?.description ?? "",
      String(item?.quantity ?? 1),
      declaration.totalWeightKg.toFixed(3),
      centsToDollars(declaration.totalValueCents),
      item?.hsTariffNumber ?? "",
      item?.countryOfOrigin ?? "US",
      sender.name,
      [sender.addressLine1, sender.addressLine2].filter(Boolean).join(", "),
      sender.city,
      sender.stateProvince,
      sender.postalCode,
      sender.country,
      day.format(declaration.date),
    ];
  });
  return csvLines([header, ...rows]);
}
