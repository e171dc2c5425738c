import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/lib/errors.ts";
import { formatIssueMonth, issueMonth } from "#server/mail-club/issue-month.ts";
import { issueRecipients } from "#server/mail-club/issues/issue-recipients.ts";
import {
  type AddressChange,
  changeDeliveryAddress,
} from "#server/mail-club/subscriptions/change-delivery-address.ts";
import { subscriptionMessages } from "#server/mail-club/subscriptions/subscription-messages.ts";
import { insertTestMember, testAddress } from "#tests/support/fixtures/issues.ts";
import { insertTestProduct } from "#tests/support/fixtures/orders.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

const timeZone = "America/New_York";
let test: TestDatabase;
let db: Database;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
});
afterAll(() => test?.close());

/** The issue a same-plan change was saved from. */
function savedFrom(change: AddressChange) {
  if (change.status !== "saved") throw new Error(`Not saved: ${change.status}`);
  return change.appliesFrom;
}

const newHome = testAddress({ addressLine1: "7 Willow Court", city: "Salem", postalCode: "97301" });
const at = (iso: string) => new Date(iso);

async function addressesOn(
  month: ReturnType<typeof issueMonth>,
  now: Date,
  subscriptionId: number,
) {
  const list = await issueRecipients(db, month, { now, timeZone });
  return list.recipients.find((r) => r.subscriptionId === subscriptionId)?.address.addressLine1;
}

describe("changeDeliveryAddress", () => {
  it("on the 25th reaches the next month's issue", async () => {
    const member = await insertTestMember(db, { joinedAt: at("2026-09-10T12:00:00-04:00") });
    const now = at("2026-11-25T23:59:59-05:00");
    const appliesFrom = savedFrom(
      await changeDeliveryAddress(
        { db, timeZone },
        { customerId: member.customerId, address: newHome, now },
      ),
    );
    expect(formatIssueMonth(appliesFrom)).toBe("December 2026");
    expect(await addressesOn(issueMonth(2026, 12), now, member.subscriptionId)).toBe(
      "7 Willow Court",
    );
  });

  it("after the cutoff leaves the locked issue at the old address and reaches the one after", async () => {
    const member = await insertTestMember(db, { joinedAt: at("2026-09-10T12:00:00-04:00") });
    const now = at("2026-11-26T00:00:00-05:00");
    const appliesFrom = savedFrom(
      await changeDeliveryAddress(
        { db, timeZone },
        { customerId: member.customerId, address: newHome, now },
      ),
    );
    expect(formatIssueMonth(appliesFrom)).toBe("January 2027");
    // December was frozen first, in the same transaction, with the address it had.
    const december = await issueRecipients(db, issueMonth(2026, 12), { now, timeZone });
    expect(december.frozen).toBe(true);
    expect(
      december.recipients.find((r) => r.subscriptionId === member.subscriptionId)?.address
        .addressLine1,
    ).toBe("12 Lantern Street");
    expect(await addressesOn(issueMonth(2027, 1), now, member.subscriptionId)).toBe(
      "7 Willow Court",
    );
  });

  it("names a new member's first issue when it is later than the next one", async () => {
    const member = await insertTestMember(db, { joinedAt: at("2026-11-26T09:00:00-05:00") });
    const appliesFrom = savedFrom(
      await changeDeliveryAddress(
        { db, timeZone },
        { customerId: member.customerId, address: newHome, now: at("2026-11-27T10:00:00-05:00") },
      ),
    );
    expect(formatIssueMonth(appliesFrom)).toBe("January 2027");
  });

  it("asks to confirm a move abroad on the USA plan, changing nothing yet", async () => {
    await insertTestProduct(db, {
      kind: "subscription",
      priceCents: 988,
      stock: null,
      flags: { subscription_interval: "yearly", paypal_plan_id: "P-TEST-INTL" },
    });
    const member = await insertTestMember(db, { joinedAt: at("2026-09-10T12:00:00-04:00") });
    const abroad = testAddress({ country: "CA", stateProvince: "BC", postalCode: "V5K 0A1" });
    const now = at("2026-11-27T10:00:00-05:00");
    const change = await changeDeliveryAddress(
      { db, timeZone },
      { customerId: member.customerId, address: abroad, now },
    );
    if (change.status !== "needs-confirmation") throw new Error(change.status);
    expect(change.preview).toMatchObject({ plan: "international", priceCents: 988 });
    expect(formatIssueMonth(change.preview.appliesFrom)).toBe("January 2027");
    expect(await addressesOn(issueMonth(2027, 1), now, member.subscriptionId)).toBe(
      "12 Lantern Street",
    );
  });

  it("refuses a customer who is not a member", async () => {
    const former = await insertTestMember(db, {
      joinedAt: at("2026-09-10T12:00:00-04:00"),
      endedAt: at("2026-10-01T12:00:00-04:00"),
    });
    const refusal = changeDeliveryAddress(
      { db, timeZone },
      { customerId: former.customerId, address: newHome },
    );
    await expect(refusal).rejects.toBeInstanceOf(AppError);
    await expect(refusal).rejects.toThrow(subscriptionMessages.none);
  });
});
