import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client.ts";
import { orders, paypalWebhookEvents } from "#server/db/schema.ts";
import { cancelOrder } from "#server/orders/cancel-order.ts";
import { transitionOrder } from "#server/orders/order-states.ts";
import { paypalDueCents } from "#server/orders/order-totals.ts";
import { payOrder } from "#server/orders/pay-order.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import { valueToCents } from "#server/payments/paypal/money.ts";
import type { PayPalWebhookEvent } from "#server/payments/paypal/verify-webhook.ts";

export type WebhookOutcome =
  /** This event id was taken in before: nothing changed. */
  | "duplicate"
  /** The order moved (paid, cancelled or refunded). */
  | "applied"
  /** Known event, but nothing to change (no such order, or it had already moved). */
  | "no-change"
  /** An event type the shop does not act on: acknowledged and logged. */
  | "ignored";

/**
 * Events another part of the shop acts on (the Mail Club's subscription events), each applied
 * inside the webhook's once-only transaction at the event's own time. Installed at start-up
 * with the order's effects (server/hooks.ts), so payments imports none of them.
 */
export interface PayPalEventHandler {
  handles: (eventType: string) => boolean;
  apply: (
    tx: Transaction,
    services: PaymentServices,
    eventType: string,
    resource: unknown,
    eventTime: Date,
  ) => Promise<"applied" | "no-change">;
}

let otherHandlers: readonly PayPalEventHandler[] | undefined;

export function installPayPalEventHandlers(handlers: readonly PayPalEventHandler[]) {
  otherHandlers = handlers;
}

/** A capture (COMPLETED, DENIED) or, for REFUNDED, the refund, which links "up" to its capture. */
interface CaptureResource {
  id?: string;
  status?: string;
  amount?: { value?: string; currency_code?: string };
  supplementary_data?: { related_ids?: { order_id?: string } };
  links?: { rel?: string; href?: string }[];
  seller_payable_breakdown?: { total_refunded_amount?: { value?: string } };
}

/**
 * Applies one verified PayPal webhook event, exactly once: its id is recorded in the same
 * transaction as its effect (insert … on conflict do nothing), so a redelivery, or two at
 * once, change nothing more. PAYMENT.CAPTURE.COMPLETED pays the order (the same path as a
 * capture), DENIED cancels it and gives the stock back, REFUNDED marks it refunded; the
 * events of an installed handler (the Mail Club's) go to it.
 */
export async function processPayPalWebhook(
  services: PaymentServices,
  event: PayPalWebhookEvent,
  now = new Date(),
): Promise<WebhookOutcome> {
  const resource = event.resource as CaptureResource;
  return services.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(paypalWebhookEvents)
      .values({
        eventId: event.id,
        eventType: event.event_type,
        resourceId: typeof resource.id === "string" ? resource.id : null,
        receivedAt: now,
      })
      .onConflictDoNothing({ target: paypalWebhookEvents.eventId })
      .returning({ eventId: paypalWebhookEvents.eventId });
    if (!recorded) return "duplicate";
    if (!otherHandlers)
      throw new Error("PayPal's event handlers are not installed (server/hooks.ts).");
    const handler = otherHandlers.find((candidate) => candidate.handles(event.event_type));
    const outcome = handler
      ? await handler.apply(tx, services, event.event_type, event.resource, eventTimeOf(event, now))
      : await applyEvent(tx, services, event.event_type, resource, now);
    await tx
      .update(paypalWebhookEvents)
      .set({ processedAt: sql`now()` })
      .where(eq(paypalWebhookEvents.eventId, event.id));
    services.logger?.info(
      { eventId: event.id, eventType: event.event_type, outcome },
      "PayPal webhook event",
    );
    return outcome;
  });
}

async function applyEvent(
  tx: Transaction,
  services: PaymentServices,
  eventType: string,
  resource: CaptureResource,
  now: Date,
): Promise<WebhookOutcome> {
  switch (eventType) {
    case "PAYMENT.CAPTURE.COMPLETED": {
      const order = await findOrder(tx, resource);
      if (!order || !resource.id) return "no-change";
      const amountCents = valueToCents(resource.amount?.value ?? "");
      if (amountCents !== paypalDueCents(order)) {
        services.logger?.error(
          { orderId: order.id, captured: amountCents, expected: paypalDueCents(order) },
          "PayPal webhook: captured amount differs from the order's total",
        );
        return "no-change";
      }
      const paid = await payOrder(tx, order.id, { captureId: resource.id, paidAt: now }, services);
      if (!paid && order.status === "cancelled") {
        services.logger?.error(
          { orderId: order.id, captureId: resource.id },
          "PayPal webhook: a cancelled order was paid; it needs a refund",
        );
      }
      return paid ? "applied" : "no-change";
    }
    case "PAYMENT.CAPTURE.DENIED": {
      const order = await findOrder(tx, resource);
      if (!order) return "no-change";
      return (await cancelOrder(tx, order.id, { reason: "paypal_declined", context: services }))
        ? "applied"
        : "no-change";
    }
    case "PAYMENT.CAPTURE.REFUNDED": {
      const captureId = refundedCaptureId(resource);
      const order = captureId ? await findOrder(tx, { id: captureId }) : undefined;
      if (!order) return "no-change";
      // All refunded so far (the breakdown), else this refund's own amount.
      const refunded =
        resource.seller_payable_breakdown?.total_refunded_amount?.value ?? resource.amount?.value;
      const refundedCents = valueToCents(refunded ?? "");
      if (refundedCents === undefined) {
        services.logger?.error(
          { orderId: order.id, refunded },
          "PayPal webhook: a refund without a readable amount",
        );
        return "no-change";
      }
      if (refundedCents < paypalDueCents(order)) {
        // A partial refund (made in PayPal's dashboard): the order stays paid.
        services.logger?.warn(
          { orderId: order.id, refunded, total: order.totalCents },
          "PayPal webhook: part of an order was refunded",
        );
        return "no-change";
      }
      const refundedNow = await transitionOrder(tx, order.id, "refunded", {
        at: now,
        context: services,
      });
      return refundedNow ? "applied" : "no-change";
    }
    default:
      services.logger?.info({ eventType }, "PayPal webhook event type not handled; acknowledged");
      return "ignored";
  }
}

/** When PayPal made the event; the time it arrived when PayPal's time is unreadable. */
function eventTimeOf(event: PayPalWebhookEvent, now: Date) {
  const made = new Date(event.create_time ?? "");
  return Number.isNaN(made.getTime()) ? now : made;
}

/** The capture a refund belongs to, from its "up" link (…/v2/payments/captures/{id}). */
function refundedCaptureId(refund: CaptureResource) {
  const up = refund.links?.find((link) => link.rel === "up")?.href ?? "";
  return /\/v2\/payments\/captures\/([A-Za-z0-9-]+)$/.exec(up)?.[1];
}

/** The order of a capture event: by PayPal's order id, else by the capture id we stored. */
async function findOrder(tx: Database, resource: CaptureResource) {
  const paypalOrderId = resource.supplementary_data?.related_ids?.order_id;
  const columns = {
    id: orders.id,
    status: orders.status,
    totalCents: orders.totalCents,
    balancePaidCents: orders.balancePaidCents,
  };
  if (paypalOrderId) {
    const [order] = await tx
      .select(columns)
      .from(orders)
      .where(eq(orders.paypalOrderId, paypalOrderId));
    if (order) return order;
  }
  if (!resource.id) return undefined;
  const [order] = await tx
    .select(columns)
    .from(orders)
    .where(eq(orders.paypalCaptureId, resource.id));
  return order;
}
