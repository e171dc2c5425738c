import type { Transaction } from "#server/db/client.ts";
import { mailClubGifts } from "#server/db/schema.ts";
import { createSecretToken, hashSecretToken } from "#server/lib/secret-token.ts";
import { GIFT_DELIVERY, giftLineTitle } from "#server/mail-club/gifts/place-gift-order.ts";
import { issueMonthKey } from "#server/mail-club/issue-month.ts";
import { insertOrder } from "#server/orders/insert-order.ts";
import type { DemoCalendar } from "#server/seed/demo-history/demo-calendar.ts";
import type { DemoCustomer } from "#server/seed/demo-history/demo-customers.ts";
import { DEMO_SIGN_IN, demoPeople } from "#server/seed/demo-history/demo-people.ts";

const GIFT_PRICE_CENTS = 4900;

/**
 * The demo sign-in customer's gift: six issues of the USA plan for a friend, bought two months
 * ago and begun with last month's issue, so the gift is on the frozen lists of the issues it
 * has paid for so far and on the next one's forecast. Written as paid, without its e-mails.
 */
export async function insertDemoGift(
  tx: Transaction,
  calendar: DemoCalendar,
  customers: Map<string, DemoCustomer>,
) {
  const gifter = demoPeople.find((person) => person.key === DEMO_SIGN_IN.key);
  const account = customers.get(DEMO_SIGN_IN.key);
  if (!gifter || !account) throw new Error("The demo gift's gifter is missing.");
  const boughtAt = calendar.at(-2, 12, 19);
  const recipientAddress = {
    firstName: "Theo",
    lastName: "Marsh",
    addressLine1: "8 Birch Lane",
    city: "Burlington",
    stateProvince: "VT",
    postalCode: "05401",
    country: "US",
  };
  const order = await insertOrder(
    tx,
    boughtAt,
    {
      customerId: account.id,
      customerEmail: account.email,
      customerName: `${gifter.firstName} ${gifter.lastName}`,
      clientAddress: "demo",
      status: "paid",
      shippingAddress: recipientAddress,
      billingAddress: gifter.address,
      kind: "gift",
      shippingMethod: GIFT_DELIVERY,
      subtotalCents: GIFT_PRICE_CENTS,
      totalCents: GIFT_PRICE_CENTS,
      accessKeyHash: hashSecretToken(createSecretToken()),
      paypalOrderId: "DEMO-GIFT-ORDER",
      paypalCaptureId: "DEMO-GIFT-CAPTURE",
      paidAt: boughtAt,
    },
    [{ title: giftLineTitle("usa", 6), unitPriceCents: GIFT_PRICE_CENTS, quantity: 1 }],
  );
  await tx.insert(mailClubGifts).values({
    orderId: order.id,
    plan: "usa",
    issueCount: 6,
    priceCents: GIFT_PRICE_CENTS,
    firstIssue: issueMonthKey(calendar.month(-1)),
    recipientAddress,
    recipientEmail: "theo@demo.washi.example",
    message: "Something in the mailbox every month that isn't a bill. Happy birthday, Theo!",
    revealOn: null,
    activatedAt: boughtAt,
    createdAt: boughtAt,
  });
}
