import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailClubGifts, orders } from "#server/db/schema.ts";
import type { HttpEnv } from "#server/http/types.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { shopDay } from "#server/lib/zoned-time.ts";
import { firstIssueFor } from "#server/mail-club/cutoff.ts";
import { giftMessages } from "#server/mail-club/gifts/gift-messages.ts";
import { updateGiftPrices } from "#server/mail-club/gifts/update-gift-prices.ts";
import {
  addMonths,
  formatIssueMonth,
  type IssueMonth,
  issueMonthKey,
  parseIssueMonthKey,
} from "#server/mail-club/issue-month.ts";
import { liveAudience } from "#server/mail-club/issues/live-recipients.ts";
import { startTestPayPal, type TestPayPal } from "#tests/support/fixtures/paypal.ts";
import { createCapturingLogger, listen } from "#tests/support/http-app.ts";
import { createPaymentsApi } from "#tests/support/payments-api.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

// The shop's time zone in createPaymentsApi; no setting overrides it here.
const timeZone = "America/New_York";
let test: TestDatabase;
let paypal: TestPayPal;
let app: Hono<HttpEnv>;
let shop: Awaited<ReturnType<typeof listen>>;
let studio: StudioAccount;

beforeAll(async () => {
  test = await createTestDatabase();
  let served: Hono<HttpEnv> | undefined;
  shop = await listen({ fetch: (request) => (served as Hono<HttpEnv>).fetch(request) });
  paypal = await startTestPayPal(test.db, `${shop.url}/api/payments/paypal/webhook`);
  app = createPaymentsApi(test.db, paypal, { logger: createCapturingLogger("warn").logger });
  served = app;
  ({ account: studio } = await studioSessionCookie(test.db));
  await setPrices({ "price.usa.3": "24", "price.international.3": "27.50", "price.usa.6": "45" });
});
afterAll(async () => {
  await paypal?.close();
  await shop?.close();
  await test?.close();
});

/** The studio's gift prices form; a length left out is not sold. */
function setPrices(form: Record<string, string>) {
  return updateGiftPrices(test.db, studio, form);
}

function call(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  return app.request(path, {
    method,
    headers: {
      "content-type": "application/json",
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined
      ? {}
      : { body: typeof options.body === "string" ? options.body : JSON.stringify(options.body) }),
  });
}

/** The issue open now, as the gift page counts it. */
function openIssue(): IssueMonth {
  return firstIssueFor(new Date(), timeZone);
}

/** A guest's gift as a client sends it, the addresses by the spec's names; one issue later
 * than the open one, so a cutoff passing during the test changes nothing. */
function giftBody(overrides: Record<string, unknown> = {}) {
  return {
    issueCount: 3,
    recipientAddress: {
      firstName: "Rosa",
      lastName: "Recipient",
      address1: "7 Willow Court",
      city: "Eugene",
      state: "OR",
      zipCode: "97401",
      country: "US",
    },
    recipientEmail: "rosa@example.com",
    message: "Happy birthday, Rosa!\nLove, Gwen",
    firstIssue: issueMonthKey(addMonths(openIssue(), 1)),
    reveal: "email",
    revealOn: shopDay(new Date(), timeZone),
    gifterName: "Gwen Gifter",
    gifterEmail: "gwen@example.com",
    billingAddress: {
      firstName: "Gwen",
      lastName: "Gifter",
      address1: "99 Billing Avenue",
      city: "Austin",
      state: "TX",
      zipCode: "73301",
      country: "US",
    },
    ...overrides,
  };
}

interface Placed {
  order: { id: number; orderNumber: string; status: string; total: number; customerEmail: string };
  giftId: number;
  approvalUrl: string;
  accessKey: string | null;
}

async function placeGift(body: unknown, token?: string) {
  const response = await call("POST", "/api/mail-club/gifts", { body, token });
  const answer = await response.json();
  expect(response.status, JSON.stringify(answer)).toBe(201);
  return answer as Placed;
}

async function register(email: string) {
  const response = await call("POST", "/api/auth/register", {
    body: { email, password: "Folded-Crane-Paper-5", firstName: "Kai", lastName: "Ono" },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { accessToken: string };
}

async function giftsOn(month: IssueMonth) {
  const { recipients } = await liveAudience(test.db, month, timeZone);
  return recipients.filter((recipient) => recipient.giftId !== null);
}

describe("GET /api/mail-club/gift-options", () => {
  it("offers the lengths the studio prices, in dollars per plan, and the issues open now", async () => {
    const response = await call("GET", "/api/mail-club/gift-options");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const options = await response.json();
    expect(options.lengths).toEqual([
      { issueCount: 3, prices: { usa: 24, international: 27.5 } },
      { issueCount: 6, prices: { usa: 45, international: null } },
    ]);
    const open = openIssue();
    expect(options.firstIssues).toHaveLength(12);
    expect(options.firstIssues[0]).toMatchObject({
      key: issueMonthKey(open),
      revealUntil: `${issueMonthKey(open)}-07`,
    });
    expect(options.firstIssues[0].label).toBe(formatIssueMonth(open));
    expect(options.reveal).toEqual({
      from: shopDay(new Date(), timeZone),
      until: `${issueMonthKey(addMonths(open, 11))}-07`,
    });

    await setPrices({ "price.usa.3": "25", "price.international.3": "27.50", "price.usa.6": "45" });
    const repriced = await (await call("GET", "/api/mail-club/gift-options")).json();
    expect(repriced.lengths[0]).toEqual({
      issueCount: 3,
      prices: { usa: 25, international: 27.5 },
    });
    await setPrices({ "price.usa.3": "24", "price.international.3": "27.50", "price.usa.6": "45" });
  });
});

describe("POST /api/mail-club/gifts", () => {
  it("places a guest's gift, paid through PayPal and the payments API, and its recipient is on the lists of its issues", async () => {
    const body = giftBody();
    const placed = await placeGift(body);
    expect(placed.order).toMatchObject({
      status: "pending_payment",
      total: 24,
      customerEmail: "gwen@example.com",
      shippingMethod: "Mail Club gift",
      shippingAddress: { firstName: "Rosa", street: "7 Willow Court", zip: "97401" },
    });
    expect(placed.accessKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const approval = new URL(placed.approvalUrl);
    expect(approval.origin).toBe(paypal.simulatorUrl);
    const paypalOrderId = approval.searchParams.get("token") ?? "";

    await paypal.approve(paypalOrderId);
    const captured = await call("POST", "/api/payments/capture", {
      body: { orderId: placed.order.id, paypalOrderId },
    });
    expect(await captured.json()).toEqual({
      success: true,
      orderId: placed.order.id,
      status: "paid",
    });

    const read = await call("GET", `/api/orders/${placed.order.id}?key=${placed.accessKey}`);
    expect((await read.json()).order.status).toBe("paid");
    const [order] = await test.db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(order?.billingAddress?.addressLine1).toBe("99 Billing Avenue");
    const [gift] = await test.db
      .select()
      .from(mailClubGifts)
      .where(eq(mailClubGifts.id, placed.giftId));
    expect(gift).toMatchObject({ orderId: placed.order.id, firstIssue: body.firstIssue });
    expect(gift?.activatedAt).not.toBeNull();

    const first = parseIssueMonthKey(body.firstIssue) as IssueMonth;
    const onList = (month: IssueMonth) =>
      giftsOn(month).then((rows) => rows.some((row) => row.giftId === placed.giftId));
    expect(await onList(addMonths(first, -1))).toBe(false);
    expect((await giftsOn(first)).find((row) => row.giftId === placed.giftId)).toMatchObject({
      name: "Rosa Recipient",
      plan: "usa",
      email: "rosa@example.com",
    });
    expect(await onList(addMonths(first, 2))).toBe(true);
    expect(await onList(addMonths(first, 3))).toBe(false);
  });

  it("gives a signed-in customer's gift to them, under their own e-mail, with no key", async () => {
    const { accessToken } = await register("kai.gifter@example.com");
    const placed = await placeGift(
      giftBody({ gifterEmail: "someone-else@example.com" }),
      accessToken,
    );
    expect(placed.accessKey).toBeNull();
    expect(placed.order.customerEmail).toBe("kai.gifter@example.com");
    const own = await call("GET", "/api/orders/customer", { token: accessToken });
    const listed = (await own.json()).orders as { id: number }[];
    expect(listed.map((order) => order.id)).toContain(placed.order.id);

    const other = await register("someone.else@example.com");
    const theirs = await call("GET", `/api/orders/${placed.order.id}`, {
      token: other.accessToken,
    });
    expect(theirs.status).toBe(404);
  });

  it("keeps the order when PayPal does not answer, and the refusal says how to pay it later", async () => {
    paypal.failNext("/checkout/orders", "server-error");
    const response = await call("POST", "/api/mail-club/gifts", { body: giftBody() });
    expect(response.status).toBe(503);
    const refusal = (await response.json()) as { orderId: number; accessKey: string };
    expect(refusal).toMatchObject({ error: { code: "unavailable" }, orderId: expect.any(Number) });
    const again = await call("POST", "/api/payments/create-paypal-order", {
      body: { orderId: refusal.orderId, key: refusal.accessKey },
    });
    expect(again.status).toBe(200);
    expect((await again.json()).approvalUrl).toContain(paypal.simulatorUrl);
  });

  it("refuses a bearer token that is not a session's", async () => {
    const response = await call("POST", "/api/mail-club/gifts", {
      body: giftBody(),
      token: "not-a-token",
    });
    expect(response.status).toBe(401);
  });
});

describe("POST /api/mail-club/gifts refusals", () => {
  async function refused(body: unknown) {
    const before = await test.db.$count(orders);
    const response = await call("POST", "/api/mail-club/gifts", { body });
    expect(response.status).toBe(400);
    expect(await test.db.$count(orders)).toBe(before);
    return ((await response.json()) as { error: { message: string; details?: object } }).error;
  }

  it("refuses a first issue whose cutoff has passed", async () => {
    const closed = issueMonthKey(addMonths(openIssue(), -1));
    expect(await refused(giftBody({ firstIssue: closed }))).toEqual({
      code: "bad_request",
      message: giftMessages.firstIssueClosed,
      details: { firstIssue: giftMessages.firstIssueClosed },
    });
  });

  it("refuses a length not on sale, on any plan or on the recipient's", async () => {
    expect(await refused(giftBody({ issueCount: 12 }))).toMatchObject({
      message: giftMessages.notOnSale,
      details: { issueCount: giftMessages.notOnSale },
    });
    const abroad = {
      firstName: "Lena",
      lastName: "Berg",
      address1: "Hauptstraße 1",
      city: "Berlin",
      zipCode: "10115",
      country: "DE",
    };
    expect(await refused(giftBody({ issueCount: 6, recipientAddress: abroad }))).toMatchObject({
      message: giftMessages.notOnSale,
    });
    expect(await refused(giftBody({ issueCount: 4 }))).toMatchObject({
      message: giftMessages.fixErrors,
      details: { issueCount: giftMessages.lengthInvalid },
    });
  });

  it("refuses a bad e-mail with the form's words", async () => {
    expect(await refused(giftBody({ gifterEmail: "gwen@" }))).toMatchObject({
      message: giftMessages.fixErrors,
      details: { gifterEmail: giftMessages.emailInvalid },
    });
  });

  it("asks for the recipient's e-mail when they are to hear of it by e-mail", async () => {
    expect(await refused(giftBody({ recipientEmail: "" }))).toMatchObject({
      message: giftMessages.fixErrors,
      details: { recipientEmail: giftMessages.revealEmailRequired },
    });
  });

  it("refuses a reveal day after the first issue is in the post", async () => {
    const firstIssue = issueMonthKey(addMonths(openIssue(), 1));
    expect(await refused(giftBody({ firstIssue, revealOn: `${firstIssue}-08` }))).toMatchObject({
      message: giftMessages.revealDateInvalid,
      details: { revealOn: giftMessages.revealDateInvalid },
    });
  });

  it("names the address field by its dotted path, and answers a body that is no gift with 400", async () => {
    const address = { ...giftBody().recipientAddress, city: "" };
    const error = await refused(giftBody({ recipientAddress: address }));
    expect(error.details).toMatchObject({ "recipientAddress.city": expect.any(String) });
    expect(await refused([])).toMatchObject({ message: giftMessages.fixErrors });
    const mistyped = { issueCount: {}, message: null, recipientAddress: "x", revealOn: 7 };
    expect(await refused(giftBody(mistyped))).toMatchObject({ message: giftMessages.fixErrors });
    const noDay = { firstIssue: "2027-13", reveal: "later", billingAddress: null };
    expect(await refused(giftBody(noDay))).toMatchObject({ message: giftMessages.fixErrors });
    expect(await refused("{not json")).toMatchObject({ message: "Malformed JSON body" });
  });
});
