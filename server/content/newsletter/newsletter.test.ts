import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newsletterMessages } from "#server/content/newsletter/newsletter-messages.ts";
import {
  NEWSLETTER_LIMIT,
  subscribeToNewsletter,
} from "#server/content/newsletter/subscribe-to-newsletter.ts";
import {
  findUnsubscribeLink,
  unsubscribeFromNewsletter,
} from "#server/content/newsletter/unsubscribe-from-newsletter.ts";
import { newsletterSubscribers, outboxEmails } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { hashSecretToken } from "#server/lib/secret-token.ts";
import { refusal } from "#tests/support/refusal.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test?.close());
beforeEach(async () => {
  await test.db.execute(sql`delete from rate_limit_events`);
  await test.db.delete(newsletterSubscribers);
  await test.db.delete(outboxEmails);
});

const options = { clientAddress: "203.0.113.20", publicUrl: "https://washi.test" };

const subscriber = async (email: string) => {
  const [row] = await test.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row;
};
const outbox = () => test.db.select().from(outboxEmails).orderBy(desc(outboxEmails.id));

/** The token of the newest confirmation's unsubscribe link. */
async function lastToken() {
  const [mail] = await outbox();
  const token = mail?.text.match(/\/newsletter\/unsubscribe\?token=([\w-]+)/)?.[1];
  expect(token).toBeTruthy();
  return token as string;
}

describe("subscribeToNewsletter", () => {
  it("stores the address with its consent time and mails the unsubscribe link", async () => {
    const now = new Date("2026-11-21T09:30:00Z");
    const outcome = await subscribeToNewsletter(
      test.db,
      { email: "  Mika.Sato@Example.COM " },
      { ...options, now },
    );
    expect(outcome).toBe("subscribed");
    const row = await subscriber("mika.sato@example.com");
    expect(row).toMatchObject({ consentedAt: now, unsubscribedAt: null });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: "newsletter-confirmation",
      toAddress: "mika.sato@example.com",
      status: "pending",
    });
    expect(mails[0]?.subject).toMatch(/^You're on the .+ list$/);
    const token = await lastToken();
    expect(mails[0]?.html).toContain(
      `href="https://washi.test/newsletter/unsubscribe?token=${token}"`,
    );
    // Only the token's hash is stored.
    expect(row?.unsubscribeTokenHash).toBe(hashSecretToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("tells an address already on the list so, and sends nothing more", async () => {
    await subscribeToNewsletter(test.db, { email: "ana@example.com" }, options);
    const before = await subscriber("ana@example.com");
    const again = await subscribeToNewsletter(test.db, { email: "ANA@example.com" }, options);
    expect(again).toBe("already-subscribed");
    expect(await subscriber("ana@example.com")).toEqual(before);
    expect(await outbox()).toHaveLength(1);
  });

  it("refuses a bad address with 'Please enter a valid email address'", async () => {
    for (const email of ["ana@", "not an address", "a@b"]) {
      const error = await refusal(subscribeToNewsletter(test.db, { email }, options));
      expect(error.code).toBe("bad_request");
      expect(error.message).toBe("Please enter a valid email address");
      expect(error.details).toEqual({ email: "Please enter a valid email address" });
    }
    const empty = await refusal(subscribeToNewsletter(test.db, { email: " " }, options));
    expect(empty.message).toBe("Please enter your email address");
    expect(await refusal(subscribeToNewsletter(test.db, {}, options))).toBeInstanceOf(AppError);
    expect(await test.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });

  it(`allows ${NEWSLETTER_LIMIT.max} sign-ups an hour per address`, async () => {
    for (let i = 0; i < NEWSLETTER_LIMIT.max; i += 1) {
      await subscribeToNewsletter(test.db, { email: `reader-${i}@example.com` }, options);
    }
    const error = await refusal(
      subscribeToNewsletter(test.db, { email: "one-more@example.com" }, options),
    );
    expect(error.code).toBe("rate_limited");
    expect(error.message).toBe(newsletterMessages.rateLimited);
    expect(await subscriber("one-more@example.com")).toBeUndefined();
    await subscribeToNewsletter(
      test.db,
      { email: "one-more@example.com" },
      { ...options, clientAddress: "198.51.100.2" },
    );
    expect(await subscriber("one-more@example.com")).toBeDefined();
  });
});

describe("unsubscribing", () => {
  it("works once with the e-mailed link; a used or unknown link is told apart", async () => {
    await subscribeToNewsletter(test.db, { email: "leaf@example.com" }, options);
    const token = await lastToken();
    expect(await findUnsubscribeLink(test.db, token)).toBe("active");
    // Looking at the link changes nothing.
    expect((await subscriber("leaf@example.com"))?.unsubscribedAt).toBeNull();

    const now = new Date("2026-11-22T08:00:00Z");
    expect(await unsubscribeFromNewsletter(test.db, token, { now })).toBe("unsubscribed");
    expect((await subscriber("leaf@example.com"))?.unsubscribedAt).toEqual(now);
    expect(await findUnsubscribeLink(test.db, token)).toBe("used");
    expect(await unsubscribeFromNewsletter(test.db, token)).toBe("already");
    expect((await subscriber("leaf@example.com"))?.unsubscribedAt).toEqual(now);

    for (const bad of ["x".repeat(43), "", undefined, "short", "<script>"]) {
      expect(await findUnsubscribeLink(test.db, bad)).toBe("invalid");
      const error = await refusal(unsubscribeFromNewsletter(test.db, bad));
      expect(error.code).toBe("bad_request");
      expect(error.message).toBe(newsletterMessages.invalidLink);
    }
  });

  it("subscribes again after unsubscribing, with a new consent time and link", async () => {
    const first = new Date("2026-10-01T10:00:00Z");
    await subscribeToNewsletter(
      test.db,
      { email: "again@example.com" },
      { ...options, now: first },
    );
    const oldToken = await lastToken();
    await unsubscribeFromNewsletter(test.db, oldToken);

    const second = new Date("2026-11-01T10:00:00Z");
    const outcome = await subscribeToNewsletter(
      test.db,
      { email: "again@example.com" },
      { ...options, now: second },
    );
    expect(outcome).toBe("subscribed");
    const row = await subscriber("again@example.com");
    expect(row).toMatchObject({ consentedAt: second, unsubscribedAt: null });
    const newToken = await lastToken();
    expect(newToken).not.toBe(oldToken);
    expect(row?.unsubscribeTokenHash).toBe(hashSecretToken(newToken));
    expect(await outbox()).toHaveLength(2);
    // The old link is no longer ours; the new one works.
    expect(await findUnsubscribeLink(test.db, oldToken)).toBe("invalid");
    expect(await unsubscribeFromNewsletter(test.db, newToken)).toBe("unsubscribed");
  });
});
