import { data, Link, useNavigation } from "react-router";
import { OrderDownloads } from "#app/components/studio/orders/order-downloads.tsx";
import { CustomerFacts, PaymentFacts } from "#app/components/studio/orders/order-facts.tsx";
import { OrderHistory } from "#app/components/studio/orders/order-history.tsx";
import { OrderItems } from "#app/components/studio/orders/order-items.tsx";
import { OrderMovesPanel } from "#app/components/studio/orders/order-moves-panel.tsx";
import { OrderStatusBadge } from "#app/components/studio/orders/order-status-badge.tsx";
import { timeFormatter } from "#app/components/studio/orders/order-view.ts";
import { StoreCreditPanel } from "#app/components/studio/orders/store-credit-panel.tsx";
import { StudioPage } from "#app/components/studio/studio-page.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { replyFor } from "#app/forms/form-reply.ts";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { shopContext } from "#app/server/shop-context.server.ts";
import { shopTimeZone } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { addressDisplayLines } from "#server/addresses/address-display.ts";
import { storeCreditOf } from "#server/balances/store-credit.ts";
import { appContext } from "#server/context.ts";
import { loadOrderDownloads } from "#server/downloads/studio-order-downloads.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import { getStudioOrder } from "#server/studio/orders/get-studio-order.ts";
import { orderHistory } from "#server/studio/orders/order-history.ts";
import { studioMovesFrom } from "#server/studio/orders/order-moves.ts";
import { runOrderIntent } from "#server/studio/orders/run-order-intent.ts";
import type { Route } from "./+types/order-detail";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.found ? `Order ${loaderData.order.orderNumber}` : "Order not found";
  return [{ title: `${title} — Studio` }];
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const orderId = parseRowId(params.orderId);
  const order = orderId === null ? null : await getStudioOrder(db, orderId);
  if (!order) return data({ found: false as const }, 404);
  const { changes, ...rest } = order;
  const downloads = await loadOrderDownloads(db, order.id);
  return {
    found: true as const,
    order: {
      ...rest,
      createdAt: order.createdAt.toISOString(),
      shippingAddressLines: addressDisplayLines(order.shippingAddress),
      billingAddressLines: order.billingAddress ? addressDisplayLines(order.billingAddress) : null,
      paidAt: iso(order.paidAt),
      shippedAt: iso(order.shippedAt),
      refundedAt: iso(order.refundedAt),
      reservedUntil: iso(order.reservedUntil),
      customerCreditCents: order.customerId ? await storeCreditOf(db, order.customerId) : 0,
    },
    moves: studioMovesFrom(order.status, order.kind),
    downloads: {
      files: downloads.files,
      recent: downloads.recent.map((record) => ({
        ...record,
        downloadedAt: record.downloadedAt.toISOString(),
      })),
    },
    history: orderHistory(order).map((event) => ({ ...event, at: event.at.toISOString() })),
    timeZone: await shopTimeZone(context),
  };
}

/** intent=move (to=processing|delivered|cancelled), ship, refund (refundTo=store_credit), give-credit. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const form = formText(await request.formData());
  const intent = form.intent ?? "";
  return replyTo({ intent, values: form }, async () => {
    const orderId = parseRowId(params.orderId);
    if (orderId === null) throw new AppError("not_found", "Order not found.");
    const message = await runOrderIntent(
      { ...(await shopContext(context)), account },
      orderId,
      form,
    );
    return { ok: true as const, intent, message };
  });
}

export default function OrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (!loaderData.found) return <OrderNotFound />;
  const { order, moves, history, timeZone } = loaderData;
  const busyIntent =
    navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const formatTime = timeFormatter(timeZone);
  return (
    <StudioPage
      title={`Order ${order.orderNumber}`}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.status} />
          <span>Placed {formatTime(order.createdAt)}</span>
        </span>
      }
      actions={
        <>
          <Link to="/studio/orders" className={buttonClasses({ variant: "ghost" })}>
            All orders
          </Link>
          <a
            href={`/studio/orders/${order.id}/packing-slip.pdf`}
            className={buttonClasses({ variant: "secondary" })}
          >
            Packing slip (PDF)
          </a>
        </>
      }
    >
      {actionData ? (
        <FormAlert
          tone={actionData.ok ? "notice" : "error"}
          title={actionData.ok ? "Done" : "Nothing was changed"}
        >
          {actionData.message}
        </FormAlert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <OrderMovesPanel order={order} moves={moves} reply={actionData} busyIntent={busyIntent} />
          <OrderItems order={order} />
          <OrderDownloads
            downloads={loaderData.downloads}
            busyIntent={busyIntent}
            formatTime={formatTime}
          />
          <OrderHistory events={history} formatTime={formatTime} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <CustomerFacts order={order} />
          <PaymentFacts order={order} formatTime={formatTime} />
          {order.customerId ? (
            <StoreCreditPanel
              creditCents={order.customerCreditCents}
              reply={replyFor(actionData, "give-credit")}
              busy={busyIntent === "give-credit"}
            />
          ) : null}
        </div>
      </div>
    </StudioPage>
  );
}

function OrderNotFound() {
  return (
    <StudioPage title="Order not found" description="There is no order at this address.">
      <p>
        <Link
          to="/studio/orders"
          className="font-semibold text-clay-deep underline underline-offset-4"
        >
          Back to the orders
        </Link>
      </p>
    </StudioPage>
  );
}
