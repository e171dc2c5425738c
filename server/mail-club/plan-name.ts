import type { SubscriptionPlan } from "#server/db/schema.ts";

/** The plan as the studio and the mailing documents name it. */
export function planName(plan: SubscriptionPlan) {
  return plan === "usa" ? "USA" : "International";
}
