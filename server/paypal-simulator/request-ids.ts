import { and, eq, lte } from "drizzle-orm";
import type { Context } from "hono";
import type { Transaction } from "#server/db/client.ts";
import { paypalSimulatorRequests } from "#server/db/schema.ts";

const hourMs = 60 * 60 * 1000;

/**
 * As each spec says: Orders v2 keeps a PayPal-Request-Id 6 hours and replays with 200;
 * Payments v2 keeps it 45 days and declares no 200, so a refund replays with its first status;
 * Subscriptions v1 (plans and subscriptions) keeps it 72 hours and replays with 200.
 */
const operations: Record<IdempotentOperation, { lifetimeMs: number; replayStatus?: number }> = {
  "orders.create": { lifetimeMs: 6 * hourMs, replayStatus: 200 },
  "orders.capture": { lifetimeMs: 6 * hourMs, replayStatus: 200 },
  "captures.refund": { lifetimeMs: 45 * 24 * hourMs },
  "plans.create": { lifetimeMs: 72 * hourMs, replayStatus: 200 },
  "subscriptions.create": { lifetimeMs: 72 * hourMs, replayStatus: 200 },
};

export type IdempotentOperation =
  | "orders.create"
  | "orders.capture"
  | "captures.refund"
  | "plans.create"
  | "subscriptions.create";

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * Runs `work` at most once per live PayPal-Request-Id of `operation`, inside the caller's
 * transaction. The id is claimed first with an insert: a concurrent request with the same id
 * waits on that row until this transaction ends, then gets the stored answer back.
 * Only successes are kept; a refusal gives the id up, so the same request may be tried again
 * (a declined capture after the buyer approves once more). An id older than the lifetime
 * is taken over as new.
 */
export async function answerOnce(
  tx: Transaction,
  request: { operation: IdempotentOperation; requestId: string | undefined; now: Date },
  work: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  const { operation, requestId, now } = request;
  if (!requestId) return work();
  const { lifetimeMs, replayStatus } = operations[operation];
  const key = and(
    eq(paypalSimulatorRequests.operation, operation),
    eq(paypalSimulatorRequests.requestId, requestId),
  );
  const claimed = await tx
    .insert(paypalSimulatorRequests)
    .values({ operation, requestId, status: 0, body: {}, createdAt: now })
    .onConflictDoUpdate({
      target: [paypalSimulatorRequests.operation, paypalSimulatorRequests.requestId],
      set: { status: 0, body: {}, createdAt: now },
      setWhere: lte(paypalSimulatorRequests.createdAt, new Date(now.getTime() - lifetimeMs)),
    })
    .returning({ requestId: paypalSimulatorRequests.requestId });
  if (!claimed.length) {
    const [first] = await tx
      .select({ status: paypalSimulatorRequests.status, body: paypalSimulatorRequests.body })
      .from(paypalSimulatorRequests)
      .where(key);
    if (!first) throw new Error(`PayPal-Request-Id ${requestId} vanished while claimed.`);
    return { status: replayStatus ?? first.status, body: first.body };
  }
  const answer = await work();
  if (answer.status >= 200 && answer.status < 300) {
    await tx.update(paypalSimulatorRequests).set(answer).where(key);
  } else {
    await tx.delete(paypalSimulatorRequests).where(key);
  }
  return answer;
}

/** Sends an answer, with PayPal's debug id header when it is an error. */
export function sendAnswer(c: Context, answer: StoredAnswer) {
  const body = answer.body as { debug_id?: string };
  return c.json(
    body,
    answer.status as 200,
    body.debug_id ? { "paypal-debug-id": body.debug_id } : {},
  );
}
