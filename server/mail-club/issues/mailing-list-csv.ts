import { csvLines } from "#server/csv/csv-text.ts";
import type { Database } from "#server/db/client.ts";
import { countryName, planName } from "#server/mail-club/issues/address-lines.ts";
import { loadMailingList } from "#server/mail-club/issues/issue-documents.ts";

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
 * The frozen mailing list as RFC 4180 CSV (CRLF line ends, a header row), in label order.
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
    countryName(address.country),
    planName(plan),
    email,
  ]);
  return csvLines([header, ...rows]);
}
