import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { products } from "#server/db/schema.ts";
import { ensureSimulatorPlan } from "#server/paypal-simulator/simulator-plans.ts";

/**
 * PAYPAL_MODE=simulator: the plan ids the Mail Club products carry exist in the simulator,
 * as the maker's plans would exist at PayPal. Returns how many were created.
 */
export async function provisionSimulatorPlans(db: Database) {
  const plans = await db
    .select({ title: products.title, priceCents: products.priceCents, flags: products.flags })
    .from(products)
    .where(eq(products.kind, "subscription"));
  let created = 0;
  for (const plan of plans) {
    const id = plan.flags.paypal_plan_id?.trim();
    if (!id) continue;
    if (await ensureSimulatorPlan(db, { id, name: plan.title, priceCents: plan.priceCents })) {
      created += 1;
    }
  }
  return created;
}
