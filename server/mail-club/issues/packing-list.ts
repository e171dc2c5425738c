import { countryName } from "#server/addresses/address-format.ts";
import { postalCountry, postalLines } from "#server/addresses/postal-lines.ts";
import type { Database } from "#server/db/client.ts";
import type { SubscriptionPlan } from "#server/db/schema.ts";
import { envelopeExtras } from "#server/mail-club/issues/envelope-extras.ts";
import { loadMailingList } from "#server/mail-club/issues/issue-documents.ts";
import type { MailClubIssue } from "#server/mail-club/issues/issue-row.ts";
import { LABELS_PER_SHEET } from "#server/mail-club/issues/label-sheet.ts";
import { type IssueRecipient, recipientKey } from "#server/mail-club/issues/recipient.ts";

export interface PackingListEntry extends IssueRecipient {
  /** 1-based, as on the labels: sheet 2, label 5 is the 35th envelope. */
  number: number;
  sheet: number;
  label: number;
  /** The address as the label prints it. */
  lines: string[];
  /** What else goes in this envelope, a line each (shop items riding along); often none. */
  extraLines: string[];
}

export interface PackingList {
  issue: Pick<
    MailClubIssue,
    "id" | "month" | "monthKey" | "title" | "notes" | "frozenAt" | "mailedAt"
  >;
  envelopes: number;
  byPlan: Record<SubscriptionPlan, number>;
  /** Most envelopes first, then by name. */
  byCountry: { country: string; name: string; count: number }[];
  recipients: PackingListEntry[];
  /** Recipients whose address names no country: no label, until the maker asks them. */
  withoutCountry: (IssueRecipient & { lines: string[]; extraLines: string[] })[];
}

/** What the maker packs and counts before the post office: totals, then every envelope. */
export async function packingList(
  db: Database,
  issueId: number,
  timeZone: string,
): Promise<PackingList> {
  const { issue, recipients, withoutCountry } = await loadMailingList(db, issueId);
  const extras = await envelopeExtras(db, issue, timeZone);
  const byPlan: Record<SubscriptionPlan, number> = { usa: 0, international: 0 };
  const countries = new Map<string, number>();
  for (const { plan, address } of recipients) {
    byPlan[plan] += 1;
    const country = postalCountry(address) ?? address.country;
    countries.set(country, (countries.get(country) ?? 0) + 1);
  }
  const byCountry = [...countries]
    .map(([country, count]) => ({ country, name: countryName(country) ?? country, count }))
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const { id, month, monthKey, title, notes, frozenAt, mailedAt } = issue;
  return {
    issue: { id, month, monthKey, title, notes, frozenAt, mailedAt },
    envelopes: recipients.length,
    byPlan,
    byCountry,
    recipients: recipients.map((recipient, index) => ({
      ...recipient,
      number: index + 1,
      sheet: Math.floor(index / LABELS_PER_SHEET) + 1,
      label: (index % LABELS_PER_SHEET) + 1,
      lines: postalLines(recipient.address),
      extraLines: extras.get(recipientKey(recipient)) ?? [],
    })),
    withoutCountry: withoutCountry.map((recipient) => ({
      ...recipient,
      lines: postalLines(recipient.address),
      extraLines: extras.get(recipientKey(recipient)) ?? [],
    })),
  };
}
