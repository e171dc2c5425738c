import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { outboxEmails } from "#server/db/schema.ts";

export async function markMailSent(db: Database, { id, now }: { id: number; now: Date }) {
  await db
    .update(outboxEmails)
    .set({ status: "sent", sentAt: now, lastError: null })
    .where(and(eq(outboxEmails.id, id), eq(outboxEmails.status, "pending")));
}
