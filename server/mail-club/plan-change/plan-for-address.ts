import { and, eq } from "drizzle-orm";
import { HOME_COUNTRY } from "#server/addresses/address-format.ts";
import type { Database } from "#server/db/client.ts";
import { products, type SubscriptionPlan } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { planChangeMessages } from "#server/mail-club/plan-change/plan-change-messages.ts";
import { type JoinablePlan, planOfFlags } from "#server/mail-club/subscriptions/joinable-plan.ts";

/** The plan that mails to a country (decisions.md 13): the USA plan at home, else international. */
export function planForCountry(country: string): SubscriptionPlan {
  return country === HOME_COUNTRY ? "usa" : "international";
}

/**
 * The plan product a member switches to: active, in stock and carrying a PayPal plan id (the
 * lowest id when the maker has several). Its price and PayPal plan come from the database.
 */
export async function loadPlanProduct(db: Database, plan: SubscriptionPlan): Promise<JoinablePlan> {
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      title: products.title,
      priceCents: products.priceCents,
      stock: products.stock,
      flags: products.flags,
    })
    .from(products)
    .where(and(eq(products.kind, "subscription"), eq(products.isActive, true)))
    .orderBy(products.id);
  for (const row of rows) {
    const paypalPlanId = row.flags.paypal_plan_id?.trim();
    if (planOfFlags(row.flags) !== plan || row.stock === 0 || !paypalPlanId) continue;
    const { stock: _stock, flags: _flags, ...product } = row;
    return { ...product, plan, paypalPlanId };
  }
  throw new AppError("conflict", planChangeMessages.planUnavailable);
}
