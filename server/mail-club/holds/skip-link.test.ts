/**
 * The signed skip link of the Mail Club e-mails: minted for one membership and issue, refused
 * when changed, after its cutoff, for another signed-in customer, or when there is nothing it
 * may skip; and present, working, in the e-mails a running member gets.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { customers, mailClubHolds, outboxEmails, subscriptions } from "#server/db/schema.ts";
import { listMemberHistory } from "#server/mail-club/history/member-events.ts";
import { holdMembership } from "#server/mail-club/holds/hold-membership.ts";
import { alreadyHeldMessage, holdMessages } from "#server/mail-club/holds/hold-messages.ts";
import {
  reviewSkipLink,
  skipByLink,
  skipLinkMessages,
} from "#server/mail-club/holds/skip-by-link.ts";
import { type SkipLinkQuery, skipLinkFor } from "#server/mail-club/holds/skip-link.ts";
import { issueMonth } from "#server/mail-club/issue-month.ts";
import { createIssue } from "#server/mail-club/issues/create-issue.ts";
import { freezeIssue } from "#server/mail-club/issues/freeze-issue.ts";
import { markIssueMailed } from "#server/mail-club/issues/mark-issue-mailed.ts";
import { cancelSubscription } from "#server/mail-club/subscriptions/cancel-subscription.ts";
import { confirmSubscription } from "#server/mail-club/subscriptions/confirm-subscription.ts";
import { recordSubscriptionPayment } from "#server/mail-club/subscriptions/record-subscription-payment.ts";
import { startSubscription } from "#server/mail-club/subscriptions/start-subscription.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import { ensureSimulatorPlan } from "#server/paypal-simulator/simulator-plans.ts";
import { insertTestMember } from "#tests/support/fixtures/issues.ts";
import { insertTestProduct, testShippingAddress } from "#tests/support/fixtures/orders.ts";
import { startTestPaymentServices } from "#tests/support/fixtures/paypal.ts";
import { refusal } from "#tests/support/refusal.ts";

let payments: Awaited<ReturnType<typeof startTestPaymentServices>>;
let db: Database;
let services: PaymentServices;

beforeAll(async () => {
  payments = await startTestPaymentServices();
  ({ db, services } = payments);
});
afterAll(() => payments?.close());
beforeEach(async () => {
  await db.execute(sql`delete from mail_club_issues`);
  await db.execute(sql`delete from customers`);
  await db.execute(sql`delete from outbox_emails`);
});

const at = (local: string, offset: string) => new Date(`${local}${offset}`);

async function membership(subscriptionId: number) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!row) throw new Error(`no subscription ${subscriptionId}`);
  return row;
}

/** The link an e-mail would carry for the member at `now`, as its query. */
async function linkFor(subscriptionId: number, now: Date, timeZone = services.timeZone) {
  const offer = await skipLinkFor(
    db,
    { publicUrl: services.publicUrl, timeZone },
    await membership(subscriptionId),
    now,
  );
  if (!offer) throw new Error("no skip link offered");
  return { offer, query: queryOf(offer.url) };
}

function queryOf(url: string): SkipLinkQuery {
  const params = new URL(url).searchParams;
  return {
    membership: params.get("membership"),
    issue: params.get("issue"),
    expires: params.get("expires"),
    signature: params.get("signature"),
  };
}

const holdsOf = (subscriptionId: number) =>
  db.select().from(mailClubHolds).where(eq(mailClubHolds.subscriptionId, subscriptionId));

const anonymous = { signedInCustomerId: null };

describe.each([
  { timeZone: "America/New_York", offset: "-05:00", zone: "New York" },
  { timeZone: "Asia/Tokyo", offset: "+09:00", zone: "Tokyo" },
])("a skip link around the cutoff in $timeZone", ({ timeZone, offset, zone }) => {
  const shop = () => ({ ...services, timeZone });
  const joined = at("2026-09-10T12:00:00", offset);
  const lastSecond = at("2026-11-25T23:59:59", offset);
  const midnight = at("2026-11-26T00:00:00", offset);
  const member = (email: string) => insertTestMember(db, { joinedAt: joined, timeZone, email });

  it("names the next issue and expires at its cutoff; confirmed, it skips that issue for its member", async () => {
    const mika = await member("mika@x.test");
    const { offer, query } = await linkFor(
      mika.subscriptionId,
      at("2026-11-20T09:00:00", offset),
      timeZone,
    );
    expect(offer.issue).toBe("December 2026");
    expect(offer.url.startsWith("https://washi.test/mail-club/skip?")).toBe(true);
    expect(query).toMatchObject({
      membership: String(mika.subscriptionId),
      issue: "2026-12",
      expires: String(midnight.getTime() / 1000),
    });

    const options = { ...anonymous, now: lastSecond, timeZone };
    expect(await reviewSkipLink(db, query, options)).toEqual({
      issue: "December 2026",
      followingIssue: "January 2027",
      undoUntil: `the end of November 25, 2026, ${zone} time`,
    });
    const skipped = await skipByLink(shop(), query, { ...anonymous, now: lastSecond });
    expect(skipped.row).toMatchObject({ kind: "skip", firstIssue: "2026-12", issueCount: 1 });
    const [event] = await listMemberHistory(db, mika.subscriptionId);
    expect(event).toMatchObject({
      actor: "mika@x.test",
      action: "mail-club.skip",
      details: { firstIssue: "2026-12", issueCount: 1, via: "email-link" },
    });

    // Used once: the same link again says what is already ahead; e-mails now offer none.
    const again = await refusal(skipByLink(shop(), query, { ...anonymous, now: lastSecond }));
    expect(again.message).toBe(alreadyHeldMessage("skip", issueMonth(2026, 12)));
    expect(
      await skipLinkFor(db, shop(), await membership(mika.subscriptionId), lastSecond),
    ).toBeNull();
  });

  it("is refused from 00:00:00 on the 26th with a message naming its cutoff and the next issue", async () => {
    const kai = await member("kai@x.test");
    const { query } = await linkFor(
      kai.subscriptionId,
      at("2026-11-20T09:00:00", offset),
      timeZone,
    );
    const expected = `This link expired at the December 2026 issue's cutoff (the end of November 25, 2026, ${zone} time). The next issue, January 2027, can still be skipped from your account page until the end of December 25, 2026, ${zone} time.`;
    for (const attempt of [
      () => reviewSkipLink(db, query, { ...anonymous, now: midnight, timeZone }),
      () => skipByLink(shop(), query, { ...anonymous, now: midnight }),
    ]) {
      const refused = await refusal(attempt());
      expect(refused.code).toBe("conflict");
      expect(refused.message).toBe(expected);
    }
    expect(await holdsOf(kai.subscriptionId)).toEqual([]);
  });
});

describe("a skip link refuses", () => {
  const now = new Date("2026-11-20T14:00:00Z");
  const joinedAt = new Date("2026-09-10T16:00:00Z");

  it("any change to its membership, issue, expiry or signature, and skips nobody's issue", async () => {
    const mika = await insertTestMember(db, { joinedAt, email: "mika@x.test" });
    const kai = await insertTestMember(db, { joinedAt, email: "kai@x.test" });
    const { query } = await linkFor(mika.subscriptionId, now);
    const { query: kaisQuery } = await linkFor(kai.subscriptionId, now);
    const changed: SkipLinkQuery[] = [
      { ...query, membership: String(kai.subscriptionId) },
      { ...query, issue: "2027-01" },
      { ...query, expires: String(Number(query.expires) + 31 * 86_400) },
      { ...query, signature: kaisQuery.signature },
      {
        ...query,
        signature: `${query.signature?.slice(0, -1)}${query.signature?.endsWith("A") ? "B" : "A"}`,
      },
      { ...query, signature: null },
      { ...query, membership: "abc" },
      { ...query, issue: "2026-13" },
      { ...query, membership: "999999" },
      {},
    ];
    for (const tampered of changed) {
      const refused = await refusal(skipByLink(services, tampered, { ...anonymous, now }));
      expect(refused.code).toBe("bad_request");
      expect(refused.message).toBe(skipLinkMessages.invalid);
    }
    expect(await holdsOf(mika.subscriptionId)).toEqual([]);
    expect(await holdsOf(kai.subscriptionId)).toEqual([]);
  });

  it("another signed-in customer, while its own member, signed in or not, may use it", async () => {
    const mika = await insertTestMember(db, { joinedAt, email: "mika@x.test" });
    const kai = await insertTestMember(db, { joinedAt, email: "kai@x.test" });
    const { query } = await linkFor(mika.subscriptionId, now);
    const asKai = { signedInCustomerId: kai.customerId, now };
    // One at a time: a refusal not yet awaited would count as unhandled.
    for (const attempt of [
      () => reviewSkipLink(db, query, { ...asKai, timeZone: services.timeZone }),
      () => skipByLink(services, query, asKai),
    ]) {
      const refused = await refusal(attempt());
      expect(refused.code).toBe("forbidden");
      expect(refused.message).toBe(skipLinkMessages.otherCustomer);
    }
    expect(await holdsOf(mika.subscriptionId)).toEqual([]);
    expect(await holdsOf(kai.subscriptionId)).toEqual([]);

    await skipByLink(services, query, { signedInCustomerId: mika.customerId, now });
    expect(await holdsOf(mika.subscriptionId)).toMatchObject([{ firstIssue: "2026-12" }]);
  });

  it("a membership cancelled or already paused, in the hold's own words", async () => {
    const gone = await insertTestMember(db, { joinedAt, email: "gone@x.test" });
    const resting = await insertTestMember(db, { joinedAt, email: "resting@x.test" });
    const { query: goneLink } = await linkFor(gone.subscriptionId, now);
    const { query: restingLink } = await linkFor(resting.subscriptionId, now);
    await db
      .update(subscriptions)
      .set({ status: "cancelled", endedAt: now, cancelledAt: now })
      .where(eq(subscriptions.id, gone.subscriptionId));
    await holdMembership(services, {
      customerId: resting.customerId,
      kind: "pause",
      issueCount: 2,
      now,
    });
    expect((await refusal(skipByLink(services, goneLink, { ...anonymous, now }))).message).toBe(
      holdMessages.notRunning,
    );
    expect((await refusal(skipByLink(services, restingLink, { ...anonymous, now }))).message).toBe(
      alreadyHeldMessage("pause", issueMonth(2027, 1)),
    );
    expect(await skipLinkFor(db, services, await membership(gone.subscriptionId), now)).toBeNull();

    // Once expired, neither is told of a next issue it could skip.
    const later = new Date("2026-12-01T12:00:00Z");
    const expired = skipLinkMessages.expired(issueMonth(2026, 12), services.timeZone, null);
    expect(expired).not.toContain("next issue");
    for (const link of [goneLink, restingLink]) {
      expect(
        (await refusal(skipByLink(services, link, { ...anonymous, now: later }))).message,
      ).toBe(expired);
    }
  });

  it("an issue that is no longer the next one (the shop's time zone moved its cutoff)", async () => {
    const mika = await insertTestMember(db, { joinedAt, email: "mika@x.test" });
    const { query } = await linkFor(mika.subscriptionId, now, "America/New_York");
    // 20:00 in New York on the 25th is already the 26th in Tokyo: December is closed there.
    const later = new Date("2026-11-26T01:00:00Z");
    const tokyo = { ...services, timeZone: "Asia/Tokyo" };
    const refused = await refusal(skipByLink(tokyo, query, { ...anonymous, now: later }));
    expect(refused.message).toBe(
      skipLinkMessages.movedOn(issueMonth(2026, 12), issueMonth(2027, 1)),
    );
    expect(await holdsOf(mika.subscriptionId)).toEqual([]);
  });
});

describe("the Mail Club e-mails", () => {
  /** The skip link in an e-mail's plain text (the HTML has the same address). */
  function skipLinkIn(mail: { text: string; html: string }) {
    const url = /https:\/\/washi\.test\/mail-club\/skip\?[^\s\]]+/.exec(mail.text)?.[0];
    if (!url) throw new Error(`no skip link in: ${mail.text}`);
    expect(mail.html).toContain(url.replaceAll("&", "&amp;"));
    return url;
  }

  async function outbox(template: string) {
    return db.select().from(outboxEmails).where(eq(outboxEmails.template, template));
  }

  it("the receipt and the issue-mailed notice carry a link that skips the member's next issue", async () => {
    const mika = await insertTestMember(db, {
      joinedAt: new Date("2026-09-10T16:00:00Z"),
      email: "mika@x.test",
      firstName: "Mika",
    });
    const issue = await createIssue(db, { month: issueMonth(2027, 2), title: "Winter Birds" });
    await freezeIssue(db, issueMonth(2027, 2), {
      now: new Date("2027-01-26T05:00:00Z"),
      timeZone: services.timeZone,
    });
    const mailedAt = new Date("2027-02-03T16:00:00Z");
    await markIssueMailed(db, issue.id, {
      now: mailedAt,
      shopName: "Washi",
      publicUrl: services.publicUrl,
      timeZone: services.timeZone,
    });
    const [mailed] = await outbox("mail-club-issue-mailed");
    if (!mailed) throw new Error("no issue-mailed e-mail");
    expect(mailed.text).toMatch(
      /Need a break\? Skip the March 2027 issue https:\S+ — you are not charged for it\. The link asks before it skips, and works until the end of February 25, 2027, New York time\./,
    );
    const marchLink = queryOf(skipLinkIn(mailed));
    expect(marchLink.issue).toBe("2027-03");
    await skipByLink(services, marchLink, { ...anonymous, now: mailedAt });
    expect(await holdsOf(mika.subscriptionId)).toMatchObject([{ firstIssue: "2027-03" }]);

    await db.delete(mailClubHolds);
    const row = await membership(mika.subscriptionId);
    const paidAt = new Date();
    await db.transaction((tx) =>
      recordSubscriptionPayment(tx, services, row, { saleId: "S-1", amountCents: 888, paidAt }),
    );
    const [receipt] = await outbox("mail-club-receipt");
    if (!receipt) throw new Error("no receipt");
    const receiptLink = queryOf(skipLinkIn(receipt));
    const review = await reviewSkipLink(db, receiptLink, {
      ...anonymous,
      now: paidAt,
      timeZone: services.timeZone,
    });
    expect(receipt.text).toContain(`Skip the ${review.issue} issue`);
  });

  it("the welcome carries one, the cancellation none", async () => {
    const planProductId = await insertTestProduct(db, {
      kind: "subscription",
      priceCents: 888,
      stock: null,
      flags: { subscription_interval: "monthly", paypal_plan_id: "P-SKIP-USA" },
    });
    await ensureSimulatorPlan(db, { id: "P-SKIP-USA", name: "USA", priceCents: 888 });
    const [customer] = await db
      .insert(customers)
      .values({
        email: "ada@x.test",
        passwordHash: "not-a-real-hash",
        firstName: "Ada",
        lastName: "Sato",
        customerNumber: "C-SKIP-1",
      })
      .returning();
    if (!customer) throw new Error("no customer");
    const started = await startSubscription(services, {
      customer,
      productId: planProductId,
      deliveryAddress: testShippingAddress,
    });
    const approval = new URL(started.approvalUrl);
    await fetch(`${payments.paypal.simulatorUrl}${approval.pathname}`, {
      method: "POST",
      body: new URLSearchParams({
        ba_token: approval.searchParams.get("ba_token") ?? "",
        choice: "subscribe",
      }),
      redirect: "manual",
    });
    await confirmSubscription(services, { customerId: customer.id });
    const [welcome] = await outbox("mail-club-welcome");
    if (!welcome) throw new Error("no welcome");
    const link = queryOf(skipLinkIn(welcome));
    const member = await membership(started.subscriptionId);
    expect(link.issue).toBe(member.firstIssue);
    await reviewSkipLink(db, link, { ...anonymous, now: new Date(), timeZone: services.timeZone });

    await cancelSubscription(services, { customerId: customer.id, by: { member: {} } });
    const [cancelled] = await outbox("mail-club-cancelled");
    expect(cancelled?.text).toBeTruthy();
    expect(cancelled?.text).not.toContain("/mail-club/skip");
    expect(cancelled?.html).not.toContain("/mail-club/skip");
  });
});
