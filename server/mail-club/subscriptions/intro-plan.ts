import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { mailClubIntroPlans } from "#server/db/schema.ts";
import type { ClubOffer } from "#server/discounts/club-offer.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";

/**
 * The PayPal plan that bills a Mail Club offer: the base plan's product and regular cycle, its
 * first `introIssues` cycles at the intro price (PayPal's TRIAL tenure). PayPal takes no
 * per-subscription cycles its plan does not have, so each set of terms gets a plan of its own,
 * made the first time a member joins with them and kept for every join after.
 */
export async function introPlanFor(
  services: PaymentServices,
  base: { paypalPlanId: string; title: string },
  offer: ClubOffer,
): Promise<string> {
  const { db, paypal } = services;
  const basePlan = await paypal.getPlan(base.paypalPlanId);
  const regular = basePlan.regular;
  if (!regular) throw new Error(`PayPal plan ${base.paypalPlanId} has no regular cycle.`);
  const terms = {
    basePaypalPlanId: base.paypalPlanId,
    regularPriceCents: regular.priceCents,
    introPriceCents: offer.introPriceCents,
    introIssues: offer.introIssues,
  };
  const ofTerms = and(
    eq(mailClubIntroPlans.basePaypalPlanId, terms.basePaypalPlanId),
    eq(mailClubIntroPlans.regularPriceCents, terms.regularPriceCents),
    eq(mailClubIntroPlans.introPriceCents, terms.introPriceCents),
    eq(mailClubIntroPlans.introIssues, terms.introIssues),
  );
  const [known] = await db.select().from(mailClubIntroPlans).where(ofTerms);
  if (known) return known.paypalPlanId;
  // The same terms give the same request id: two joins at once get PayPal's one plan.
  const key = createHash("sha256").update(JSON.stringify(terms)).digest("hex").slice(0, 32);
  const issues = offer.introIssues === 1 ? "first issue" : `first ${offer.introIssues} issues`;
  const created = await paypal.createIntroPlan({
    requestId: `washi-intro-plan-${key}`,
    productId: basePlan.productId,
    name: `${base.title} (intro)`,
    description: `The ${issues} at the intro price, then the plan's price.`,
    intro: { priceCents: offer.introPriceCents, cycles: offer.introIssues },
    regular,
    paymentFailureThreshold: basePlan.paymentFailureThreshold,
  });
  await db
    .insert(mailClubIntroPlans)
    .values({ ...terms, paypalPlanId: created.id })
    .onConflictDoNothing();
  return created.id;
}
