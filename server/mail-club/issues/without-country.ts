import { postalCountry } from "#server/addresses/postal-lines.ts";
import type { IssueRecipient } from "#server/mail-club/issues/recipient.ts";

/**
 * The recipients an envelope can be addressed to, in their order, and those whose address
 * names no country ("Other", blank, a code no post knows; decision 021). No label is printed
 * for the second: the studio names them, so the maker can ask each for their country.
 */
export function byCountryKnown(recipients: readonly IssueRecipient[]): {
  addressed: IssueRecipient[];
  withoutCountry: IssueRecipient[];
} {
  const addressed: IssueRecipient[] = [];
  const withoutCountry: IssueRecipient[] = [];
  for (const recipient of recipients) {
    (postalCountry(recipient.address) ? addressed : withoutCountry).push(recipient);
  }
  return { addressed, withoutCountry };
}
