import { useEffect } from "react";
import { data, redirect, redirectDocument, useLocation, useNavigate } from "react-router";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { type BuyerOrder, OrderPage } from "#app/components/orders/order-page.tsx";
import { orderTabTitle } from "#app/components/orders/order-stage-words.ts";
import { PageMessage } from "#app/components/page-message.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { buyerOrderOf } from "#app/server/buyer-order.server.ts";
import { secretAddressHeaders } from "#app/server/secret-address.server.ts";
import { browserCart, currentCustomer, signInFirst } from "#app/server/session.server.ts";
import { shopContext } from "#app/server/shop-context.server.ts";
import { buyAgain } from "#server/cart/buy-again.ts";
import { cartCookie } from "#server/cart/cart-cookie.ts";
import { appContext } from "#server/context.ts";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import { releaseGiftClaim, renewGiftLink } from "#server/mail-club/gifts/gift-link-control.ts";
import { getOrderForViewer, type OrderViewer } from "#server/orders/get-order.ts";
import { readOrderViewLink } from "#server/orders/order-view-link.ts";
import { startPayPalPayment } from "#server/payments/start-payment.ts";
import type { Route } from "./+types/order-complete";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const order = loaderData?.state === "found" ? loaderData.order : null;
  return [
    ...pageMeta({
      title: order ? orderTabTitle(order.stage, order.orderNumber) : "Your Order",
      shopName: shopNameFrom(matches),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export const headers = secretAddressHeaders;

type OrderCompleteData =
  | { state: "found"; order: BuyerOrder; signedIn: boolean }
  | { state: "not-found" }
  | { state: "error" };

/** Who asks: the signed-in customer, the guest's key (?key=), or PayPal's return link. */
async function viewerOf(request: Request, context: Route.LoaderArgs["context"]) {
  const customer = await currentCustomer(request, context);
  const search = new URL(request.url).searchParams;
  const viewer: OrderViewer = {
    customerId: customer?.id ?? null,
    accessKey: search.get("key"),
    viewLink: readOrderViewLink(search),
  };
  return { customer, viewer };
}

/**
 * The order for its customer (signed in), for whoever holds its key (?key=, the guest's link
 * from checkout), or for the buyer PayPal sent back with its signed link (?view=&until=). A
 * visitor with none is asked to sign in (spec §8); another customer, a bad id or a wrong key:
 * the not-found view, 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, logger } = context.get(appContext);
  const orderId = parseRowId(params.orderId);
  if (orderId === null) return data<OrderCompleteData>({ state: "not-found" }, 404);
  try {
    const { customer, viewer } = await viewerOf(request, context);
    if (!customer && !viewer.accessKey && !viewer.viewLink) {
      return redirect(signInFirst(request, "order"));
    }
    const order = await getOrderForViewer(db, orderId, viewer);
    if (!order) return data<OrderCompleteData>({ state: "not-found" }, 404);
    const { now, timeZone } = await shopContext(context);
    return data<OrderCompleteData>({
      state: "found",
      signedIn: customer !== null,
      order: await buyerOrderOf(db, order, {
        signedIn: customer !== null,
        accessKey: viewer.accessKey ?? null,
        timeZone,
        now,
      }),
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
 * The buyer's actions on their order, for whoever may see it as the page does: intent=pay
 * sends an order waiting for payment to PayPal; intent=buy-again puts its items back in this
 * browser's cart; the gifter's say over their gift's link (decision 036): intent=gift-new-link
 * sends the recipient a new one, intent=gift-release frees the gift from the account that
 * claimed it.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const form = formText(await request.formData());
  const headers = new Headers();
  return replyTo({ intent: form.intent, headers }, async () => {
    const orderId = parseRowId(params.orderId);
    const { viewer } = await viewerOf(request, context);
    const order = orderId === null ? null : await getOrderForViewer(db, orderId, viewer);
    if (!order) throw new AppError("not_found", "Order not found");
    if (form.intent === "pay") {
      const { approveUrl } = await startPayPalPayment(await shopContext(context), order.id);
      return redirectDocument(approveUrl, 303);
    }
    if (form.intent === "buy-again") {
      const key = await browserCart(request, context);
      const back = await buyAgain(db, key, order.id, {
        digitalAcknowledged: form.digitalAcknowledged === "on",
      });
      if (back.added === 0 && back.unavailable.length > 0) {
        throw new AppError("conflict", `No longer available: ${back.unavailable.join(", ")}.`);
      }
      if (back.token) headers.append("Set-Cookie", cartCookie(back.token, config));
      return redirect("/cart", { status: 303, headers });
    }
    const change = giftLinkChanges.get(form.intent ?? "");
    if (!change) throw new AppError("bad_request", "Unknown action.");
    const message = await change(db, order.id);
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
    return <OrderPage order={loaderData.order} signedIn={loaderData.signedIn} reply={actionData} />;
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
