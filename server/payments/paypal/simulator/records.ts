import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { paypalSimulatorRecords, paypalSimulatorRequests } from "#server/db/schema.ts";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Queryable = Database | Transaction;

export type RecordKind = "order" | "access-token" | "signing-key" | "webhook-event";

/** One simulated resource; with `lock`, held FOR UPDATE until the transaction ends. */
export async function readRecord<T>(
  db: Queryable,
  kind: RecordKind,
  id: string,
  options: { lock?: boolean } = {},
): Promise<T | undefined> {
  const query = db
    .select({ data: paypalSimulatorRecords.data })
    .from(paypalSimulatorRecords)
    .where(and(eq(paypalSimulatorRecords.kind, kind), eq(paypalSimulatorRecords.id, id)));
  const [row] = options.lock ? await query.for("update") : await query;
  return row?.data as T | undefined;
}

export async function writeRecord(db: Queryable, kind: RecordKind, id: string, data: object) {
  await db
    .insert(paypalSimulatorRecords)
    .values({ kind, id, data: data as Record<string, unknown> })
    .onConflictDoUpdate({
      target: [paypalSimulatorRecords.kind, paypalSimulatorRecords.id],
      set: { data: data as Record<string, unknown>, updatedAt: new Date() },
    });
}

/** Inserts only when absent; true when this call created it. */
export async function insertRecordOnce(
  db: Queryable,
  kind: RecordKind,
  id: string,
  data: object,
): Promise<boolean> {
  const rows = await db
    .insert(paypalSimulatorRecords)
    .values({ kind, id, data: data as Record<string, unknown> })
    .onConflictDoNothing()
    .returning({ id: paypalSimulatorRecords.id });
  return rows.length > 0;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** The first successful answer to a PayPal-Request-Id of `operation`, if there was one. */
export async function findReplay(
  db: Queryable,
  operation: string,
  requestId: string | undefined,
): Promise<StoredAnswer | undefined> {
  if (!requestId) return undefined;
  const [row] = await db
    .select({ status: paypalSimulatorRequests.status, body: paypalSimulatorRequests.body })
    .from(paypalSimulatorRequests)
    .where(
      and(
        eq(paypalSimulatorRequests.operation, operation),
        eq(paypalSimulatorRequests.requestId, requestId),
      ),
    );
  return row;
}

/** False when a concurrent request with the same id got there first. */
export async function saveReplay(
  db: Queryable,
  operation: string,
  requestId: string | undefined,
  answer: StoredAnswer,
): Promise<boolean> {
  if (!requestId) return true;
  const rows = await db
    .insert(paypalSimulatorRequests)
    .values({ operation, requestId, status: answer.status, body: answer.body })
    .onConflictDoNothing()
    .returning({ requestId: paypalSimulatorRequests.requestId });
  return rows.length > 0;
}
