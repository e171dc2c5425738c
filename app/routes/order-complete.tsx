import { useEffect } from "react";
import { data, redirect, useLocation, useNavigate } from "react-router";
import { type ConfirmedOrder, OrderConfirmed } from "#app/components/checkout/order-confirmed.tsx";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { PageMessage } from "#app/components/page-message.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { secretAddressHeaders } from "#app/server/secret-address.server.ts";
import { currentCustomer, signInFirst } from "#app/server/session.server.ts";
import { shopTimeZone } from "#app/server/shop-time.server.ts";
import { addressDisplayLines } from "#server/addresses/address-display.ts";
import { appContext } from "#server/context.ts";
import type { Database } from "#server/db/client.ts";
import { filesDeliveredByOrder } from "#server/downloads/delivered-files.ts";
import { downloadItems } from "#server/downloads/download-items.ts";
import { customerLinkExpiry, guestLinkExpiry } from "#server/downloads/download-links.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import { releaseGiftClaim, renewGiftLink } from "#server/mail-club/gifts/gift-link-control.ts";
import { giftOfOrder } from "#server/mail-club/gifts/gift-of-order.ts";
import { giftCardPath, giftSummary } from "#server/mail-club/gifts/gift-wording.ts";
import { rideAlongComing } from "#server/mail-club/ride-along/ride-along-messages.ts";
import { getOrderForViewer, mayViewOrder } from "#server/orders/get-order.ts";
import { paymentMessages } from "#server/payments/payment-services.ts";
import type { Route } from "./+types/order-complete";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Order Confirmed", shopName: shopNameFrom(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export const headers = secretAddressHeaders;

type OrderCompleteData =
  | { state: "found"; order: ConfirmedOrder; signedIn: boolean; pending: boolean }
  | { state: "not-found" }
  | { state: "error" };

/**
 * The order for its customer (signed in) or for whoever holds its key (?key=, the guest's
 * link from checkout). A visitor with neither is asked to sign in (spec §8); another
 * customer, a bad id or a wrong key: the not-found view, 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, logger } = context.get(appContext);
  const orderId = parseRowId(params.orderId);
  if (orderId === null) return data<OrderCompleteData>({ state: "not-found" }, 404);
  const accessKey = new URL(request.url).searchParams.get("key");
  try {
    const customer = await currentCustomer(request, context);
    if (!customer && !accessKey) return redirect(signInFirst(request, "order"));
    const order = await getOrderForViewer(db, orderId, {
      customerId: customer?.id ?? null,
      accessKey,
    });
    if (!order) return data<OrderCompleteData>({ state: "not-found" }, 404);
    // A guest's links last as long as the e-mail's; a customer's are fresh each visit.
    const paidAt = order.paidAt;
    const downloads = paidAt
      ? downloadItems(await filesDeliveredByOrder(db, order.id), () =>
          customer ? customerLinkExpiry() : guestLinkExpiry(paidAt),
        )
      : [];
    const gift = await giftOfOrder(db, order.id, await shopTimeZone(context));
    return data<OrderCompleteData>({
      state: "found",
      signedIn: customer !== null,
      pending: order.status === "pending_payment",
      order: {
        orderNumber: order.orderNumber,
        downloads,
        digital: order.kind === "digital",
        customerEmail: order.customerEmail,
        shippingAddressLines: addressDisplayLines(order.shippingAddress),
        rideAlong: rideAlongComing(order.rideAlongIssue),
        gift: gift && {
          ...giftSummary(gift),
          // The page's own key goes on to the card: a guest's link opens it too.
          cardUrl:
            gift.reveal.kind === "self" && gift.paid ? giftCardPath(order.id, accessKey) : null,
        },
        lines: order.items.map((item, index) => ({
          key: index,
          title: item.title,
          quantity: item.quantity,
          lineTotalCents: item.unitPriceCents * item.quantity,
          personalisation: item.personalisation,
        })),
        totals: {
          subtotalCents: order.subtotalCents,
          shippingCents: order.shippingCents,
          taxCents: order.taxCents,
          totalCents: order.totalCents,
        },
      },
    });
  } catch (error) {
    logger.error({ err: error }, "order details could not be read");
    return data<OrderCompleteData>({ state: "error" }, 503);
  }
}

const giftLinkChanges = new Map<string, (db: Database, orderId: number) => Promise<string>>([
  ["gift-new-link", renewGiftLink],
  ["gift-release", releaseGiftClaim],
]);

/**
 * The gifter's say over their gift's link (decision 036): intent=gift-new-link sends the
 * recipient a new one, intent=gift-release frees the gift from the account that claimed it.
 * For whoever may see the order, as the page is.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.get(appContext);
  const form = formText(await request.formData());
  return replyTo({ intent: form.intent }, async () => {
    const orderId = parseRowId(params.orderId);
    const customer = await currentCustomer(request, context);
    const accessKey = new URL(request.url).searchParams.get("key");
    const viewer = { customerId: customer?.id ?? null, accessKey };
    if (orderId === null || !(await mayViewOrder(db, orderId, viewer))) {
      throw new AppError("not_found", "Order not found");
    }
    const change = giftLinkChanges.get(form.intent ?? "");
    if (!change) throw new AppError("bad_request", "Unknown action.");
    const message = await change(db, orderId);
    return { ok: true as const, intent: form.intent, message };
  });
}

/**
 * 'Payment successful!' once, when the return from PayPal brought the buyer here (?paid=1);
 * 'Order placed!' after a free order (?paid=free), which paid nothing.
 */
function usePaidToast() {
  const location = useLocation();
  const navigate = useNavigate();
  const { toast } = useToast();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const paid = params.get("paid");
    if (paid !== "1" && paid !== "free") return;
    toast({
      title: paid === "free" ? "Order placed!" : "Payment successful!",
      description: "Your order has been placed successfully.",
      variant: "success",
    });
    params.delete("paid");
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "" },
      { replace: true, preventScrollReset: true },
    );
  }, [location.search, location.pathname, navigate, toast]);
}

export default function OrderComplete({ loaderData, actionData }: Route.ComponentProps) {
  usePaidToast();
  if (loaderData.state === "found") {
    return (
      <OrderConfirmed
        order={loaderData.order}
        signedIn={loaderData.signedIn}
        pendingNotice={loaderData.pending ? paymentMessages.pending : undefined}
        giftReply={actionData}
      />
    );
  }
  return (
    <PageMessage
      title={loaderData.state === "error" ? "Failed to load order details" : "Order not found"}
      actions={<LinkButton to="/">Return to Home</LinkButton>}
    >
      <p>
        {loaderData.state === "error"
          ? "Please try again in a moment."
          : "We couldn't find this order. If you placed it, open the link from your confirmation, or sign in to see your orders."}
      </p>
    </PageMessage>
  );
}
