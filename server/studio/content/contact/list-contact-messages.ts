import { and, count, desc, isNull, lt, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { contactMessages } from "#server/db/schema.ts";

/** How much of a message the inbox list shows before 'Read message'. */
const PREVIEW_LENGTH = 160;

/**
 * The contact messages, newest first, a page at a time (`before`: the last id of the page
 * before), all or the unread ones only; with the number still unread.
 */
export async function listContactMessages(
  db: Database,
  options: { unreadOnly?: boolean; before?: number; limit?: number } = {},
) {
  const limit = options.limit ?? 50;
  const filters: SQL[] = [];
  if (options.unreadOnly) filters.push(isNull(contactMessages.readAt));
  if (options.before) filters.push(lt(contactMessages.id, options.before));
  const [rows, [unread]] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        fullName: contactMessages.fullName,
        email: contactMessages.email,
        preview: contactMessages.message,
        readAt: contactMessages.readAt,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(and(...filters))
      .orderBy(desc(contactMessages.id))
      .limit(limit + 1),
    db.select({ unread: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ]);
  return {
    messages: rows.slice(0, limit).map((row) => ({
      ...row,
      preview: row.preview.replace(/\s+/g, " ").slice(0, PREVIEW_LENGTH),
    })),
    olderFrom: rows.length > limit ? rows[limit - 1]?.id : undefined,
    unread: unread?.unread ?? 0,
  };
}
