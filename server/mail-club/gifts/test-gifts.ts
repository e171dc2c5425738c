/** Test fixtures for gift memberships: placed and paid through the shop's own workflow. */
import { eq } from "drizzle-orm";
import { registerCustomer } from "#server/accounts/register-customer.ts";
import type { Database } from "#server/db/client.ts";
import { mailClubGifts, type PostalAddress } from "#server/db/schema.ts";
import { giftLinkPath, readGiftLink } from "#server/mail-club/gifts/gift-link.ts";
import { saveGiftPrices } from "#server/mail-club/gifts/gift-prices.ts";
import { parseGiftInput } from "#server/mail-club/gifts/gift-schema.ts";
import { placeGiftOrder } from "#server/mail-club/gifts/place-gift-order.ts";
import { testAddress } from "#server/mail-club/issues/test-issues.ts";
import { payOrder } from "#server/orders/pay-order.ts";

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
  const orderLife = { publicUrl: "http://shop.test", timeZone: options.timeZone };
  const placed = await placeGiftOrder(db, input, {
    customer: null,
    clientAddress: "127.0.0.1",
    now: options.now,
    ...orderLife,
  });
  await payOrder(
    db,
    placed.order.id,
    { captureId: `TEST-CAPTURE-${placed.order.id}`, paidAt: options.paidAt ?? options.now },
    orderLife,
  );
  return placed;
}

let testCustomers = 0;

/** A new account (each from its own address, clear of the sign-up limit), as a recipient makes. */
export function newTestCustomer(db: Database) {
  testCustomers += 1;
  return registerCustomer(
    db,
    {
      email: `rosa-${testCustomers}-${Date.now()}@example.com`,
      password: "correct horse battery",
      firstName: "Rosa",
      lastName: "Recipient",
    },
    {
      clientAddress: `10.9.${Math.floor(testCustomers / 250)}.${testCustomers % 250}`,
      publicUrl: "https://washi.test",
    },
  );
}

/** A gift of February to April 2027 placed and paid on 10 November 2026, with its link's parts. */
export async function paidTestGiftWithLink(db: Database, timeZone: string) {
  const now = new Date("2026-11-10T15:00:00Z");
  const placed = await insertPaidTestGift(db, { now, timeZone, firstIssue: "2027-02" });
  const [gift] = await db.select().from(mailClubGifts).where(eq(mailClubGifts.id, placed.giftId));
  if (!gift) throw new Error("no gift");
  const path = giftLinkPath(gift, timeZone);
  const link = readGiftLink(new URL(path, "https://washi.test").searchParams);
  if (!link) throw new Error(path);
  return { ...placed, link };
}
