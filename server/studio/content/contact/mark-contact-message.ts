import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { contactMessages } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";

export const contactInboxMessages = {
  notFound: "This message no longer exists.",
} as const;

/**
 * Marks a contact message read (keeping the first time it was) or unread again. Throws
 * AppError not_found.
 */
export async function markContactMessage(
  db: Database,
  account: StudioAccount,
  options: { id: number; read: boolean; now?: Date },
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ readAt: contactMessages.readAt })
      .from(contactMessages)
      .where(eq(contactMessages.id, options.id))
      .for("update");
    if (!current) throw new AppError("not_found", contactInboxMessages.notFound);
    const readAt = options.read ? (current.readAt ?? options.now ?? new Date()) : null;
    await tx.update(contactMessages).set({ readAt }).where(eq(contactMessages.id, options.id));
    await recordStudioChange(tx, account, {
      action: options.read ? "contact-message.read" : "contact-message.unread",
      subject: `contact-message:${options.id}`,
    });
    return { id: options.id, readAt };
  });
}
