import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { contactMessages } from "#server/db/schema.ts";

/** One contact message, whole; null when there is none. */
export async function getContactMessage(db: Database, id: number) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row ?? null;
}
