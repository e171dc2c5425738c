/**
 * The most one line may hold when stock does not limit it (made to order). Quantities have
 * no maximum in the shop's rules (spec §9); this bound only keeps a typo's totals within
 * what an order's amounts can hold.
 */
export const MAX_LINE_QUANTITY = 100_000;
