import type { SubscriptionPlan } from "#server/db/schema.ts";
import { customsCountry } from "#server/mail-club/issues/customs-declaration.ts";
import type { IssueAbsentee } from "#server/mail-club/issues/live-recipients.ts";
import type { IssueRecipient } from "#server/mail-club/issues/recipient.ts";
import { byCountryKnown } from "#server/mail-club/issues/without-country.ts";
import {
  estimateEnvelopePostage,
  type PostageEstimate,
} from "#server/mail-club/studio/print-run/envelope-postage.ts";
import type { ShippingRules } from "#server/shipping/shipping-rules.ts";

/** An envelope (or an absence) a gift membership pays for rather than a member's own. */
function isGifts(entry: { giftId: number | null }) {
  return entry.giftId !== null;
}

/** The print run of an issue: members + gifts − skips − pauses − held = envelopes. */
export interface PrintRunFigures {
  /** Memberships the issue goes to before their skips, pauses and arrears. */
  members: number;
  /** Gifts the issue goes to before their recipients' skips: the envelopes they pay for. */
  gifts: number;
  skipped: number;
  paused: number;
  held: number;
  /** Envelopes to print and post: everybody on the list. */
  envelopes: number;
  /** The envelopes by the plan they are on (an envelope abroad is on the international plan). */
  byPlan: Record<SubscriptionPlan, number>;
  /** Envelopes whose address names no country: no label until the maker asks (decision 021). */
  withoutCountry: number;
  /** Envelopes that need a customs declaration (CN22): those going abroad. */
  customsDeclarations: number;
  postage: PostageEstimate;
}

/** Counts an issue's audience, live or frozen: the same arithmetic before and after its cutoff. */
export function printRunFigures(
  audience: { recipients: readonly IssueRecipient[]; absentees: readonly IssueAbsentee[] },
  postage: { rules: ShippingRules; weightGrams: number },
): PrintRunFigures {
  const { recipients, absentees } = audience;
  const giftEnvelopes = recipients.filter(isGifts).length;
  const giftAbsences = absentees.filter(isGifts).length;
  const absent = (reason: IssueAbsentee["reason"]) =>
    absentees.filter((absentee) => absentee.reason === reason).length;
  const byPlan: Record<SubscriptionPlan, number> = { usa: 0, international: 0 };
  for (const recipient of recipients) byPlan[recipient.plan] += 1;
  return {
    members: recipients.length - giftEnvelopes + absentees.length - giftAbsences,
    gifts: giftEnvelopes + giftAbsences,
    skipped: absent("skipped"),
    paused: absent("paused"),
    held: absent("held"),
    envelopes: recipients.length,
    byPlan,
    withoutCountry: byCountryKnown(recipients).withoutCountry.length,
    customsDeclarations: recipients.filter((recipient) => customsCountry(recipient.address)).length,
    postage: estimateEnvelopePostage(postage.rules, recipients, postage.weightGrams),
  };
}
