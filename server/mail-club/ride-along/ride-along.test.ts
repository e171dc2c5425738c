import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findCustomerById } from "#server/accounts/customer-row.ts";
import { placeOrder } from "#server/checkout/place-order.ts";
import type { Database } from "#server/db/client.ts";
import { customers, mailClubHolds, orders, outboxEmails } from "#server/db/schema.ts";
import { issueMonth } from "#server/mail-club/issue-month.ts";
import { createIssue } from "#server/mail-club/issues/create-issue.ts";
import { markIssueMailed } from "#server/mail-club/issues/mark-issue-mailed.ts";
import { packingList } from "#server/mail-club/issues/packing-list.ts";
import { packingListPdf } from "#server/mail-club/issues/packing-list-pdf.ts";
import { packingListText } from "#server/mail-club/issues/packing-list-text.ts";
import { readPdfLines } from "#server/mail-club/issues/pdf-text.ts";
import { rideAlongIssueFor } from "#server/mail-club/ride-along/ride-along-issue.ts";
import {
  MAIL_CLUB_ENVELOPE,
  rideAlongMessages,
} from "#server/mail-club/ride-along/ride-along-messages.ts";
import { payOrder } from "#server/orders/pay-order.ts";
import { newVisitorAddress } from "#tests/support/client-address.ts";
import { freezeTestIssue, insertTestMember } from "#tests/support/fixtures/issues.ts";
import {
  insertTestCart,
  insertTestProduct,
  testCheckoutForm,
} from "#tests/support/fixtures/orders.ts";
import { refusal } from "#tests/support/refusal.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
});
afterAll(() => test?.close());

const timeZone = "America/New_York";
const joinedAt = new Date("2027-01-10T14:00:00Z");
/** The cutoff of the February 2027 issue: the end of 25 January in New York. */
const februaryCutoff = new Date("2027-01-26T05:00:00Z");
const shop = { publicUrl: "https://washi.test", timeZone };
const elsewhere = { ...testCheckoutForm().shippingAddress, city: "Salem", postalCode: "97301" };

async function member(overrides: Parameters<typeof insertTestMember>[1] = { joinedAt }) {
  const made = await insertTestMember(db, overrides);
  const customer = await findCustomerById(db, made.customerId);
  if (!customer) throw new Error("no customer");
  return { ...made, customer };
}

async function sticker(title = "Meadow Leaves Sticker Sheet") {
  return insertTestProduct(db, { title, priceCents: 450, fitsInEnvelope: true });
}

/** A riding order from the customer's cart, placed at `now`. */
async function placeRiding(
  customer: Awaited<ReturnType<typeof member>>["customer"] | null,
  lines: { productId: number; quantity: number }[],
  now: Date,
) {
  // A cart of no one's, as a browser's before sign-in: a customer has only one cart of their own.
  const token = await insertTestCart(db, lines);
  return placeOrder(
    { db, ...shop, customer, from: { token }, clientAddress: newVisitorAddress(), now },
    testCheckoutForm({ rideWithMailClub: true, shippingAddress: elsewhere }),
  );
}

async function orderRow(id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error("no order");
  return row;
}

const paid = (orderId: number, paidAt: Date) =>
  payOrder(db, orderId, { captureId: `CAP-${randomUUID()}`, paidAt }, shop);

describe("choosing the next Mail Club issue at checkout", () => {
  const now = new Date("2027-01-20T15:00:00Z");

  it("refuses a guest, a customer who is no member, and a cancelled or suspended member", async () => {
    const productId = await sticker();
    const guest = await refusal(placeRiding(null, [{ productId, quantity: 1 }], now));
    expect(guest).toMatchObject({ code: "unauthorized", message: rideAlongMessages.signIn });

    const key = randomUUID().slice(0, 8);
    const [plain] = await db
      .insert(customers)
      .values({
        email: `plain-${key}@example.com`,
        passwordHash: "x",
        firstName: "Ren",
        lastName: "Ito",
        customerNumber: `C-${key}`,
      })
      .returning({ id: customers.id });
    const nonMember = await findCustomerById(db, plain?.id ?? 0);
    expect(await refusal(placeRiding(nonMember, [{ productId, quantity: 1 }], now))).toMatchObject({
      code: "forbidden",
      message: rideAlongMessages.notMember,
    });

    const cancelled = await member({ joinedAt, endedAt: new Date("2027-01-15T10:00:00Z") });
    expect(
      await refusal(placeRiding(cancelled.customer, [{ productId, quantity: 1 }], now)),
    ).toMatchObject({ code: "forbidden", message: rideAlongMessages.notActive });
    const suspended = await member({ joinedAt, status: "suspended" });
    expect(
      await refusal(placeRiding(suspended.customer, [{ productId, quantity: 1 }], now)),
    ).toMatchObject({ code: "forbidden", message: rideAlongMessages.notActive });
  });

  it("refuses a cart with an item that does not fit, and makes no order", async () => {
    const { customer } = await member();
    const tote = await insertTestProduct(db, { title: "Canvas Tote", fitsInEnvelope: false });
    const refused = await refusal(
      placeRiding(
        customer,
        [
          { productId: await sticker(), quantity: 1 },
          { productId: tote, quantity: 1 },
        ],
        now,
      ),
    );
    expect(refused).toMatchObject({
      code: "bad_request",
      message: rideAlongMessages.doesNotFit("Canvas Tote"),
    });
    const made = await db.select().from(orders).where(eq(orders.customerId, customer.id));
    expect(made).toEqual([]);
  });

  it("places the order with no postage, to the membership's address, riding with its issue", async () => {
    const { customer, subscriptionId } = await member({
      joinedAt,
      address: { addressLine1: "8 Heron Lane", city: "Eugene", postalCode: "97401" },
    });
    const placed = await placeRiding(customer, [{ productId: await sticker(), quantity: 2 }], now);
    const row = await orderRow(placed.order.id);
    expect(row).toMatchObject({
      shippingCents: 0,
      totalCents: 900,
      shippingMethod: MAIL_CLUB_ENVELOPE,
      rideAlongSubscriptionId: subscriptionId,
      rideAlongIssue: "2027-02",
    });
    expect(row.shippingAddress).toMatchObject({ addressLine1: "8 Heron Lane", city: "Eugene" });
  });
});

describe("the issue an order rides with is decided when it is paid", () => {
  it("is the next issue whose cutoff is ahead, to the millisecond", () => {
    const span = { firstIssue: issueMonth(2027, 2), joinedAt, endedAt: null };
    const before = new Date(februaryCutoff.getTime() - 1);
    expect(rideAlongIssueFor(span, before, timeZone)).toEqual(issueMonth(2027, 2));
    expect(rideAlongIssueFor(span, februaryCutoff, timeZone)).toEqual(issueMonth(2027, 3));
  });

  it("moves to the following issue when the cutoff passes between choosing and paying", async () => {
    const { customer } = await member();
    const chosenAt = new Date("2027-01-26T04:50:00Z");
    const onTime = await placeRiding(
      customer,
      [{ productId: await sticker(), quantity: 1 }],
      chosenAt,
    );
    expect((await orderRow(onTime.order.id)).rideAlongIssue).toBe("2027-02");
    await paid(onTime.order.id, new Date(februaryCutoff.getTime() - 1000));
    expect((await orderRow(onTime.order.id)).rideAlongIssue).toBe("2027-02");

    const late = await placeRiding(
      customer,
      [{ productId: await sticker(), quantity: 1 }],
      chosenAt,
    );
    expect((await orderRow(late.order.id)).rideAlongIssue).toBe("2027-02");
    await paid(late.order.id, februaryCutoff);
    expect(await orderRow(late.order.id)).toMatchObject({
      status: "paid",
      rideAlongIssue: "2027-03",
    });
  });
});

describe("the issue's packing list and its mailing", () => {
  it("lists the items on their member's envelope, ships them with the issue, and says so in its one e-mail", async () => {
    const riding = await member({ joinedAt, email: "aiko@example.com", firstName: "Aiko" });
    const skipping = await member({ joinedAt, email: "sora@example.com", firstName: "Sora" });
    const now = new Date("2027-01-20T15:00:00Z");
    const stickers = await sticker("Sleepy Cats Sticker Sheet");
    const rides = await placeRiding(riding.customer, [{ productId: stickers, quantity: 2 }], now);
    const waits = await placeRiding(skipping.customer, [{ productId: stickers, quantity: 1 }], now);
    await paid(rides.order.id, now);
    await paid(waits.order.id, now);
    // Sora skips February after paying: their order waits for March.
    await db.insert(mailClubHolds).values({
      subscriptionId: skipping.subscriptionId,
      kind: "skip",
      firstIssue: "2027-02",
      issueCount: 1,
    });
    const issue = await createIssue(db, { month: issueMonth(2027, 2), title: "Winter Birds" });
    await freezeTestIssue(db, issue.id, [riding.subscriptionId]);

    const expected = `+ 2 × Sleepy Cats Sticker Sheet (order #${rides.order.orderNumber})`;
    const list = await packingList(db, issue.id, timeZone);
    const entry = list.recipients.find((r) => r.subscriptionId === riding.subscriptionId);
    expect(entry?.extraLines).toEqual([expected]);
    expect(packingListText(list)).toContain(`    ${expected}`);
    const pdfLines = (await readPdfLines(await packingListPdf(db, issue.id, timeZone))).flat();
    const at = pdfLines.indexOf(expected);
    expect(at).toBeGreaterThan(-1);
    // On Aiko's envelope: after her address, under her envelope's heading.
    expect(pdfLines.slice(at - 4, at)).toContain("12 Lantern Street");
    expect(pdfLines.some((line) => line.includes("Winter Birds"))).toBe(true);

    const mailedAt = new Date("2027-02-03T16:00:00Z");
    const mailed = await markIssueMailed(db, issue.id, {
      ...shop,
      shopName: "Washi",
      now: mailedAt,
    });
    expect(mailed.markedNow).toBe(true);
    expect(await orderRow(rides.order.id)).toMatchObject({
      status: "shipped",
      shippedAt: mailedAt,
    });
    expect(await orderRow(waits.order.id)).toMatchObject({
      status: "paid",
      rideAlongIssue: "2027-03",
    });

    const toAiko = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, "aiko@example.com"));
    const templates = toAiko
      .map((mail) => mail.template)
      .filter((t) => t !== "order-confirmation" && t !== "new-order-owner");
    expect(templates).toEqual(["mail-club-issue-mailed"]);
    const issueMail = toAiko.find((mail) => mail.template === "mail-club-issue-mailed");
    expect(issueMail?.text).toContain("Sleepy Cats Sticker Sheet");
    expect(issueMail?.text).toContain(rides.order.orderNumber);

    // Marked again: nothing moves twice, nobody gets a second e-mail.
    await markIssueMailed(db, issue.id, { ...shop, shopName: "Washi", now: mailedAt });
    const again = await db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.toAddress, "aiko@example.com"),
          eq(outboxEmails.template, "mail-club-issue-mailed"),
        ),
      );
    expect(again).toHaveLength(1);
  });
});
