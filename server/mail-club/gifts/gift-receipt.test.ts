/**
 * The gifter's order confirmation for a gift membership, as written to the outbox when the
 * order is paid: the gift's lines, and the card's link for a customer who tells them
 * themselves; a guest is sent to the order's page, the receipt holding no key of theirs.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Customer } from "#server/accounts/types.ts";
import type { Database } from "#server/db/client.ts";
import { customers, outboxEmails } from "#server/db/schema.ts";
import { giftCardOnOrderPage } from "#server/mail-club/gifts/gift-wording.ts";
import { placeGiftOrder } from "#server/mail-club/gifts/place-gift-order.ts";
import { payOrder } from "#server/orders/pay-order.ts";
import { setTestGiftPrices, testGiftForm } from "#tests/support/fixtures/gifts.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;
const timeZone = "America/New_York";
const orderLife = { publicUrl: "https://washi.test", timeZone };
const now = new Date("2026-11-10T15:00:00Z");

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
});
afterAll(() => test?.close());
beforeEach(async () => {
  await db.execute(sql`delete from outbox_emails`);
  await db.execute(sql`delete from orders`);
  await setTestGiftPrices(db);
});

/** The receipt's plain text once the gift's order is paid. */
async function receiptOf(overrides: Record<string, unknown>, customer: Customer | null = null) {
  const placed = await placeGiftOrder(db, testGiftForm(overrides), {
    customer,
    clientAddress: "192.0.2.11",
    now,
    ...orderLife,
  });
  await payOrder(
    db,
    placed.order.id,
    { captureId: `CAPTURE-${placed.order.id}`, paidAt: now },
    orderLife,
  );
  const [mail] = await db
    .select()
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.template, "order-confirmation"),
        eq(outboxEmails.toAddress, customer?.email ?? "gwen@example.com"),
      ),
    );
  if (!mail) throw new Error("no receipt");
  return { orderId: placed.order.id, text: mail.text.replaceAll(/\s+/g, " "), html: mail.html };
}

const selfReveal = { reveal: "self", revealOn: "" };

describe("a gift's order confirmation", () => {
  it("says whom the gift is for, its issues and the e-mail's day, and promises no tracking", async () => {
    const { text } = await receiptOf({});
    expect(text).toContain("Your gift");
    expect(text).toContain("For Rosa Recipient");
    expect(text).toContain(
      "3 issues, February 2027 to April 2027, mailed in the first week of each month.",
    );
    expect(text).toContain("They will be e-mailed on January 20, 2027.");
    expect(text).not.toContain("tracking once your order ships");
    expect(text).not.toContain("gift card");
  });

  it("links a customer who tells them to the card", async () => {
    const [row] = await db
      .insert(customers)
      .values({
        email: "gwen.customer@example.com",
        passwordHash: "not-a-real-hash",
        firstName: "Gwen",
        lastName: "Gifter",
        customerNumber: "C-GIFT-RECEIPT",
      })
      .returning();
    if (!row) throw new Error("no customer");
    const customer: Customer = { ...row, fullName: "Gwen Gifter" };
    const { orderId, text, html } = await receiptOf(selfReveal, customer);
    const url = `https://washi.test/mail-club/gift/card.pdf?order=${orderId}`;
    expect(text).toContain("You'll tell them yourself:");
    expect(html).toContain(`href="${url}"`);
    expect(text).toContain("Print the gift card (PDF)");
    expect(text).not.toContain(giftCardOnOrderPage);
  });

  it("sends a guest who tells them to the order's page for the card", async () => {
    const { text, html } = await receiptOf(selfReveal);
    expect(text).toContain(`You'll tell them yourself: ${giftCardOnOrderPage}`);
    expect(html).not.toContain("card.pdf");
  });
});
