import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "#server/config.ts";
import { outboxEmails, studioAuditLog } from "#server/db/schema.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { createLogger } from "#server/logger.ts";
import { createSmtpTransport } from "#server/mail/mail-transport.ts";
import { queueMail } from "#server/mail/queue-mail.ts";
import { MAX_MAIL_ATTEMPTS } from "#server/mail/record-mail-failure.ts";
import { sendDueMail } from "#server/mail/send-due-mail.ts";
import { refusal } from "#tests/support/refusal.ts";
import { startTestSmtpServer, type TestSmtpServer } from "#tests/support/smtp-server.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { listOutboxEmails } from "./list-outbox-emails.ts";
import { describeMailSetup } from "./mail-setup.ts";
import { retryMessages, retryOutboxEmail } from "./retry-outbox-email.ts";

let test: TestDatabase;
let account: StudioAccount;
let smtp: TestSmtpServer;

beforeAll(async () => {
  test = await createTestDatabase();
  ({ account } = await studioSessionCookie(test.db));
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
  await test?.close();
});

function queueWelcome(to: string) {
  return queueMail(test.db, {
    template: "welcome",
    to,
    props: {
      firstName: "Ada",
      accountUrl: "https://washi.test/account",
      verifyUrl: "https://washi.test/verify-email?token=t",
      shopName: "Washi",
    },
  });
}

/** A message the mail job gave up on after its last attempt. */
async function failedMail(to: string) {
  const { id } = await queueWelcome(to);
  await test.db
    .update(outboxEmails)
    .set({
      status: "failed",
      attempts: MAX_MAIL_ATTEMPTS,
      lastError: "ECONNECTION: connect ECONNREFUSED 127.0.0.1:2525",
      nextAttemptAt: new Date("2026-01-01T00:00:00Z"),
    })
    .where(eq(outboxEmails.id, id));
  return id;
}

async function row(id: number) {
  const [found] = await test.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  return found;
}

function mailJobPass(now: Date) {
  const transport = createSmtpTransport({ smtpUrl: smtp.url, from: "Washi <shop@washi.test>" });
  const logger = createLogger("silent");
  return sendDueMail({ db: test.db, transport, logger, clock: () => now }).finally(() =>
    transport.close(),
  );
}

describe("retrying a failed e-mail", () => {
  it("puts it back as pending and due; the mail job then sends it", async () => {
    const id = await failedMail("ada@example.com");
    const now = new Date();
    expect(await retryOutboxEmail(test.db, account, { id, now })).toEqual({
      id,
      status: "pending",
    });
    expect(await row(id)).toMatchObject({
      status: "pending",
      attempts: 0,
      nextAttemptAt: now,
      lastError: "ECONNECTION: connect ECONNREFUSED 127.0.0.1:2525",
    });
    const [change] = await test.db.select().from(studioAuditLog).orderBy(desc(studioAuditLog.id));
    expect(change).toMatchObject({
      action: "outbox.retry",
      subject: `outbox-email:${id}`,
      details: { template: "welcome", failedAttempts: MAX_MAIL_ATTEMPTS },
    });

    expect(await mailJobPass(new Date(now.getTime() + 1000))).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((mail) => mail.rcptTo)).toEqual([["ada@example.com"]]);
    expect(await row(id)).toMatchObject({ status: "sent", lastError: null });
  });

  it("refuses a pending or sent e-mail (it would go twice) and an unknown one", async () => {
    const { id: pending } = await queueWelcome("pending@example.com");
    const notFailed = await refusal(retryOutboxEmail(test.db, account, { id: pending }));
    expect(notFailed.code).toBe("conflict");
    expect(notFailed.message).toBe(retryMessages.notFailed);
    const [sent] = await test.db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(eq(outboxEmails.status, "sent"));
    expect((await refusal(retryOutboxEmail(test.db, account, { id: sent?.id ?? 0 }))).code).toBe(
      "conflict",
    );
    expect((await row(sent?.id ?? 0))?.status).toBe("sent");
    expect((await refusal(retryOutboxEmail(test.db, account, { id: 999_999 }))).code).toBe(
      "not_found",
    );
  });
});

describe("the outbox list", () => {
  it("filters by status, newest first, with the count of each, never the bodies", async () => {
    const failed = await failedMail("bea@example.com");
    const all = await listOutboxEmails(test.db);
    expect(all.totals).toEqual({ pending: 1, sent: 1, failed: 1 });
    expect(all.emails.map((email) => email.status)).toEqual(["failed", "pending", "sent"]);
    const onlyFailed = await listOutboxEmails(test.db, { status: "failed" });
    expect(onlyFailed.emails).toHaveLength(1);
    expect(onlyFailed.emails[0]).toMatchObject({
      id: failed,
      template: "welcome",
      toAddress: "bea@example.com",
      attempts: MAX_MAIL_ATTEMPTS,
      lastError: expect.stringContaining("ECONNREFUSED"),
    });
    expect(Object.keys(onlyFailed.emails[0] ?? {})).not.toContain("html");
    const paged = await listOutboxEmails(test.db, { limit: 2 });
    expect(paged.emails).toHaveLength(2);
    const rest = await listOutboxEmails(test.db, { limit: 2, before: paged.olderFrom });
    expect(rest.emails.map((email) => email.status)).toEqual(["sent"]);
  });
});

describe("the mail setup", () => {
  it("says whether SMTP is configured, never its address or password", () => {
    const config = parseConfig({ SMTP_URL: "smtps://shop:s3cret@mail.example:465" });
    const setup = describeMailSetup(config.mail);
    expect(setup).toEqual({ smtpConfigured: true, from: "Washi <shop@localhost>" });
    expect(JSON.stringify(setup)).not.toMatch(/s3cret|mail\.example/);
    expect(describeMailSetup(parseConfig({}).mail).smtpConfigured).toBe(false);
  });
});
