import { randomUUID, sign } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { crc32 } from "node:zlib";
import type { Transaction } from "#server/db/client.ts";
import type { SimulatorContext } from "#server/paypal-simulator/context.ts";
import { webhookEventId } from "#server/paypal-simulator/ids.ts";
import { captureResource, refundView } from "#server/paypal-simulator/order-view.ts";
import { readRecord, writeRecord } from "#server/paypal-simulator/records.ts";
import { loadSigningKey } from "#server/paypal-simulator/signing-key.ts";
import type {
  SimulatedCapture,
  SimulatedOrder,
  SimulatedRefund,
} from "#server/paypal-simulator/simulated-order.ts";

/** A webhook event as stored: its exact body, so a resend carries the same bytes. */
export interface StoredWebhookEvent {
  eventType: string;
  body: string;
}

const captureEventTypes: Partial<Record<SimulatedCapture["status"], string>> = {
  COMPLETED: "PAYMENT.CAPTURE.COMPLETED",
  PENDING: "PAYMENT.CAPTURE.PENDING",
  DECLINED: "PAYMENT.CAPTURE.DENIED",
};

interface EventContent {
  eventType: string;
  resourceType: "capture" | "refund" | "subscription" | "sale";
  /** 2.0 unless told: PAYMENT.SALE.* carry a Payments v1 resource. */
  resourceVersion?: "1.0" | "2.0";
  summary: string;
  resource: object;
}

/** Stores a webhook event in the transaction of the change it reports; its id. */
export async function queueWebhookEvent(
  tx: Transaction,
  context: SimulatorContext,
  content: EventContent,
) {
  const id = webhookEventId();
  const base = context.publicBaseUrl;
  const event = {
    id,
    event_version: "1.0",
    create_time: context.clock().toISOString(),
    resource_type: content.resourceType,
    resource_version: content.resourceVersion ?? "2.0",
    event_type: content.eventType,
    summary: content.summary,
    resource: content.resource,
    links: [
      { href: `${base}/v1/notifications/webhooks-events/${id}`, rel: "self", method: "GET" },
      {
        href: `${base}/v1/notifications/webhooks-events/${id}/resend`,
        rel: "resend",
        method: "POST",
      },
    ],
  };
  const stored: StoredWebhookEvent = { eventType: content.eventType, body: JSON.stringify(event) };
  await writeRecord(tx, "webhook-event", id, stored);
  return id;
}

/** The PAYMENT.CAPTURE.COMPLETED, PENDING or DENIED event of `capture`, by its status. */
export async function queueCaptureEvent(
  tx: Transaction,
  context: SimulatorContext,
  order: SimulatedOrder,
  capture: SimulatedCapture,
): Promise<string | undefined> {
  const eventType = captureEventTypes[capture.status];
  if (!eventType) return undefined;
  return queueWebhookEvent(tx, context, {
    eventType,
    resourceType: "capture",
    summary: `Payment ${capture.status.toLowerCase()} for ${capture.amount.value} ${capture.amount.currency_code}`,
    resource: captureResource(order, context.publicBaseUrl, capture.id),
  });
}

/** PAYMENT.CAPTURE.REFUNDED: as at PayPal, its resource is the refund, not the capture. */
export function queueRefundEvent(
  tx: Transaction,
  context: SimulatorContext,
  refund: SimulatedRefund,
) {
  return queueWebhookEvent(tx, context, {
    eventType: "PAYMENT.CAPTURE.REFUNDED",
    resourceType: "refund",
    summary: `A ${refund.amount.value} ${refund.amount.currency_code} capture payment was refunded`,
    resource: refundView(refund, context.publicBaseUrl),
  });
}

/** The headers PayPal signs a delivery with (contract §6.3–6.4). */
export async function signedHeaders(context: SimulatorContext, body: string) {
  const key = await loadSigningKey(context.db);
  const transmissionId = randomUUID();
  const transmissionTime = context.clock().toISOString();
  const message = `${transmissionId}|${transmissionTime}|${context.webhookId}|${crc32(Buffer.from(body))}`;
  return {
    "Content-Type": "application/json",
    "PAYPAL-TRANSMISSION-ID": transmissionId,
    "PAYPAL-TRANSMISSION-TIME": transmissionTime,
    "PAYPAL-TRANSMISSION-SIG": sign("sha256", Buffer.from(message), key.privateKeyPem).toString(
      "base64",
    ),
    "PAYPAL-CERT-URL": `${context.publicBaseUrl}/v1/notifications/certs/${key.certId}`,
    "PAYPAL-AUTH-ALGO": "SHA256withRSA",
    "PAYPAL-AUTH-VERSION": "v2",
  };
}

/** One signed delivery of a stored event; the listener's HTTP status, or 0 if unreachable. */
export async function deliverWebhookEvent(context: SimulatorContext, eventId: string) {
  const event = await readRecord<StoredWebhookEvent>(context.db, "webhook-event", eventId);
  if (!event) throw new Error(`No simulated webhook event ${eventId}.`);
  try {
    const response = await context.fetch(context.webhookUrl, {
      method: "POST",
      headers: await signedHeaders(context, event.body),
      body: event.body,
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    return response.status;
  } catch {
    return 0;
  }
}

const retryDelaysMs = [1_000, 5_000];

/** Fire and forget, as PayPal: a few tries until the listener answers 2xx. */
export async function sendWebhookEvent(context: SimulatorContext, eventId: string) {
  try {
    for (let attempt = 0; ; attempt++) {
      const status = await deliverWebhookEvent(context, eventId);
      if ((status >= 200 && status < 300) || attempt >= retryDelaysMs.length) return;
      await sleep(retryDelaysMs[attempt]);
    }
  } catch {
    // A simulator that stopped meanwhile (its database closed) simply sends no more.
  }
}

/** Several events of one change, each delivered (or given up) before the next is sent. */
export async function sendWebhookEvents(context: SimulatorContext, eventIds: string[]) {
  for (const eventId of eventIds) await sendWebhookEvent(context, eventId);
}
