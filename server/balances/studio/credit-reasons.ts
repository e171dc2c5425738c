/** The reasons the studio suggests for credit; the customer reads the one given in their ledger. */
export const creditReasons = ["Lost envelope", "Damaged item", "Goodwill"] as const;
