/**
 * /mail-club/skip's loader and action called as React Router calls them, on the real clock:
 * opening the link asks and changes nothing; the button skips for the link's member without a
 * sign-in; a changed link, another signed-in customer and a second press are refused in words
 * with their own status, never a 500.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as skipPage from "#app/routes/mail-club-skip.tsx";
import { SESSION_COOKIE } from "#server/accounts/session-cookie.ts";
import { startSession } from "#server/accounts/sessions.ts";
import { parseConfig } from "#server/config.ts";
import { type AppContext, appContext } from "#server/context.ts";
import { customers, mailClubHolds, subscriptions } from "#server/db/schema.ts";
import { alreadyHeldMessage } from "#server/mail-club/holds/hold-messages.ts";
import { skipLinkMessages } from "#server/mail-club/holds/skip-by-link.ts";
import { skipLinkFor, skippableIssue } from "#server/mail-club/holds/skip-link.ts";
import { formatIssueMonth } from "#server/mail-club/issue-month.ts";
import { insertTestMember } from "#tests/support/fixtures/issues.ts";
import { startTestPaymentServices } from "#tests/support/fixtures/paypal.ts";
import { createCapturingLogger } from "#tests/support/http-app.ts";

let payments: Awaited<ReturnType<typeof startTestPaymentServices>>;
const context = new RouterContextProvider();
const timeZone = "America/New_York";

beforeAll(async () => {
  payments = await startTestPaymentServices();
  const config = parseConfig({
    DATA_DIR: payments.test.dataDir,
    PUBLIC_URL: "https://washi.test",
    SHOP_TIMEZONE: timeZone,
  });
  context.set(appContext, {
    db: payments.db,
    config,
    storage: payments.test.storage,
    logger: createCapturingLogger().logger,
    requestId: "test",
    nonce: "test",
    clientAddress: "192.0.2.80",
    paypal: payments.paypal.client,
  } satisfies AppContext);
});
afterAll(() => payments?.close());

const DAY = 86_400_000;

/** A member who joined two months ago, the link an e-mail would carry now, and a session. */
async function memberWithLink(email: string) {
  const { db } = payments;
  const member = await insertTestMember(db, { joinedAt: new Date(Date.now() - 60 * DAY), email });
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, member.subscriptionId));
  if (!row) throw new Error("no subscription");
  const offer = await skipLinkFor(db, { publicUrl: "https://washi.test", timeZone }, row);
  if (!offer) throw new Error("no skip link");
  const [customer] = await db.select().from(customers).where(eq(customers.id, member.customerId));
  if (!customer) throw new Error("no customer");
  const { token } = await startSession(db, customer);
  return { ...member, url: new URL(offer.url), cookie: `${SESSION_COOKIE}=${token}` };
}

interface Answer {
  data: Record<string, unknown>;
  status: number;
}

/** The route's answer: its data and status (200 unless it set one). */
async function call(
  handler: (args: never) => unknown,
  url: URL,
  options: { cookie?: string; form?: Record<string, string> } = {},
): Promise<Answer> {
  const request = new Request(url, {
    method: options.form ? "POST" : "GET",
    headers: options.cookie ? { Cookie: options.cookie } : {},
    body: options.form ? new URLSearchParams(options.form) : undefined,
  });
  const answer = (await handler({ request, params: {}, context } as never)) as {
    data: Record<string, unknown>;
    init?: { status?: number };
  };
  return { data: answer.data, status: answer.init?.status ?? 200 };
}

const formOf = (url: URL) => Object.fromEntries(url.searchParams);
const holdsOf = (subscriptionId: number) =>
  payments.db.select().from(mailClubHolds).where(eq(mailClubHolds.subscriptionId, subscriptionId));

describe("/mail-club/skip", () => {
  it("asks first, then skips the link's issue for its member without a sign-in; once", async () => {
    const mika = await memberWithLink("mika@x.test");
    const issue = formatIssueMonth(skippableIssue(null, new Date(), timeZone));

    const asked = await call(skipPage.loader, mika.url);
    expect(asked).toMatchObject({ status: 200, data: { state: "ask", issue } });
    expect(await holdsOf(mika.subscriptionId)).toEqual([]);

    const done = await call(skipPage.action, mika.url, { form: formOf(mika.url) });
    expect(done).toMatchObject({ status: 200, data: { ok: true, issue } });
    expect(await holdsOf(mika.subscriptionId)).toHaveLength(1);

    const held = alreadyHeldMessage("skip", skippableIssue(null, new Date(), timeZone));
    expect(await call(skipPage.loader, mika.url)).toEqual({
      status: 409,
      data: { state: "refused", message: held },
    });
    expect(await call(skipPage.action, mika.url, { form: formOf(mika.url) })).toMatchObject({
      status: 409,
      data: { ok: false, message: held },
    });
  });

  it("refuses a changed link and another signed-in customer, skipping nobody's issue", async () => {
    const kai = await memberWithLink("kai@x.test");
    const ada = await memberWithLink("ada@x.test");
    const moved = new URL(kai.url);
    moved.searchParams.set("membership", String(ada.subscriptionId));
    for (const answer of [
      await call(skipPage.loader, moved),
      await call(skipPage.action, moved, { form: formOf(moved) }),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.data.message).toBe(skipLinkMessages.invalid);
    }
    for (const answer of [
      await call(skipPage.loader, kai.url, { cookie: ada.cookie }),
      await call(skipPage.action, kai.url, { cookie: ada.cookie, form: formOf(kai.url) }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.data.message).toBe(skipLinkMessages.otherCustomer);
    }
    expect(await holdsOf(kai.subscriptionId)).toEqual([]);
    expect(await holdsOf(ada.subscriptionId)).toEqual([]);

    // Signed in as the link's own member is fine too.
    const own = await call(skipPage.action, kai.url, { cookie: kai.cookie, form: formOf(kai.url) });
    expect(own).toMatchObject({ status: 200, data: { ok: true } });
  });
});
