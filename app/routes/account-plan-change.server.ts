import { planChangeSentence } from "#server/mail-club/plan-change/plan-change-messages.ts";
import type { PlanChangePreview } from "#server/mail-club/plan-change/start-plan-change.ts";

/** A move to the other plan in the account page's words: the sentence and the first charge's day. */
export function planChangeOffer(preview: PlanChangePreview, timeZone: string) {
  return {
    sentence: planChangeSentence(preview),
    firstChargeOn: preview.firstChargeAt
      ? preview.firstChargeAt.toLocaleDateString("en-US", { dateStyle: "long", timeZone })
      : null,
  };
}
