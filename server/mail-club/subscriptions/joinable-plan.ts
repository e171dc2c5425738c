import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { type ProductFlags, products, type SubscriptionPlan } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { subscriptionMessages } from "#server/mail-club/subscriptions/subscription-messages.ts";

/** A Mail Club plan as the shop sells it: a subscription product and its PayPal plan. */
export interface JoinablePlan {
  id: number;
  sku: string;
  title: string;
  priceCents: number;
  plan: SubscriptionPlan;
  paypalPlanId: string;
}

/** Spec §3: a subscription_interval of 'yearly' means international, any other value usa. */
export function planOfFlags(flags: ProductFlags): SubscriptionPlan {
  return flags.subscription_interval === "yearly" ? "international" : "usa";
}

/** The plan product to join, from the database (never the request), or why it can't be. */
export async function loadJoinablePlan(db: Database, productId: number): Promise<JoinablePlan> {
  const [product] = await db
    .select({
      id: products.id,
      sku: products.sku,
      title: products.title,
      priceCents: products.priceCents,
      kind: products.kind,
      isActive: products.isActive,
      stock: products.stock,
      flags: products.flags,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (product?.kind !== "subscription") {
    throw new AppError("bad_request", subscriptionMessages.notAPlan);
  }
  if (!product.isActive || product.stock === 0) {
    throw new AppError("conflict", subscriptionMessages.planUnavailable);
  }
  const flags = product.flags;
  const paypalPlanId = flags.paypal_plan_id;
  if (typeof paypalPlanId !== "string" || paypalPlanId.trim() === "") {
    throw new AppError("bad_request", subscriptionMessages.missingPlanId);
  }
  return {
    id: product.id,
    sku: product.sku,
    title: product.title,
    priceCents: product.priceCents,
    plan: planOfFlags(flags),
    paypalPlanId: paypalPlanId.trim(),
  };
}
