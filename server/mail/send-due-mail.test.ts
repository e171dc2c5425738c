import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { outboxEmails } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { describeSendError } from "#server/mail/describe-send-error.ts";
import { createSmtpTransport } from "#server/mail/mail-transport.ts";
import { queueMail } from "#server/mail/queue-mail.ts";
import { MAX_MAIL_ATTEMPTS, retryDelayMs } from "#server/mail/record-mail-failure.ts";
import { sendDueMail } from "#server/mail/send-due-mail.ts";
import {
  closedSmtpPort,
  startTestSmtpServer,
  type TestSmtpServer,
} from "#tests/support/smtp-server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

const FROM = "Washi <shop@washi.test>";
const SECRET_TOKEN = "reset-token-s3cr3t";
const MINUTE = 60_000;

let test: TestDatabase;
let db: Database;
let logLines: string[];
let servers: TestSmtpServer[];

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
});
afterAll(() => test?.close());

beforeEach(async () => {
  await db.delete(outboxEmails);
  logLines = [];
  servers = [];
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
});

async function smtpServer(port?: number) {
  const server = await startTestSmtpServer(port);
  servers.push(server);
  return server;
}

function queueReset(to = "ada@example.com", database: Database = db) {
  return queueMail(database, {
    template: "password-reset",
    to,
    props: {
      firstName: "Ada",
      resetUrl: `https://washi.test/reset-password?token=${SECRET_TOKEN}`,
      shopName: "Washi",
    },
  });
}

/** One pass of the mail job at the given time, logging into `logLines`. */
function pass(smtpUrl: string, now: Date, batchSize?: number) {
  const transport = createSmtpTransport({ smtpUrl, from: FROM });
  const logger = createLogger("debug", { write: (line: string) => logLines.push(line) });
  return sendDueMail({ db, transport, logger, clock: () => now, batchSize }).finally(() =>
    transport.close(),
  );
}

async function outboxRow(id: number) {
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

/** A time just after the rows were written (their first attempt is due at insert time). */
function soon() {
  return new Date(Date.now() + 1_000);
}

function later(time: Date, ms: number) {
  return new Date(time.getTime() + ms);
}

describe("sendDueMail", () => {
  it("delivers a queued message with its addresses, subject and both HTML and text parts", async () => {
    const server = await smtpServer();
    const { id } = await queueReset();
    const now = soon();

    expect(await pass(server.url, now)).toEqual({ sent: 1, failed: 0 });

    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    expect(mail?.mailFrom).toBe("shop@washi.test");
    expect(mail?.rcptTo).toEqual(["ada@example.com"]);
    expect(mail?.raw).toMatch(/^From: Washi <shop@washi\.test>\r?$/m);
    expect(mail?.raw).toMatch(/^To: ada@example\.com\r?$/m);
    expect(mail?.raw).toMatch(/^Subject: Reset your Washi password\r?$/m);
    expect(mail?.raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(mail?.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8\r?$/m);
    expect(mail?.raw).toMatch(/^Content-Type: text\/html; charset=utf-8\r?$/m);

    const row = await outboxRow(id);
    expect(row.status).toBe("sent");
    expect(row.sentAt?.getTime()).toBe(now.getTime());
    expect(row.attempts).toBe(0);
    expect(logLines.join("")).toContain(`"outboxId":${id}`);
    expect(logLines.join("")).not.toContain(SECRET_TOKEN);
    // The mail held the link; the outbox keeps no working copy of it once sent.
    expect(mail?.raw).toContain(SECRET_TOKEN);
    expect(`${row.html}${row.text}`).not.toContain(SECRET_TOKEN);
    expect(row.text).toContain("was cleared once it was sent");
  });

  it("keeps the body of a message that holds no secret", async () => {
    const server = await smtpServer();
    const { id } = await queueMail(db, {
      template: "welcome",
      to: "ada@example.com",
      props: {
        firstName: "Ada",
        accountUrl: "https://washi.test/account",
        verifyUrl: "https://washi.test/verify-email?token=t",
        shopName: "Washi",
      },
    });
    await pass(server.url, soon());
    expect((await outboxRow(id)).text).toContain("https://washi.test/account");
  });

  it("keeps the message pending while the server is down, then delivers it exactly once", async () => {
    const port = await closedSmtpPort();
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    const { id } = await queueReset();
    const failedAt = soon();

    expect(await pass(smtpUrl, failedAt)).toEqual({ sent: 0, failed: 1 });
    const afterFailure = await outboxRow(id);
    expect(afterFailure.status).toBe("pending");
    expect(afterFailure.attempts).toBe(1);
    expect(afterFailure.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
    expect(afterFailure.nextAttemptAt.getTime()).toBe(failedAt.getTime() + 30_000);
    expect(afterFailure.sentAt).toBeNull();

    const server = await smtpServer(port);
    expect(await pass(smtpUrl, later(failedAt, 10_000))).toEqual({ sent: 0, failed: 0 });
    expect(server.received).toHaveLength(0);

    expect(await pass(smtpUrl, later(failedAt, 31_000))).toEqual({ sent: 1, failed: 0 });
    expect(await pass(smtpUrl, later(failedAt, 120 * MINUTE))).toEqual({ sent: 0, failed: 0 });
    expect(server.received).toHaveLength(1);
    expect((await outboxRow(id)).status).toBe("sent");
    expect(logLines.join("")).not.toContain(SECRET_TOKEN);
  });

  it("gives a message up after the last attempt", async () => {
    const smtpUrl = `smtp://127.0.0.1:${await closedSmtpPort()}`;
    const { id } = await queueReset();
    let now = soon();

    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt += 1) {
      await pass(smtpUrl, now);
      const row = await outboxRow(id);
      expect(row).toMatchObject({ status: "pending", attempts: attempt });
      now = later(now, 2 * 60 * MINUTE);
    }
    await pass(smtpUrl, now);
    expect(await outboxRow(id)).toMatchObject({ status: "failed", attempts: MAX_MAIL_ATTEMPTS });
    expect(await pass(smtpUrl, later(now, 24 * 60 * MINUTE))).toEqual({ sent: 0, failed: 0 });
  });

  it("never sends a message twice when two passes run at the same time", async () => {
    const server = await smtpServer();
    const recipients = Array.from({ length: 12 }, (_, index) => `reader${index}@example.com`);
    for (const to of recipients) await queueReset(to);
    const now = soon();

    const [first, second] = await Promise.all([pass(server.url, now, 3), pass(server.url, now, 3)]);

    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(12);
    const delivered = server.received.flatMap((mail) => mail.rcptTo);
    expect(delivered).toHaveLength(12);
    expect(new Set(delivered)).toEqual(new Set(recipients));
    const statuses = await db.select({ status: outboxEmails.status }).from(outboxEmails);
    expect(statuses.every((row) => row.status === "sent")).toBe(true);
  });
});

describe("queueMail", () => {
  it("writes nothing when the caller's transaction rolls back", async () => {
    await expect(
      db.transaction(async (tx) => {
        await queueMail(tx, {
          template: "welcome",
          to: "ada@example.com",
          props: {
            firstName: "Ada",
            accountUrl: "https://washi.test/account",
            verifyUrl: "https://washi.test/verify-email?token=t",
            shopName: "Washi",
          },
        });
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await db.select().from(outboxEmails)).toEqual([]);
  });

  it("writes a pending row with the rendered message in the caller's transaction", async () => {
    const { id } = await db.transaction((tx) => queueReset("ada@example.com", tx));
    const row = await outboxRow(id);
    expect(row).toMatchObject({
      template: "password-reset",
      toAddress: "ada@example.com",
      subject: "Reset your Washi password",
      status: "pending",
      attempts: 0,
    });
    expect(row.html).toContain(SECRET_TOKEN);
    expect(row.text).toContain(SECRET_TOKEN);
  });
});

describe("retryDelayMs", () => {
  it("waits 30 s, then doubles up to an hour", () => {
    expect([1, 2, 3, 4, 7, 8, 9].map(retryDelayMs)).toEqual([
      30_000,
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      32 * MINUTE,
      60 * MINUTE,
      60 * MINUTE,
    ]);
  });
});

describe("describeSendError", () => {
  it("keeps the code and message and drops credentials", () => {
    const error = Object.assign(new Error("Cannot reach smtp://shop:hunter2@mail.test:587\nnow"), {
      code: "ECONNECTION",
    });
    expect(describeSendError(error)).toBe(
      "ECONNECTION: Cannot reach smtp://[redacted]@mail.test:587 now",
    );
  });
});
