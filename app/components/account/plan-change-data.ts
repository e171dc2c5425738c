/** A move to the other plan as the account page shows it, every date already written out. */
export interface PlanChangeOffer {
  /** 'From the January 2027 issue your plan becomes International, $9.88 a month (now $8.88).' */
  sentence: string;
  /** When PayPal first charges the new price (the next billing date), in a sentence. */
  firstCharge: string;
  /** The new address as typed, carried by the confirming form. */
  values: Record<string, string>;
}
