import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, studioAuditLog } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { getContactMessage } from "./get-contact-message.ts";
import { listContactMessages } from "./list-contact-messages.ts";
import { markContactMessage } from "./mark-contact-message.ts";

let test: TestDatabase;
let account: StudioAccount;
let ids: number[];

beforeAll(async () => {
  test = await createTestDatabase();
  ({ account } = await studioSessionCookie(test.db));
  const rows = await test.db
    .insert(contactMessages)
    .values(
      Array.from({ length: 5 }, (_, index) => ({
        fullName: `Sender ${index + 1}`,
        email: `sender${index + 1}@example.com`,
        message: `Message ${index + 1}:\n<script>alert(1)</script>\n${"long words ".repeat(40)}`,
      })),
    )
    .returning({ id: contactMessages.id });
  ids = rows.map((row) => row.id);
});
afterAll(() => test?.close());

describe("the contact inbox", () => {
  it("lists the newest first, a page at a time, with a one-line start of each", async () => {
    const page = await listContactMessages(test.db, { limit: 3 });
    expect(page.messages.map((message) => message.fullName)).toEqual([
      "Sender 5",
      "Sender 4",
      "Sender 3",
    ]);
    expect(page.unread).toBe(5);
    expect(page.messages[0]?.preview).not.toContain("\n");
    expect(page.messages[0]?.preview.length).toBeLessThanOrEqual(160);
    const older = await listContactMessages(test.db, { limit: 3, before: page.olderFrom });
    expect(older.messages.map((message) => message.fullName)).toEqual(["Sender 2", "Sender 1"]);
    expect(older.olderFrom).toBeUndefined();
  });

  it("marks a message read (once) and unread again, each in the audit log", async () => {
    const id = ids[1] ?? 0;
    const first = new Date("2026-03-01T10:00:00Z");
    await markContactMessage(test.db, account, { id, read: true, now: first });
    await markContactMessage(test.db, account, { id, read: true, now: new Date() });
    expect((await getContactMessage(test.db, id))?.readAt).toEqual(first);
    const unread = await listContactMessages(test.db, { unreadOnly: true });
    expect(unread.unread).toBe(4);
    expect(unread.messages.map((message) => message.id)).not.toContain(id);
    const [change] = await test.db.select().from(studioAuditLog).orderBy(desc(studioAuditLog.id));
    expect(change).toMatchObject({
      action: "contact-message.read",
      subject: `contact-message:${id}`,
    });

    await markContactMessage(test.db, account, { id, read: false });
    const [row] = await test.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.readAt).toBeNull();
    expect((await listContactMessages(test.db)).unread).toBe(5);
  });

  it("keeps the whole message as it was typed, and says when one is gone", async () => {
    const message = await getContactMessage(test.db, ids[0] ?? 0);
    expect(message?.message).toMatch(/^Message 1:\n<script>alert\(1\)<\/script>\n/);
    expect(await getContactMessage(test.db, 999_999)).toBeNull();
    const error = await markContactMessage(test.db, account, { id: 999_999, read: true }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("not_found");
  });
});
