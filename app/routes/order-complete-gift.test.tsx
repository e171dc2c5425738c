/**
 * The gifter's order page for a gift membership: the loader words the gift on the server
 * (whom for, its issues, the e-mail's day or the card) and the page shows it, with the
 * card's link carrying a guest's key, and no link before the payment is complete.
 */
import { sql } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, type RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type BuyerOrder, OrderPage } from "#app/components/orders/order-page.tsx";
import { action, loader } from "#app/routes/order-complete.tsx";
import type { Database } from "#server/db/client.ts";
import { mailClubGifts } from "#server/db/schema.ts";
import { giftMessages } from "#server/mail-club/gifts/gift-messages.ts";
import { giftCardNotYet, giftCardPath } from "#server/mail-club/gifts/gift-wording.ts";
import { placeGiftOrder } from "#server/mail-club/gifts/place-gift-order.ts";
import { payOrder } from "#server/orders/pay-order.ts";
import { setTestGiftPrices, testGiftForm } from "#tests/support/fixtures/gifts.ts";
import { routeContextOf } from "#tests/support/route-context.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;
let context: RouterContextProvider;
const timeZone = "America/New_York";
const orderLife = { publicUrl: "https://washi.test", timeZone };
const now = new Date("2026-11-10T15:00:00Z");

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
  context = routeContextOf(test);
});
afterAll(() => test?.close());
beforeEach(async () => {
  await db.execute(sql`delete from orders`);
  await setTestGiftPrices(db);
});

async function guestGift(overrides: Record<string, unknown>, paid = true) {
  const placed = await placeGiftOrder(db, testGiftForm(overrides), {
    customer: null,
    clientAddress: "192.0.2.9",
    now,
    ...orderLife,
  });
  if (paid) {
    await payOrder(
      db,
      placed.order.id,
      { captureId: `CAPTURE-${placed.order.id}`, paidAt: now },
      orderLife,
    );
  }
  return placed;
}

/** The order page as the guest's link opens it: its order, and the page drawn from it. */
async function page(orderId: number, key: string) {
  const request = new Request(`https://washi.test/order-complete/${orderId}?key=${key}`);
  const answer = (await loader({
    request,
    params: { orderId: String(orderId) },
    context,
  } as never)) as unknown as { data: { state: string; order: BuyerOrder } };
  expect(answer.data.state).toBe("found");
  const { order } = answer.data;
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <OrderPage order={order} signedIn={false} />
    </MemoryRouter>,
  );
  return { order, html };
}

describe("a gift's order page", () => {
  it("offers the guest who tells them the card, with the page's key", async () => {
    const placed = await guestGift({ reveal: "self", revealOn: "" });
    const { order, html } = await page(placed.order.id, placed.accessKey);
    expect(order.gift).toEqual({
      forLine: "For Rosa Recipient",
      issuesLine: "3 issues, February 2027 to April 2027, mailed in the first week of each month.",
      revealLine: "You'll tell them yourself:",
      selfReveal: true,
      cardNotYet: null,
      link: null,
      cardUrl: giftCardPath(placed.order.id, placed.accessKey),
    });
    expect(html).toContain("Your gift");
    const href = giftCardPath(placed.order.id, placed.accessKey).replaceAll("&", "&amp;");
    expect(html).toContain(`<a href="${href}"`);
    expect(html).toContain("Print the gift card (PDF)");
    expect(html).not.toContain("What&#x27;s Next?");
  });

  it("says the day of the e-mail, and has no card to print", async () => {
    const placed = await guestGift({});
    const { order, html } = await page(placed.order.id, placed.accessKey);
    expect(order.gift?.cardUrl).toBeNull();
    expect(html).toContain("They will be e-mailed on January 20, 2027.");
    expect(html).not.toContain("Print the gift card");
  });

  it("has no card's link before the payment is complete", async () => {
    const placed = await guestGift({ reveal: "self", revealOn: "" }, false);
    const { order, html } = await page(placed.order.id, placed.accessKey);
    expect(order.gift?.cardUrl).toBeNull();
    expect(html).toContain(giftCardNotYet);
    expect(html).not.toContain("Print the gift card");
  });

  it("lets the gifter send a new link and release the claim; nobody without the key may", async () => {
    const placed = await guestGift({});
    const { order, html } = await page(placed.order.id, placed.accessKey);
    expect(order.gift?.link).toEqual({ claimed: false, line: "No account holds the gift yet." });
    expect(html).toContain("Send them a new link");
    expect(html).not.toContain("Release it from that account");
    const [before] = await db.select().from(mailClubGifts);
    const post = (intent: string, key: string) =>
      action({
        request: new Request(`https://washi.test/order-complete/${placed.order.id}?key=${key}`, {
          method: "POST",
          body: new URLSearchParams({ intent }),
        }),
        params: { orderId: String(placed.order.id) },
        context,
      } as never) as Promise<unknown>;
    const stranger = (await post("gift-new-link", "x".repeat(43))) as { init: { status: number } };
    expect(stranger.init.status).toBe(404);
    const [untouched] = await db.select().from(mailClubGifts);
    expect(untouched?.linkSecret).toBe(before?.linkSecret);
    expect(await post("gift-new-link", placed.accessKey)).toMatchObject({
      ok: true,
      message: giftMessages.linkRenewed,
    });
    const [renewed] = await db.select().from(mailClubGifts);
    expect(renewed?.linkSecret).not.toBe(before?.linkSecret);
  });
});
