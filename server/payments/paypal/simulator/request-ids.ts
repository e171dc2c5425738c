import { and, eq, lte } from "drizzle-orm";
import { paypalSimulatorRequests } from "#server/db/schema.ts";
import type { Transaction } from "#server/payments/paypal/simulator/records.ts";

/** PayPal keeps an Orders v2 PayPal-Request-Id for 6 hours (checkout_orders_v2.json). */
export const requestIdLifetimeMs = 6 * 60 * 60 * 1000;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * Runs `work` at most once per live PayPal-Request-Id of `operation`, inside the caller's
 * transaction. The id is claimed first with an insert: a concurrent request with the same id
 * waits on that row until this transaction ends, then gets the stored answer back (200).
 * Only successes are kept; a refusal gives the id up, so the same request may be tried again
 * (a declined capture after the buyer approves once more). An id older than the lifetime
 * is taken over as new.
 */
export async function answerOnce(
  tx: Transaction,
  request: { operation: string; requestId: string | undefined; now: Date },
  work: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  const { operation, requestId, now } = request;
  if (!requestId) return work();
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
      setWhere: lte(
        paypalSimulatorRequests.createdAt,
        new Date(now.getTime() - requestIdLifetimeMs),
      ),
    })
    .returning({ requestId: paypalSimulatorRequests.requestId });
  if (!claimed.length) {
    const [first] = await tx
      .select({ body: paypalSimulatorRequests.body })
      .from(paypalSimulatorRequests)
      .where(key);
    if (!first) throw new Error(`PayPal-Request-Id ${requestId} vanished while claimed.`);
    return { status: 200, body: first.body };
  }
  const answer = await work();
  if (answer.status >= 200 && answer.status < 300) {
    await tx.update(paypalSimulatorRequests).set(answer).where(key);
  } else {
    await tx.delete(paypalSimulatorRequests).where(key);
  }
  return answer;
}
