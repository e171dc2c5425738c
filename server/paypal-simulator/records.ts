import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client.ts";
import { paypalSimulatorRecords } from "#server/db/schema.ts";

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

/**
 * A record the simulator makes once and keeps (its signing key, its credentials): read from
 * the database, or made and stored when absent (the first instance to store one wins, so every
 * instance uses the same), then kept in memory per database.
 */
export function keptRecord<T extends object>(
  kind: RecordKind,
  id: string,
  make: () => Promise<T> | T,
): (db: Database) => Promise<T> {
  const loaded = new WeakMap<Database, Promise<T>>();
  const readOrMake = async (db: Database) => {
    const existing = await readRecord<T>(db, kind, id);
    if (existing) return existing;
    await insertRecordOnce(db, kind, id, await make());
    const stored = await readRecord<T>(db, kind, id);
    if (!stored) throw new Error(`The simulator's ${kind} could not be stored.`);
    return stored;
  };
  return (db) => {
    let record = loaded.get(db);
    if (!record) {
      record = readOrMake(db);
      record.catch(() => loaded.delete(db));
      loaded.set(db, record);
    }
    return record;
  };
}
