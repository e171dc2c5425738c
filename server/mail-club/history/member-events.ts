import { desc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { customers, studioAuditLog } from "#server/db/schema.ts";

/** Who did it: the member themselves, PayPal (its webhooks), or the shop's own jobs. */
export type MemberEventActor = { customerId: number } | "paypal" | "shop";

/**
 * What happened to a membership, e.g. `mail-club.skip`, `mail-club.payment-failed`,
 * `mail-club.cancel`. The maker's own changes keep using recordStudioChange with the same
 * subject, so one query gives the member's whole history.
 */
export interface MemberEvent {
  subscriptionId: number;
  actor: MemberEventActor;
  action: string;
  /** Small and free of secrets: never a token, a password or a payment method. */
  details?: Record<string, unknown>;
}

const actorNames = { paypal: "PayPal", shop: "The shop" } as const;

export function memberSubject(subscriptionId: number) {
  return `subscription:${subscriptionId}`;
}

/**
 * Writes a member's action (or PayPal's, or a job's) to the audit log the studio reads, in the
 * transaction that makes the change, so the history holds exactly what happened.
 */
export async function recordMemberEvent(db: Database, event: MemberEvent) {
  await db.insert(studioAuditLog).values({
    accountId: null,
    actorEmail: await actorName(db, event.actor),
    action: event.action,
    subject: memberSubject(event.subscriptionId),
    details: event.details ?? {},
  });
}

async function actorName(db: Database, actor: MemberEventActor) {
  if (typeof actor === "string") return actorNames[actor];
  const [customer] = await db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, actor.customerId));
  return customer?.email ?? `customer ${actor.customerId}`;
}

/** Everything recorded about one membership, newest first. */
export async function listMemberHistory(db: Database, subscriptionId: number, limit = 200) {
  return db
    .select({
      id: studioAuditLog.id,
      at: studioAuditLog.createdAt,
      actor: studioAuditLog.actorEmail,
      action: studioAuditLog.action,
      details: studioAuditLog.details,
    })
    .from(studioAuditLog)
    .where(eq(studioAuditLog.subject, memberSubject(subscriptionId)))
    .orderBy(desc(studioAuditLog.id))
    .limit(limit);
}
