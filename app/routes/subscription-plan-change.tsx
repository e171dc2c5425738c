import { data } from "react-router";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { PageMessage } from "#app/components/page-message.tsx";
import { DelayedRedirect } from "#app/components/subscription/delayed-redirect.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";
import { secretAddressHeaders } from "#app/server/secret-address.server.ts";
import { requireCustomer } from "#app/server/session.server.ts";
import { shopContext } from "#app/server/shop-context.server.ts";
import { attempt } from "#server/lib/errors.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import {
  abandonPlanChange,
  confirmPlanChange,
  type PlanChangeOutcome,
} from "#server/mail-club/plan-change/confirm-plan-change.ts";
import { planChangeMessages } from "#server/mail-club/plan-change/plan-change-messages.ts";
import type { Route } from "./+types/subscription-plan-change";

/** What became of the move, as /account's notice (?saved=…) names it, and its words. */
const notices = {
  "plan-approved": { title: "Your plan has changed", text: planChangeMessages.approved },
  "plan-waiting": { title: "Not approved yet", text: planChangeMessages.stillWaiting },
  "plan-cancelled": { title: "Nothing changed", text: planChangeMessages.cancelledAtPayPal },
  "plan-none": { title: "Nothing changed", text: planChangeMessages.noneWaiting },
} as const;
type Notice = keyof typeof notices;

function noticeOf(outcome: PlanChangeOutcome, cancelled: boolean): Notice {
  if (outcome.status === "approved") return "plan-approved";
  if (outcome.status === "abandoned") return cancelled ? "plan-cancelled" : "plan-none";
  return "plan-waiting";
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Mail Club plan change", shopName: shopNameFrom(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export const headers = secretAddressHeaders;

/**
 * PayPal's return from its consent page to a change of plan (?change=N, `outcome=cancelled`
 * from its cancel link): the signed-in member's change is confirmed with PayPal (or dropped
 * when they cancelled there), once, whichever of this and the webhook comes first; the page
 * says what became of it and goes on to /account, which says it too. Someone else's change is
 * not found.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  const url = new URL(request.url);
  const changeId = parseRowId(url.searchParams.get("change")) ?? undefined;
  const cancelled = url.searchParams.get("outcome") === "cancelled";
  const services = await shopContext(context);
  const input = { customerId: customer.id, changeId };
  const answer = await attempt(() =>
    cancelled
      ? abandonPlanChange(services, { ...input, reason: "cancelled-at-paypal" })
      : confirmPlanChange(services, input),
  );
  const notice: Notice = answer.refused
    ? answer.refused.code === "not_found"
      ? "plan-none"
      : "plan-waiting"
    : noticeOf(answer.value, cancelled);
  return data({ notice });
}

export default function SubscriptionPlanChange({ loaderData }: Route.ComponentProps) {
  const { title, text } = notices[loaderData.notice];
  const account = `/account?saved=${loaderData.notice}#delivery`;
  return (
    <PageMessage
      eyebrow="Mail Club"
      title={title}
      actions={<LinkButton to={account}>Go to My Account</LinkButton>}
    >
      <p role="status">{text}</p>
      <DelayedRedirect to={account} ms={2000} />
    </PageMessage>
  );
}
