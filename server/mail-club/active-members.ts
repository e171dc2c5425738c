import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";

/**
 * Active memberships at each instant: started by then and not yet ended. The dashboard's
 * members chart and the club's monthly history both count with it.
 */
export async function activeAt(db: Database, instants: readonly Date[]): Promise<number[]> {
  const points = sql.join(
    instants.map((at, index) => sql`(${index}::int, ${at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const result = (await db.execute(
    sql`select point.position, count(subscriptions.id)::int as members
        from (values ${points}) as point(position, at)
        left join subscriptions
          on subscriptions.started_at <= point.at
         and (subscriptions.ended_at is null or subscriptions.ended_at > point.at)
        group by point.position`,
  )) as unknown as { rows: { position: number; members: number }[] };
  const byPosition = new Map(result.rows.map((row) => [row.position, row.members]));
  return instants.map((_, index) => byPosition.get(index) ?? 0);
}
