import { sql } from "drizzle-orm";
import type { Transaction } from "#server/db/client.ts";

/**
 * Holds a lock named by `key` until the transaction ends, so transactions about the same
 * thing (an address, an account, an e-mail) go one after the other, on any instance.
 */
export async function lockKey(tx: Transaction, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
