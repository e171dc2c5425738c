import { countryName } from "#server/addresses/address-format.ts";
import { postalCountry } from "#server/addresses/postal-lines.ts";
import type { PostalAddress } from "#server/db/schema.ts";
import type { MailClubIssue } from "#server/mail-club/issues/issue-row.ts";
import type { IssueRecipient } from "#server/mail-club/issues/recipient.ts";

/** The shop's return address; the shop settings hold none, so the caller gives it. */
export interface SenderAddress {
  name: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  stateProvince: string;
  postalCode: string;
  country: "US";
}

/** What a CN22 (USPS PS Form 2976) asks for one envelope. */
export interface CustomsDeclaration {
  sender: SenderAddress;
  /** The address as stored, but `country` the destination's ISO code (GB for a stored UK). */
  addressee: PostalAddress & { name: string; countryName: string };
  /** USPS's "Merchandise", the UPU's "Sale of goods": a paid subscription is a sale. */
  category: "merchandise";
  categoryLabel: string;
  contents: {
    description: string;
    quantity: number;
    netWeightKg: number;
    valueCents: number;
    currency: "USD";
    /** HS 4911.91: pictures, designs and photographs, printed. */
    hsTariffNumber: string;
    countryOfOrigin: "US";
  }[];
  totalWeightKg: number;
  totalValueCents: number;
  date: Date;
}

/** An issue envelope's weight without the envelope itself: a few cards and a letter. */
export const DEFAULT_ISSUE_WEIGHT_KG = 0.06;

/**
 * The destination of an envelope that needs a CN22: its country when abroad; null for an
 * address in the US or one that names no country (it gets no label either). The one rule the
 * declarations and the print run's CN22 count share.
 */
export function customsCountry(address: PostalAddress): string | null {
  const country = postalCountry(address);
  return country && country !== "US" ? country : null;
}

/**
 * The customs declaration of one recipient's envelope, or null when it needs none
 * (`customsCountry`). Declared at what the member pays for the month (their plan price).
 */
export function customsDeclaration(
  recipient: IssueRecipient,
  issue: Pick<MailClubIssue, "mailedAt">,
  options: { sender: SenderAddress; netWeightKg?: number; date?: Date },
): CustomsDeclaration | null {
  const country = customsCountry(recipient.address);
  if (!country) return null;
  const netWeightKg = options.netWeightKg ?? DEFAULT_ISSUE_WEIGHT_KG;
  return {
    sender: options.sender,
    addressee: {
      ...recipient.address,
      country,
      name: recipient.name,
      countryName: countryName(country) ?? country,
    },
    category: "merchandise",
    categoryLabel: "Merchandise (Sale of goods)",
    contents: [
      {
        description: "Printed art cards and stationery",
        quantity: 1,
        netWeightKg,
        valueCents: recipient.priceCents,
        currency: "USD",
        hsTariffNumber: "4911.91",
        countryOfOrigin: "US",
      },
    ],
    totalWeightKg: netWeightKg,
    totalValueCents: recipient.priceCents,
    date: options.date ?? issue.mailedAt ?? new Date(),
  };
}
