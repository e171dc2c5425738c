/** Orders that keep the discount uses they took: paid ones (a refund gives no use back). */
export const KEPT_ORDER_STATUSES = [
  "paid",
  "processing",
  "shipped",
  "delivered",
  "refunded",
] as const;

/** Memberships that ran (approved at PayPal, ended since or not): they keep an offer's use. */
export const RAN_MEMBERSHIP_STATUSES = ["active", "suspended", "cancelled", "expired"] as const;
