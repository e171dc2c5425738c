import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { outboxEmails } from "#server/db/schema.ts";

/**
 * Templates whose body holds a secret (a single-use link that sets a password, a gift card's
 * code). Once the mail is out, the outbox keeps its subject and address but not the secret, so
 * backups and the studio's list never hold a working one.
 */
const secretBearingTemplates = ["password-reset", "mail-club-set-password", "gift-card"];
const REMOVED_BODY =
  "This message held a secret (a link or a card's code) and was cleared once it was sent.";

export async function markMailSent(db: Database, { id, now }: { id: number; now: Date }) {
  const cleared = sql`case when ${outboxEmails.template} in ${secretBearingTemplates}`;
  await db
    .update(outboxEmails)
    .set({
      status: "sent",
      sentAt: now,
      lastError: null,
      html: sql`${cleared} then ${`<p>${REMOVED_BODY}</p>`} else ${outboxEmails.html} end`,
      text: sql`${cleared} then ${REMOVED_BODY} else ${outboxEmails.text} end`,
    })
    .where(and(eq(outboxEmails.id, id), eq(outboxEmails.status, "pending")));
}
