import { desc, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages } from "#server/content/contact/contact-schema.ts";
import { newsletterMessages } from "#server/content/newsletter/newsletter-messages.ts";
import {
  contactMessages as contactTable,
  newsletterSubscribers,
  outboxEmails,
} from "#server/db/schema.ts";
import { createTestHttpApp } from "#tests/support/http-app.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let app: ReturnType<typeof createTestHttpApp>["app"];

beforeAll(async () => {
  test = await createTestDatabase();
  ({ app } = createTestHttpApp({
    database: test.handle,
    dataDir: test.dataDir,
    env: { OWNER_EMAIL: "owner@washi.test", PUBLIC_URL: "https://shop.washi.test" },
  }));
});
afterAll(() => test?.close());
beforeEach(async () => {
  await test.db.execute(sql`delete from rate_limit_events`);
  await test.db.delete(outboxEmails);
});

function post(path: string, body: unknown) {
  return app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
const outbox = () => test.db.select().from(outboxEmails).orderBy(desc(outboxEmails.id));
const contact = {
  fullName: "Ana López",
  email: "ana@example.com",
  message: "Could the Mail Club start in March?",
};

describe("POST /api/contact", () => {
  it("stores the message, mails OWNER_EMAIL and answers 201", async () => {
    const response = await post("/api/contact", contact);
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ success: true, message: contactMessages.sent });
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      template: "contact-message-owner",
      toAddress: "owner@washi.test",
    });
    expect(mail?.text).toContain("Could the Mail Club start in March?");
  });

  it("refuses bad fields with each message in details, and malformed JSON", async () => {
    const response = await post("/api/contact", { fullName: "", email: "x", message: "Hi" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: "bad_request",
        message: "Please enter your full name",
        details: {
          fullName: "Please enter your full name",
          email: "Please enter a valid email address",
          message: contactMessages.messageTooShort,
        },
      },
    });
    const malformed = await post("/api/contact", "{");
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.message).toBe("Malformed JSON body");
  });

  it("answers a filled honeypot like a success and keeps nothing", async () => {
    const before = await test.db.$count(contactTable);
    const response = await post("/api/contact", { ...contact, website: "spam.example" });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: contactMessages.sent });
    expect(await test.db.$count(contactTable)).toBe(before);
    expect(await outbox()).toHaveLength(0);
  });

  it("answers 429 with a clear message past 5 messages an hour", async () => {
    for (let i = 0; i < 5; i += 1) expect((await post("/api/contact", contact)).status).toBe(201);
    const refused = await post("/api/contact", contact);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: { code: "rate_limited", message: contactMessages.rateLimited },
    });
    expect(await outbox()).toHaveLength(5);
  });
});

describe("POST /api/newsletter", () => {
  it("subscribes (201), then says the address is already on the list (200)", async () => {
    const first = await post("/api/newsletter", { email: " Reader@Example.com " });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({
      success: true,
      status: "subscribed",
      message: newsletterMessages.subscribed,
    });
    const [mail] = await outbox();
    expect(mail?.toAddress).toBe("reader@example.com");
    expect(mail?.text).toMatch(
      /https:\/\/shop\.washi\.test\/newsletter\/unsubscribe\?token=[\w-]{43}/,
    );

    const again = await post("/api/newsletter", { email: "reader@example.com" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      success: true,
      status: "already_subscribed",
      message: newsletterMessages.alreadySubscribed,
    });
    expect(await outbox()).toHaveLength(1);
    expect(await test.db.$count(newsletterSubscribers)).toBe(1);
  });

  it("refuses a bad address with 'Please enter a valid email address'", async () => {
    const response = await post("/api/newsletter", { email: "reader@" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: "bad_request",
        message: "Please enter a valid email address",
        details: { email: "Please enter a valid email address" },
      },
    });
  });

  it("answers 429 past 10 sign-ups an hour from one address", async () => {
    for (let i = 0; i < 10; i += 1) await post("/api/newsletter", { email: `r${i}@example.com` });
    const refused = await post("/api/newsletter", { email: "late@example.com" });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(newsletterMessages.rateLimited);
  });
});
