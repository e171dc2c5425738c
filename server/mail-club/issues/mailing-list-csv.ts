import { postalCountryName } from "#server/addresses/postal-lines.ts";
import { csvLines } from "#server/csv/csv-text.ts";
import type { Database } from "#server/db/client.ts";
import { loadMailingList } from "#server/mail-club/issues/issue-documents.ts";
import { planName } from "#server/mail-club/plan-name.ts";

const header = [
  "Name",
  "Address Line 1",
  "Address Line 2",
  "City",
  "State/Province",
  "Postal Code",
  "Country",
  "Plan",
  "Email",
];

/**
 * The frozen mailing list as RFC 4180 CSV (CRLF line ends, a header row), in label order:
 * the envelopes that have a country, the country by its English name.
 * A value a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
 * return) is prefixed with an apostrophe, which the spreadsheet shows as plain text.
 */
export async function mailingListCsv(db: Database, issueId: number): Promise<string> {
  const { recipients } = await loadMailingList(db, issueId);
  const rows = recipients.map(({ name, address, plan, email }) => [
    name,
    address.addressLine1,
    address.addressLine2 ?? "",
    address.city,
    address.stateProvince,
    address.postalCode,
    postalCountryName(address) ?? "",
    planName(plan),
    email ?? "",
  ]);
  return csvLines([header, ...rows]);
}
