/** A move to the other plan as the account page shows it, every date already written out. */
export interface PlanChangeOffer {
  /** 'From the January 2027 issue your plan becomes International, $9.88 a month (now $8.88).' */
  sentence: string;
  /** When PayPal first charges the new price: the next billing date; null when unknown. */
  firstChargeOn: string | null;
  /** The new address as typed, carried by the confirming form. */
  values: Record<string, string>;
}

/** What the page says about the price: when the new one is first charged. */
export function firstChargeText(firstChargeOn: string | null) {
  return firstChargeOn
    ? `The new price is first charged on ${firstChargeOn}, your next payment; the month already paid is not charged again.`
    : "The new price is charged from your next payment on; the month already paid is not charged again.";
}
