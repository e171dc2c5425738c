import { planChangeSentence } from "#server/mail-club/plan-change/plan-change-messages.ts";
import type { PlanChangePreview } from "#server/mail-club/plan-change/start-plan-change.ts";

/** A move to the other plan in the account page's words: the sentence and the first charge. */
export function planChangeOffer(
  preview: PlanChangePreview,
  timeZone: string,
  stage: "to-confirm" | "waiting",
) {
  const firstChargeOn = preview.firstChargeAt?.toLocaleDateString("en-US", {
    dateStyle: "long",
    timeZone,
  });
  return {
    sentence: `${planChangeSentence(preview)} ${
      stage === "to-confirm"
        ? "PayPal will ask you to approve the new price."
        : "Your plan and delivery address stay as they are until you approve."
    }`,
    firstCharge: firstChargeOn
      ? `The new price is first charged on ${firstChargeOn}, your next payment; the month already paid is not charged again.`
      : "The new price is charged from your next payment on; the month already paid is not charged again.",
  };
}
