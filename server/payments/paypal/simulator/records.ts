import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { paypalSimulatorRecords } from "#server/db/schema.ts";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Queryable = Database | Transaction;

export type RecordKind =
  | "outage"
  | "order"
  | "capture"
  | "access-token"
  | "signing-key"
  | "webhook-event"
  | "plan"
  | "subscription"
  | "billing-token"
  | "merchant-credentials";

/** One simulated resource; with `lock`, held FOR UPDATE until the transaction ends. */
export async function readRecord<T>(
  db: Queryable,
  kind: RecordKind,
  id: string,
  options: { lock?: boolean } = {},
): Promise<T | undefined> {
  // PostgreSQL text cannot hold NUL: no record has such an id, and the query would fail.
  if (id.includes("\u0000")) return undefined;
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
