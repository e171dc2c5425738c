import {
  findCapture,
  isAwaitingApproval,
  type SimulatedOrder,
  type SimulatedRefund,
} from "#server/paypal-simulator/simulated-order.ts";

export type ResponseShape = "minimal" | "representation";

export function responseShapeOf(prefer: string | undefined): ResponseShape {
  return /return=representation/i.test(prefer ?? "") ? "representation" : "minimal";
}

export const approvalUrl = (base: string, orderId: string) =>
  `${base}/checkoutnow?token=${encodeURIComponent(orderId)}`;

function orderLinks(order: SimulatedOrder, base: string) {
  const self = `${base}/v2/checkout/orders/${order.id}`;
  const links = [{ href: self, rel: "self", method: "GET" }];
  if (isAwaitingApproval(order)) {
    const rel = order.status === "PAYER_ACTION_REQUIRED" ? "payer-action" : "approve";
    links.push({ href: approvalUrl(base, order.id), rel, method: "GET" });
    links.push({ href: self, rel: "update", method: "PATCH" });
  }
  if (order.status !== "COMPLETED") {
    links.push({ href: `${self}/capture`, rel: "capture", method: "POST" });
  }
  return links;
}

function captureLinks(order: SimulatedOrder, base: string, captureId: string) {
  const capture = `${base}/v2/payments/captures/${captureId}`;
  return [
    { href: capture, rel: "self", method: "GET" },
    { href: `${capture}/refund`, rel: "refund", method: "POST" },
    { href: `${base}/v2/checkout/orders/${order.id}`, rel: "up", method: "GET" },
  ];
}

/** A refund as the Payments API answers it, with its self and "up" (the capture) links. */
export function refundView(refund: SimulatedRefund, base: string) {
  const { captureId, ...fields } = refund;
  return {
    ...fields,
    links: [
      { href: `${base}/v2/payments/refunds/${refund.id}`, rel: "self", method: "GET" },
      { href: `${base}/v2/payments/captures/${captureId}`, rel: "up", method: "GET" },
    ],
  };
}

function paymentSource(order: SimulatedOrder) {
  if (!order.payer) return undefined;
  const { name, email_address, payer_id, address } = order.payer;
  return {
    paypal: { email_address, account_id: payer_id, account_status: "VERIFIED", name, address },
  };
}

function purchaseUnitsView(order: SimulatedOrder, base: string) {
  return order.purchase_units.map((unit) => ({
    ...unit,
    ...(unit.payments
      ? {
          payments: {
            captures: unit.payments.captures.map((capture) => ({
              ...capture,
              links: captureLinks(order, base, capture.id),
            })),
            ...(unit.payments.refunds
              ? { refunds: unit.payments.refunds.map((refund) => refundView(refund, base)) }
              : {}),
          },
        }
      : {}),
  }));
}

/**
 * The order as the Orders API answers it. `minimal` is id, status and links, plus the
 * payments once captured (integrations read them without asking for the representation).
 */
export function orderView(order: SimulatedOrder, base: string, shape: ResponseShape) {
  const links = orderLinks(order, base);
  const source = paymentSource(order);
  if (shape === "minimal") {
    const captured = order.purchase_units.some((unit) => unit.payments);
    return {
      id: order.id,
      status: order.status,
      ...(captured
        ? {
            ...(source ? { payment_source: source, payer: order.payer } : {}),
            purchase_units: purchaseUnitsView(order, base).map(({ reference_id, payments }) => ({
              reference_id,
              payments,
            })),
          }
        : {}),
      links,
    };
  }
  return {
    id: order.id,
    intent: order.intent,
    status: order.status,
    ...(source ? { payment_source: source, payer: order.payer } : {}),
    purchase_units: purchaseUnitsView(order, base),
    create_time: order.create_time,
    update_time: order.update_time,
    links,
  };
}

/** The capture alone, as a webhook's resource, with the order it belongs to. */
export function captureResource(order: SimulatedOrder, base: string, captureId: string) {
  const capture = findCapture(order, captureId)?.capture;
  if (!capture) throw new Error(`Capture ${captureId} is not part of order ${order.id}.`);
  return {
    ...capture,
    links: captureLinks(order, base, capture.id),
    supplementary_data: { related_ids: { order_id: order.id } },
  };
}
