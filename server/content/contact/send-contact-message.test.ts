import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages } from "#server/content/contact/contact-schema.ts";
import { CONTACT_LIMIT, sendContactMessage } from "#server/content/contact/send-contact-message.ts";
import { contactMessages as contactTable, outboxEmails } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test?.close());
beforeEach(async () => {
  await test.db.execute(sql`delete from rate_limit_events`);
  await test.db.delete(contactTable);
  await test.db.delete(outboxEmails);
});

const options = { clientAddress: "203.0.113.9", ownerEmail: "maker@washi.test" };
const valid = {
  fullName: "  Ana López ",
  email: " Ana@Example.COM",
  message: "Hello! Do you make custom bookmarks?\nTwelve, for a book club.",
};

async function refusal(input: unknown) {
  const error = await sendContactMessage(test.db, input, options).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const outbox = () => test.db.select().from(outboxEmails).orderBy(desc(outboxEmails.id));

describe("sendContactMessage", () => {
  it("stores the message and queues one e-mail to the owner naming the sender", async () => {
    const outcome = await sendContactMessage(test.db, valid, options);
    expect(outcome.stored).toBe(true);
    const rows = await test.db.select().from(contactTable);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      fullName: "Ana López",
      email: "ana@example.com",
      message: valid.message.trim(),
      readAt: null,
    });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      template: "contact-message-owner",
      toAddress: "maker@washi.test",
      subject: "New message from Ana López (contact form)",
      status: "pending",
    });
    expect(mail?.html).toContain('href="mailto:ana@example.com"');
    expect(mail?.text).toContain("Reply to: ana@example.com");
    expect(mail?.text).toContain("Twelve, for a book club.");
  });

  it("sends to the shop settings' owner address when OWNER_EMAIL is not set", async () => {
    await sendContactMessage(test.db, valid, { clientAddress: "203.0.113.10" });
    const [mail] = await outbox();
    const settings = await getShopSettings(test.db);
    expect(mail?.toAddress).toBe(settings.ownerEmail);
  });

  it("renders script in a message as inert text in the e-mail", async () => {
    const message = `<script>alert("x")</script><img src=x onerror=alert(1)> & done`;
    await sendContactMessage(test.db, { ...valid, message, fullName: "<b>Eve</b>" }, options);
    const [mail] = await outbox();
    expect(mail?.html).not.toMatch(/<script|<img|<b>/i);
    expect(mail?.html).toContain("&lt;script&gt;alert(");
    expect(mail?.html).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; done");
    // The stored text is what was typed; it is only ever shown as text.
    const [row] = await test.db.select().from(contactTable);
    expect(row?.message).toBe(message);
  });

  it("refuses missing, malformed and out-of-bounds fields with clear messages", async () => {
    const empty = await refusal({});
    expect(empty.code).toBe("bad_request");
    expect(empty.details).toEqual({
      fullName: "Please enter your full name",
      email: "Please enter your email address",
      message: contactMessages.messageRequired,
    });
    expect(empty.message).toBe("Please enter your full name");
    expect((await refusal({ ...valid, email: "ana@" })).details).toEqual({
      email: "Please enter a valid email address",
    });
    expect((await refusal({ ...valid, message: "  hi  " })).details).toEqual({
      message: "Please write a little more: at least 10 characters",
    });
    expect((await refusal({ ...valid, message: "x".repeat(5001) })).details).toEqual({
      message: "Please keep your message under 5,000 characters",
    });
    expect((await refusal({ ...valid, fullName: "x".repeat(101) })).details).toEqual({
      fullName: "Please keep your name under 100 characters",
    });
    expect((await refusal({ ...valid, message: "Hello\u0000 there, friend" })).details).toEqual({
      message: "Please remove unusual characters",
    });
    expect((await refusal({ ...valid, fullName: "Ana\nLópez" })).details).toEqual({
      fullName: "Please remove unusual characters",
    });
    expect((await refusal(null)).code).toBe("bad_request");
    expect(await test.db.select().from(contactTable)).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it("answers a filled honeypot as sent, storing and sending nothing", async () => {
    const outcome = await sendContactMessage(
      test.db,
      { ...valid, website: "https://cheap-pills.example" },
      options,
    );
    expect(outcome).toEqual({ stored: false, reason: "honeypot" });
    expect(await test.db.select().from(contactTable)).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
    // An empty honeypot is what people send.
    expect((await sendContactMessage(test.db, { ...valid, website: "" }, options)).stored).toBe(
      true,
    );
  });

  it(`allows ${CONTACT_LIMIT.max} messages an hour per address, then says to wait`, async () => {
    const now = new Date("2026-11-21T10:00:00Z");
    for (let i = 0; i < CONTACT_LIMIT.max; i += 1) {
      await sendContactMessage(test.db, valid, { ...options, now });
    }
    const error = await sendContactMessage(test.db, valid, { ...options, now }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("rate_limited");
    expect((error as AppError).message).toBe(contactMessages.rateLimited);
    // Another address is not affected; an hour later the first may write again.
    await sendContactMessage(test.db, valid, { ...options, clientAddress: "198.51.100.1", now });
    const later = new Date(now.getTime() + CONTACT_LIMIT.windowMs + 1000);
    await sendContactMessage(test.db, valid, { ...options, now: later });
    expect(await test.db.select().from(contactTable)).toHaveLength(CONTACT_LIMIT.max + 2);
    expect(await outbox()).toHaveLength(CONTACT_LIMIT.max + 2);
  });

  it("does not count refused input against the limit", async () => {
    for (let i = 0; i < CONTACT_LIMIT.max + 2; i += 1) await refusal({ ...valid, email: "x" });
    expect((await sendContactMessage(test.db, valid, options)).stored).toBe(true);
  });

  it("keeps neither the message nor its e-mail when the e-mail cannot be queued", async () => {
    await test.db.execute(
      sql`alter table outbox_emails add constraint no_mail check (false) not valid`,
    );
    try {
      await expect(sendContactMessage(test.db, valid, options)).rejects.toThrow();
    } finally {
      await test.db.execute(sql`alter table outbox_emails drop constraint no_mail`);
    }
    expect(
      await test.db.select().from(contactTable).where(eq(contactTable.email, "ana@example.com")),
    ).toHaveLength(0);
  });
});
