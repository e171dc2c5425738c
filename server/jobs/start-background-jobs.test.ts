import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { outboxEmails } from "#server/db/schema.ts";
import { startBackgroundJobs } from "#server/jobs/start-background-jobs.ts";
import { createLogger } from "#server/logger.ts";
import { queueMail } from "#server/mail/queue-mail.ts";
import type { PayPalClient } from "#server/payments/paypal/types.ts";
import { startTestSmtpServer } from "#tests/support/smtp-server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test?.close());

function capturingLogger() {
  const lines: string[] = [];
  const logger = createLogger("info", { write: (line: string) => lines.push(line) });
  return { logger, lines };
}

const welcome = {
  template: "welcome",
  to: "ada@example.com",
  props: {
    firstName: "Ada",
    accountUrl: "https://washi.test/account",
    verifyUrl: "https://washi.test/verify-email?token=t",
    shopName: "Washi",
  },
} as const;

/** The configuration the jobs read, with no mail server. */
const withoutSmtp = {
  mail: { smtpUrl: undefined as string | undefined, from: "Washi <shop@washi.test>" },
  shopTimeZone: "America/New_York",
  publicUrl: "https://washi.test",
  ownerEmail: undefined,
};

describe("startBackgroundJobs", () => {
  it("without SMTP_URL starts no mail job (only the order expiry, the issue freeze, the gifts' and the gift cards' e-mails) and says once that mail stays in the outbox", async () => {
    const { logger, lines } = capturingLogger();
    const jobs = startBackgroundJobs({
      config: withoutSmtp,
      db: test.db,
      logger,
      intervalMs: 0,
    });
    await jobs.stop();
    expect(jobs.jobNames).toEqual([
      "expire-unpaid-orders",
      "freeze-mail-club-issues",
      "mail-club-gift-mail",
      "gift-card-mail",
      "sale-boundaries",
    ]);
    const notices = lines.filter((line) => line.includes("SMTP_URL is not set"));
    expect(notices).toHaveLength(1);
    expect(JSON.parse(notices[0] ?? "{}")).toMatchObject({ level: 30 });
  });

  it("with PayPal also keeps the Mail Club's skips and pauses in step with billing", async () => {
    const { logger, lines } = capturingLogger();
    const unused = new Proxy({} as PayPalClient, {
      get: () => () => Promise.reject(new Error("no hold asks PayPal for anything")),
    });
    const jobs = startBackgroundJobs({
      config: withoutSmtp,
      db: test.db,
      logger,
      intervalMs: 10,
      paypal: unused,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await jobs.stop();
    expect(jobs.jobNames).toContain("mail-club-hold-billing");
    expect(lines.filter((line) => line.includes('"level":50'))).toEqual([]);
  });

  it("with the PayPal simulator also ends the simulator's reviews nobody settles", async () => {
    const { logger, lines } = capturingLogger();
    const jobs = startBackgroundJobs({
      config: withoutSmtp,
      db: test.db,
      logger,
      intervalMs: 10,
      paypalSimulator: {
        db: test.db,
        publicBaseUrl: "https://washi.test/paypal-simulator",
        webhookUrl: "http://127.0.0.1:9/api/payments/paypal/webhook",
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await jobs.stop();
    expect(jobs.jobNames).toContain("paypal-simulator-reviews");
    expect(lines.filter((line) => line.includes('"level":50'))).toEqual([]);
  });

  it("with SMTP_URL sends what is queued, in the background, until stopped", async () => {
    const server = await startTestSmtpServer();
    const { logger } = capturingLogger();
    const jobs = startBackgroundJobs({
      config: { ...withoutSmtp, mail: { ...withoutSmtp.mail, smtpUrl: server.url } },
      db: test.db,
      logger,
      intervalMs: 10,
    });
    try {
      expect(jobs.jobNames).toEqual([
        "expire-unpaid-orders",
        "freeze-mail-club-issues",
        "mail-club-gift-mail",
        "gift-card-mail",
        "sale-boundaries",
        "send-due-mail",
      ]);
      const { id } = await queueMail(test.db, welcome);
      // The SMTP server has the mail a moment before the job hears back and marks it sent.
      await vi.waitFor(
        async () => {
          expect(server.received).toHaveLength(1);
          const [row] = await test.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
          expect(row?.status).toBe("sent");
        },
        { timeout: 15_000 },
      );
    } finally {
      await jobs.stop();
      await server.close();
    }
  });
});
