import type { CancelChoice } from "#app/components/account/mail-club-data.ts";
import {
  cancelAlternativeFor,
  cancelReasonLabels,
  cancelReasons,
} from "#server/mail-club/cancel/cancel-reasons.ts";

/**
 * The cancel screen's answers and the one offer beside each (decision 025), in words, made on
 * the server so the account page's script carries neither the words nor the rules. No skip
 * or pause is offered while one is ahead.
 */
export function cancelQuestion(membership: {
  skippableIssue: string;
  addressAppliesFrom: string;
  holdAhead: boolean;
}): CancelChoice[] {
  const issue = membership.skippableIssue;
  const offerText = {
    pause:
      "Pause instead: nothing is sent and nothing is charged for up to 3 issues, then your membership starts again by itself.",
    skip: `Skip the ${issue} issue instead: it is not sent and not charged, and you can undo it until the 25th.`,
    address: `Your issues can follow you: change your delivery address and it applies from the ${membership.addressAppliesFrom} issue.`,
  };
  return cancelReasons.map((reason) => {
    const kind = cancelAlternativeFor(reason);
    const offered = kind && (kind === "address" || !membership.holdAhead);
    const text =
      reason === "not_expected"
        ? `Not sure yet? Skip the ${issue} issue and decide later: it is not sent and not charged.`
        : kind && offerText[kind];
    return {
      reason,
      label: cancelReasonLabels[reason],
      offer: offered && text ? { kind, text } : null,
    };
  });
}
