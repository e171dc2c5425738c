/**
 * Checkout and payment with PayPal, the e-mails (spec §2 Order complete, §8): a guest buys one
 * product through the browser (cart → checkout → the simulator's approval → 'Order
 * Confirmed!') on a built server of its own with SMTP_URL and OWNER_EMAIL set, and a real SMTP
 * server started by the test receives the order confirmation for the buyer (the order number
 * in its subject, the item and the total in its text part) and the new-order notice for the
 * owner. Runs once (desktop, PGlite): it brings its own server.
 */
import {
  type ReceivedMail,
  startTestSmtpServer,
  type TestSmtpServer,
} from "#server/mail/test-smtp-server.ts";
import {
  addToCart,
  approveOnPayPal,
  continueButton,
  demoProductId,
  fillShipping,
} from "#tests/support/checkout-page.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { decodeQuotedPrintable } from "#tests/support/mail-links.ts";
import { type SeededServer, startSeededServer } from "#tests/support/seeded-shop.ts";

const ownerEmail = "maker@washi.example";
const buyerEmail = `mail-journey-${Date.now()}@example.com`;
const tote = { sku: "TOT-001", title: "Botanical Sketch Canvas Tote" }; // $24.00, made to order

let smtp: TestSmtpServer;
let server: SeededServer;

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(({ databaseKind, layout }) => databaseKind !== "pglite" || layout !== "desktop");

test.beforeAll(async () => {
  // Starting a built server of its own can take a while on a busy machine.
  test.setTimeout(120_000);
  smtp = await startTestSmtpServer();
  server = await startSeededServer("pglite", {
    SMTP_URL: smtp.url,
    OWNER_EMAIL: ownerEmail,
  });
});
test.afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

interface ParsedMail {
  subject: string;
  text: string;
}

/** Undoes RFC 2047 encoded words (=?utf-8?Q?…?= and =?utf-8?B?…?=) in a header. */
function decodeHeader(value: string) {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function splitPart(raw: string) {
  const blank = raw.search(/\r?\n\r?\n/);
  const head = (blank === -1 ? raw : raw.slice(0, blank)).replace(/\r?\n[ \t]+/g, " ");
  const body = blank === -1 ? "" : raw.slice(blank).replace(/^\r?\n\r?\n/, "");
  const header = (name: string) =>
    head.match(new RegExp(`^${name}:\\s*(.*)$`, "im"))?.[1]?.trim() ?? "";
  return { header, body };
}

/** The plain-text part of a MIME entity (looking inside multiparts), decoded. */
function textPart(raw: string): string | undefined {
  const { header, body } = splitPart(raw);
  const type = header("Content-Type").toLowerCase();
  if (type.startsWith("multipart/")) {
    const boundary = header("Content-Type").match(/boundary="?([^";]+)"?/i)?.[1];
    if (!boundary) return undefined;
    for (const part of body.split(`--${boundary}`).slice(1)) {
      const found = textPart(part.replace(/^\r?\n/, ""));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (type && !type.startsWith("text/plain")) return undefined;
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString();
  return body;
}

function parseMail(mail: ReceivedMail): ParsedMail {
  const { header } = splitPart(mail.raw);
  return { subject: decodeHeader(header("Subject")), text: textPart(mail.raw) ?? "" };
}

/** Waits for the message to `to` whose subject contains `subjectPart`. */
async function mailTo(to: string, subjectPart: string) {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      () => {
        found = smtp.received
          .filter((mail) => mail.rcptTo.includes(to))
          .map(parseMail)
          .find((mail) => mail.subject.includes(subjectPart));
        return found?.subject;
      },
      { timeout: 30_000, message: `no e-mail to ${to} with '${subjectPart}' in its subject` },
    )
    .toContain(subjectPart);
  return found as ParsedMail;
}

test("a guest's paid order: the buyer's confirmation and the owner's notice arrive over SMTP", async ({
  page,
}) => {
  // One product into the cart, as the product page's form does.
  await addToCart(page, server.url, demoProductId(tote.sku));

  await page.goto(`${server.url}/cart`);
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillShipping(page, { email: buyerEmail });
  await continueButton(page).click();

  // PayPal's approval page (the simulator), then back to the shop.
  await expect(page).toHaveURL(/\/paypal-simulator\/checkoutnow\?token=/);
  await expect(page.getByRole("heading", { name: "Approve your payment" })).toBeVisible();
  await approveOnPayPal(page);
  await expect(page).toHaveURL(/\/order-complete\/\d+\?key=/);
  await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
  const orderNumber = ((await page.getByText(/^Order #W-/).textContent()) ?? "").replace(
    "Order #",
    "",
  );
  expect(orderNumber).toMatch(/^W-[\dA-Z-]+$/);

  // The order as the API reads it back, for its total.
  const url = new URL(page.url());
  const orderId = url.pathname.split("/").pop();
  const answer = await page.request.get(
    `${server.url}/api/orders/${orderId}?key=${url.searchParams.get("key")}`,
  );
  expect(answer.status()).toBe(200);
  const { order } = (await answer.json()) as {
    order: { orderNumber: string; status: string; total: number };
  };
  expect(order.orderNumber).toBe(orderNumber);
  expect(order.status).toBe("paid");
  const total = `$${order.total.toFixed(2)}`;

  // The buyer's confirmation.
  const confirmation = await mailTo(buyerEmail, `#${orderNumber}`);
  expect(confirmation.subject).toBe(`Your Washi Paper Studio order #${orderNumber} is confirmed`);
  expect(confirmation.text).toContain("Hello Mina Park");
  expect(confirmation.text).toContain(tote.title);
  expect(confirmation.text).toContain("$24.00");
  expect(confirmation.text).toContain(total);

  // The owner's notice of the new order.
  const notice = await mailTo(ownerEmail, `#${orderNumber}`);
  expect(notice.subject).toBe(`New order #${orderNumber} (${total})`);
  expect(notice.text).toContain(tote.title);
  expect(notice.text).toContain(buyerEmail);
  expect(notice.text).toContain("12 Paper Lane");

  // One of each, a mail-job pass later: the capture and PayPal's webhook confirm it once.
  await new Promise((resolve) => setTimeout(resolve, 3_500));
  const about = (to: string) =>
    smtp.received.filter(
      (mail) => mail.rcptTo.includes(to) && parseMail(mail).subject.includes(`#${orderNumber}`),
    );
  expect(about(buyerEmail)).toHaveLength(1);
  expect(about(ownerEmail)).toHaveLength(1);
});
