import type { Database, Transaction } from "#server/db/client.ts";
import { pageTexts } from "#server/db/schema.ts";

/**
 * The demo studio's page texts (decisions.md 6): the home page's hero and intro and the
 * customer-service pages, with the facts of spec §1 and §9. Bodies are Markdown. When a page
 * is shown, `{email}` becomes the shop's owner e-mail, `{countries}` the number of countries
 * the international Mail Club goes to, and `{shipping-rates}` on a line of its own the table
 * of the shipping zones and methods (server/seed/demo-shipping.ts), so no text repeats a
 * setting that can change.
 */
export const demoPages: { key: string; title: string; lead: string; body: string }[] = [
  {
    key: "home-hero",
    title: "Little paper joys, drawn by hand and sent with care",
    lead: "Stickers for your journal, a bookmark for the book on your nightstand, a card for someone you have been meaning to write to. Everything here begins as a watercolour sketch at my desk, then is printed, cut and packed in small batches.",
    body: "- Printed in small batches\n- Packed by hand\n- Ships in 1–2 business days\n",
  },
  {
    key: "home-intro",
    title: "Real mail, with your name on it, every month",
    lead: "Remember the joy of finding a letter among the bills?",
    body: "Mail Club members get an envelope from my studio in the first week of every month: an original painting, a themed surprise and a personal letter, sent by regular post with a real stamp, to the USA and to {countries} countries.\n",
  },
  {
    key: "shipping",
    title: "Shipping Information",
    lead: "Shop orders leave the studio within 1–2 business days; Mail Club letters go out in the first week of every month.",
    body: `## Shop orders

- Every order is packed by hand and ships within **1–2 business days**.
- At checkout you choose how it travels: the table below gives each shipping method's price and delivery time, wherever your order goes.
- When the carrier gives a tracking number, you will find it with your order under [Order History](/orders).

Digital templates are not shipped: your download link arrives by e-mail right after checkout.

## Rates and delivery times

{shipping-rates}

## Mail Club letters

- Join by the **25th** of the month to receive the following month's issue.
- Letters are mailed in the **first week of each month** by standard post with a postal stamp, so they have **no tracking number**.
- The USA plan is for US addresses; the International plan reaches {countries} countries.
- After mailing, letters usually take 3–7 days within the US and 2–4 weeks abroad.
- You can change your delivery address at any time in [My Account](/account). The address is fixed for an issue on the 25th, so a change made later applies from the issue after that.

## Something missing?

If a parcel or a Mail Club letter has not arrived within the times above, write to me at {email} or through the [contact form](/contact) with your name and order number, and I will look into it.
`,
  },
  {
    key: "returns",
    title: "Returns & Damaged Items",
    lead: "Everything is made and packed by hand in small batches, so I can't take returns or exchanges. If something arrives damaged, I will make it right.",
    body: `## No returns or exchanges

All sales are final: I do not accept returns or exchanges of physical items, and digital templates cannot be returned once they have been sent to you.

## If your order arrives damaged

Please e-mail me at {email} as soon as you can, with:

- your order number (it starts with W-),
- a photo of the damaged item and its envelope or box.

I will reply personally and we will sort it out, usually with a replacement.

## Mail Club

You can cancel your membership at any time in [My Account](/account); no further payments are taken. If you cancel after the 25th, you still receive the coming month's letter, which is already paid for.
`,
  },
  {
    key: "faq",
    title: "Frequently Asked Questions",
    lead: "Quick answers about the Mail Club, shipping, cancelling and taxes.",
    body: `## When will my Mail Club letter arrive?

Letters are mailed in the first week of each month by standard post with a stamp, without tracking. Join by the 25th of the month to receive the following month's issue. Mail usually takes 3–7 days within the US and 2–4 weeks to other countries.

## How long does shipping take?

Orders ship within 1–2 business days. How long they then take depends on where they go and the shipping method you choose at checkout: the [shipping page](/shipping#rates-and-delivery-times) gives every method's delivery time and price.

## How do I cancel my Mail Club subscription?

Any time, in a few clicks: sign in, open [My Account](/account) and choose **Cancel** on your Mail Club card. Billing stops at once. If you cancel after the 25th, the coming month's letter is still mailed to you.

## Do I pay taxes or customs fees?

Orders delivered in New York, where the shop is registered, pay New York sales tax at your ZIP code's rate, on the goods and the postage; the checkout shows it before you pay, and so does your receipt. Digital downloads bought from the EU include VAT at your country's rate: the price you see is what you pay. For other international orders and Mail Club letters, your country may charge import duties or taxes on arrival; those are set and collected by your local post, not by the shop.
`,
  },
  {
    key: "privacy",
    title: "Privacy Policy",
    lead: "What this shop stores about you, why, and for how long. There are no advertising or tracking cookies, and your data is never sold.",
    body: `## Who runs this shop

This shop is run by one maker, who is responsible for your data. For any question about it, or to see, correct or delete what is stored about you, write to {email}.

## What is stored, and why

- **Your account**: e-mail address, name, phone number (optional), shipping address, customer number and e-mail preferences, to sign you in, fill in the checkout and show your orders. Your password is stored only as an argon2id hash, never as itself.
- **Orders**: what you bought and for how much, your e-mail, name, phone (optional), shipping and billing address, shipping method, status and tracking number, to send your order, show it to you and keep the shop's accounts.
- **Payments**: made at PayPal. The shop stores PayPal's ids for your order, payment and subscription, never card numbers or bank details, which it never sees.
- **Mail Club**: your plan, its status and dates, the price, your delivery address and the PayPal ids of your monthly payments, to mail every issue to the right address. Each issue's mailing list keeps the address it was sent to.
- **E-mails the shop sends you** (order confirmations, password reset links, Mail Club notices, newsletters): kept in an outbox with their recipient, subject and text until sent, and afterwards as a record of what was sent.
- **Contact messages**: your name, e-mail address and message, to answer you.
- **Newsletter**: your e-mail address and the time you asked for it (your consent), only if you sign up. Every newsletter has an unsubscribe link; the time you unsubscribe is kept as well.
- **Security**: failed sign-ins and password reset requests are counted by e-mail address and network address for about 24 hours, to stop password guessing.

## Cookies

The shop sets only the cookies it needs to work, no advertising or analytics cookies. They cannot be read by scripts on the page.

- **washi_session**: keeps you signed in. It ends after 24 hours without a visit, after 30 days at most, or when you sign out.
- **washi_cart**: remembers your cart for 90 days, signed in or not.
- **washi_checkout**: remembers the order on its way to PayPal and back, for 2 hours.

## Server logs

For each request the server logs the method, the page's path (without its query), the answer's status, its duration and a request id. Passwords, tokens, cookies and network addresses are never written to the logs. Logs are kept only as long as needed to keep the shop running and fix problems.

## Who else sees your data

- **PayPal** processes your payments and Mail Club billing, under its own privacy policy.
- **The e-mail provider** that delivers the shop's messages.
- **The postal service and carriers** see the name and address on your parcel or letter.

Nothing is sold or shared for advertising.

## How long it is kept

- Your account: until you ask for it to be deleted.
- Orders and payment records: as long as tax and accounting law requires, also after an account is deleted (the orders are then no longer linked to it).
- Sign-in sessions: 24 hours without a visit, 30 days at most. Password reset links: 1 hour. E-mail confirmation links: 7 days.
- Contact messages: until they are answered and no longer needed.
- Newsletter: until you unsubscribe.

## Your rights

You can change your details and e-mail preferences in [My Account](/account) at any time, unsubscribe from the newsletter with the link in every issue, and ask for a copy of your data, its correction or its deletion at {email}.
`,
  },
];

/** Inserts the demo page texts (one multi-row insert). */
export async function insertDemoPages(tx: Transaction | Database) {
  await tx.insert(pageTexts).values(demoPages);
  return { pages: demoPages.length };
}
