import { redirect } from "react-router";
import { paymentServices } from "#app/server/payment-services.server.ts";
import { requireCustomer } from "#app/server/session.server.ts";
import { attempt } from "#server/errors.ts";
import {
  abandonPlanChange,
  confirmPlanChange,
  type PlanChangeOutcome,
} from "#server/mail-club/plan-change/confirm-plan-change.ts";
import { parseRowId } from "#server/row-id.ts";
import type { Route } from "./+types/subscription-plan-change";

/** Which notice /account shows after PayPal's consent page. */
function noticeOf(outcome: PlanChangeOutcome, cancelled: boolean) {
  if (outcome.status === "approved") return "plan-approved";
  if (outcome.status === "abandoned") return cancelled ? "plan-cancelled" : "plan-none";
  return "plan-waiting";
}

/**
 * PayPal's return from its consent page to a change of plan (?change=N, `outcome=cancelled`
 * from its cancel link): the signed-in member's change is confirmed with PayPal (or dropped
 * when they cancelled there), once, whichever of this and the webhook comes first; then on
 * to /account, which says what became of it. Someone else's change is not found.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  const url = new URL(request.url);
  const changeId = parseRowId(url.searchParams.get("change")) ?? undefined;
  const cancelled = url.searchParams.get("outcome") === "cancelled";
  const services = await paymentServices(context);
  const input = { customerId: customer.id, changeId };
  const answer = await attempt(() =>
    cancelled
      ? abandonPlanChange(services, { ...input, reason: "cancelled-at-paypal" })
      : confirmPlanChange(services, input),
  );
  const notice = answer.refused
    ? answer.refused.code === "not_found"
      ? "plan-none"
      : "plan-waiting"
    : noticeOf(answer.value, cancelled);
  throw redirect(`/account?saved=${notice}#delivery`, {
    status: 303,
    headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" },
  });
}
