/**
 * The outbox and settings screens' loaders and actions called as React Router calls them:
 * the studio guard on each, SMTP_URL and PayPal's secrets never in what they answer, forged
 * posts answered in words.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as outbox from "#app/routes/studio/outbox/outbox.tsx";
import * as settings from "#app/routes/studio/settings/settings.tsx";
import { parseConfig } from "#server/config.ts";
import { type AppContext, appContext } from "#server/context.ts";
import { shopSettings } from "#server/db/schema.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

const SMTP_URL = "smtps://shop:sm7p-s3cret@mail.example:465";
const PAYPAL_SECRET = "EKpaypal-s3cret";
const WEBHOOK_ID = "8PT597110X687430LKGECATA";

let test: TestDatabase;
let cookie = "";
const context = new RouterContextProvider();

beforeAll(async () => {
  test = await createTestDatabase();
  ({ cookie } = await studioSessionCookie(test.db));
  const config = parseConfig({
    DATA_DIR: test.dataDir,
    SMTP_URL,
    PAYPAL_MODE: "sandbox",
    PAYPAL_CLIENT_ID: "AbCdEfGhIjKlMnOpQrStUvwxyz",
    PAYPAL_CLIENT_SECRET: PAYPAL_SECRET,
    PAYPAL_WEBHOOK_ID: WEBHOOK_ID,
  });
  context.set(appContext, { db: test.db, config } as unknown as AppContext);
});
afterAll(() => test?.close());

function call(
  handler: (args: never) => unknown,
  path: string,
  form?: Record<string, string>,
  signedIn = true,
) {
  const request = new Request(`https://washi.test${path}`, {
    method: form ? "POST" : "GET",
    headers: signedIn ? { Cookie: cookie } : {},
    body: form ? new URLSearchParams(form) : undefined,
  });
  return Promise.resolve()
    .then(() => handler({ request, params: {}, context } as never))
    .catch((thrown: unknown) => thrown);
}

describe("the outbox and settings screens", () => {
  it("send a visitor without a studio session to the studio's sign-in, changing nothing", async () => {
    const cases = [
      call(outbox.loader, "/studio/outbox", undefined, false),
      call(outbox.action, "/studio/outbox", { intent: "retry", id: "1" }, false),
      call(settings.loader, "/studio/settings", undefined, false),
      call(
        settings.action,
        "/studio/settings",
        { shopName: "Stolen", ownerEmail: "x@y.example" },
        false,
      ),
    ];
    for (const answer of await Promise.all(cases)) {
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).headers.get("Location")).toMatch(/^\/studio\/login\?returnTo=/);
    }
    expect(await test.db.select().from(shopSettings)).toHaveLength(0);
  });

  it("show that SMTP and PayPal are set without their secrets", async () => {
    const text = JSON.stringify([
      await call(outbox.loader, "/studio/outbox?status=failed"),
      await call(settings.loader, "/studio/settings"),
    ]);
    expect(text).toContain('"smtpConfigured":true');
    expect(text).toContain('"clientId":"AbCd…wxyz"');
    for (const secret of ["sm7p-s3cret", "mail.example", PAYPAL_SECRET, WEBHOOK_ID, "AbCdEfGh"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("answer forged posts in words with a 4xx", async () => {
    const retry = (await call(outbox.action, "/studio/outbox", { intent: "retry", id: "abc" })) as {
      data: { ok: boolean; message: string };
      init: { status: number };
    };
    expect(retry.init.status).toBe(404);
    expect(retry.data).toMatchObject({
      ok: false,
      message: "This e-mail is no longer in the outbox.",
    });
    const saved = (await call(settings.action, "/studio/settings", {
      shopName: "Paper Nook",
      ownerEmail: "owner@nook.example",
      timeZone: "Europe/Nowhere",
    })) as { data: { ok: boolean; errors: Record<string, string> }; init: { status: number } };
    expect(saved.init.status).toBe(400);
    expect(saved.data.errors).toEqual({
      timeZone: "Choose a time zone from the list, like America/New_York",
    });
    expect(await test.db.select().from(shopSettings)).toHaveLength(0);
  });
});
