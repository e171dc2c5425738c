/** Test fixtures for gift memberships: placed and paid through the shop's own workflow. */
import type { Database } from "#server/db/client.ts";
import type { PostalAddress } from "#server/db/schema.ts";
import { saveGiftPrices } from "#server/mail-club/gifts/gift-prices.ts";
import { parseGiftInput } from "#server/mail-club/gifts/gift-schema.ts";
import { placeGiftOrder } from "#server/mail-club/gifts/place-gift-order.ts";
import { testAddress } from "#server/mail-club/issues/test-issues.ts";
import { markOrderPaid } from "#server/payments/mark-order-paid.ts";

export const testGiftPrices = [
  { plan: "usa", issueCount: 3, priceCents: 2400 },
  { plan: "international", issueCount: 3, priceCents: 2700 },
  { plan: "usa", issueCount: 6, priceCents: null },
] as const;

export async function setTestGiftPrices(db: Database) {
  await saveGiftPrices(db, [...testGiftPrices]);
}

export const testBillingAddress = testAddress({
  firstName: "Gwen",
  lastName: "Gifter",
  addressLine1: "99 Billing Avenue",
  city: "Austin",
  stateProvince: "TX",
  postalCode: "73301",
});

/** The gift form as a gifter fills it, with `overrides` on top, parsed by the gift schema. */
export function testGiftForm(overrides: Record<string, unknown> = {}) {
  return parseGiftInput(
    {
      issueCount: "3",
      recipientAddress: testAddress({ firstName: "Rosa", lastName: "Recipient" }),
      recipientEmail: "rosa@example.com",
      message: "Happy birthday, Rosa!\nLove, Gwen",
      firstIssue: "2027-02",
      reveal: "email",
      revealOn: "2027-01-20",
      gifterName: "Gwen Gifter",
      gifterEmail: "gwen@example.com",
      billingAddress: testBillingAddress,
      ...overrides,
    },
    null,
  );
}

/** A gift placed at `now` and paid at `paidAt` (default: at once); prices must be set. */
export async function insertPaidTestGift(
  db: Database,
  options: {
    now: Date;
    timeZone: string;
    paidAt?: Date;
    firstIssue: string;
    recipient?: Partial<PostalAddress>;
    overrides?: Record<string, unknown>;
  },
) {
  const input = testGiftForm({
    firstIssue: options.firstIssue,
    reveal: "self",
    revealOn: "",
    recipientAddress: testAddress({
      firstName: "Rosa",
      lastName: "Recipient",
      ...options.recipient,
    }),
    ...options.overrides,
  });
  const placed = await placeGiftOrder(db, input, {
    customer: null,
    clientAddress: "127.0.0.1",
    now: options.now,
    timeZone: options.timeZone,
  });
  await markOrderPaid(db, placed.order.id, {
    captureId: `TEST-CAPTURE-${placed.order.id}`,
    paidAt: options.paidAt ?? options.now,
    publicUrl: "http://shop.test",
    timeZone: options.timeZone,
  });
  return placed;
}
