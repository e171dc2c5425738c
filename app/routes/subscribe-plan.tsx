import { data } from "react-router";
import { joinFailedMessage } from "#app/components/mail-club/join-result.ts";
import { planBySlug } from "#app/components/mail-club/plans.ts";
import { PreparingSubscription } from "#app/components/mail-club/preparing-subscription.tsx";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { type FormReply, refusalOf } from "#app/forms/form-reply.ts";
import { doneReply, replyTo } from "#app/forms/reply.server.ts";
import { browserCart } from "#app/server/session.server.ts";
import { cartCookie } from "#server/cart/cart-cookie.ts";
import { appContext } from "#server/context.ts";
import { putPlanInCart } from "#server/mail-club/put-plan-in-cart.ts";
import type { Route } from "./+types/subscribe-plan";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: loaderData ? "Preparing Your Subscription" : "Page not found",
      shopName: shopNameFrom(matches),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export function headers(): Headers {
  return new Headers({ "Cache-Control": "private, no-store" });
}

function planOf(slug: string) {
  const plan = planBySlug(slug);
  if (!plan) throw data(null, { status: 404 });
  return plan;
}

/** /subscribe/usa and /subscribe/international; any other plan is the 404 page. */
export function loader({ params }: Route.LoaderArgs) {
  return { planLabel: planOf(params.plan).label };
}

/**
 * Empties the cart and puts the plan in it, quantity 1 (spec §2). The page's fetcher
 * (`via=fetch`) gets the outcome for its toast; the plain form is sent on to /checkout.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const plan = planOf(params.plan);
  const { db, config, logger } = context.get(appContext);
  const via = (await request.formData()).get("via") ?? undefined;
  const whenFailed = {
    log: (err: unknown) => logger.error({ err, plan: plan.slug }, "joining failed"),
    message: joinFailedMessage,
  };
  return replyTo({ whenFailed }, async () => {
    const cart = await browserCart(request, context);
    const result = await putPlanInCart(db, { sku: plan.sku, ...cart });
    const headers = { "Set-Cookie": cartCookie(result.token, { isHttps: config.isHttps }) };
    return doneReply({ via }, "/checkout", { ok: true } as FormReply, headers);
  });
}

export default function SubscribePlan({ loaderData, actionData }: Route.ComponentProps) {
  const refused = refusalOf(actionData)?.message ?? null;
  return <PreparingSubscription planLabel={loaderData.planLabel} refused={refused} />;
}
