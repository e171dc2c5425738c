import type { Transaction } from "#server/db/client.ts";
import { readRecord, writeRecord } from "#server/paypal-simulator/records.ts";
import { findCapture, type SimulatedOrder } from "#server/paypal-simulator/simulated-order.ts";

/** Record kind "capture": which order holds a capture, for the Payments API's capture ids. */
interface CaptureLink {
  orderId: string;
}

export function linkCapture(tx: Transaction, captureId: string, orderId: string) {
  return writeRecord(tx, "capture", captureId, { orderId } satisfies CaptureLink);
}

/** The capture with its order, the order's row locked until the transaction ends. */
export async function lockCapture(tx: Transaction, captureId: string) {
  const link = await readRecord<CaptureLink>(tx, "capture", captureId);
  if (!link) return undefined;
  const order = await readRecord<SimulatedOrder>(tx, "order", link.orderId, { lock: true });
  const found = order && findCapture(order, captureId);
  return order && found ? { order, ...found } : undefined;
}
