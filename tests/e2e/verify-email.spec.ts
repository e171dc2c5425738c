/**
 * E-mail verification and guest orders (issue 'Checkout and payment with PayPal', part 7): a
 * guest's order stays out of the account that registers its e-mail until the welcome mail's
 * link (read from a real SMTP server started here) is confirmed; a confirmation link works
 * once; a guest who creates an account at checkout is signed in and finds that order in
 * /orders, while their earlier guest orders wait for the confirmation.
 */
import type { Page, TestInfo } from "@playwright/test";
import { startTestSmtpServer, type TestSmtpServer } from "#server/mail/test-smtp-server.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import {
  addToCart,
  approveOnPayPal,
  continueButton,
  demoProductId,
  field,
  fillShipping,
  onOwnAddress,
  registerAndSignIn,
  uniqueEmail,
} from "#tests/support/checkout-page.ts";
import { type DatabaseKind, expect, test } from "#tests/support/fixtures.ts";
import { findLink } from "#tests/support/mail-links.ts";
import { type SeededServer, startSeededServer } from "#tests/support/seeded-shop.ts";

const PASSWORD = "folded-paper-crane";
const pansyId = demoProductId("BKM-004");

/** A guest (or the signed-in customer) buys the made-to-order bookmark with PayPal. */
async function buyBookmark(
  page: Page,
  shopUrl: string,
  options: { email?: string; createAccount?: boolean } = {},
) {
  await addToCart(page, shopUrl, pansyId);
  await page.goto(`${shopUrl}/checkout`);
  await fillShipping(page, { email: options.email });
  if (options.createAccount) {
    await page.getByLabel("Create an account after order (optional)").check();
    await field(page, "Password for new account").fill(PASSWORD);
  }
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/checkoutnow\?token=/);
  await approveOnPayPal(page);
  await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
  return (await page.getByText(/^Order #/).textContent())?.replace("Order #", "") ?? "";
}

function orderRow(page: Page, orderNumber: string) {
  return page.getByRole("row").filter({ hasText: orderNumber });
}

async function axeAtBothWidths(page: Page, testInfo: TestInfo, label: string) {
  const viewport = page.viewportSize();
  await expectNoAxeViolations(page, testInfo, { label: `${label} (desktop)` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, testInfo, { label: `${label} (phone)` });
  if (viewport) await page.setViewportSize(viewport);
}

test.describe("with a mail server of its own", { tag: "@engine" }, () => {
  let smtp: TestSmtpServer;
  let server: SeededServer;

  test.describe.configure({ mode: "serial", timeout: 120_000 });
  test.skip(({ layout }) => layout !== "desktop");

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const { databaseKind } = test.info().project.use as { databaseKind: DatabaseKind };
    smtp = await startTestSmtpServer();
    server = await startSeededServer(databaseKind, { SMTP_URL: smtp.url });
  });
  test.afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  async function welcomeLink(email: string) {
    let link: string | undefined;
    await expect
      .poll(
        () => {
          // The guest order's confirmation went to this address too: the mail with the link.
          const links = smtp.received
            .filter((message) => message.rcptTo.includes(email))
            .map((message) => findLink(message.raw, "/verify-email?token="));
          link = links.find(Boolean);
          return Boolean(link);
        },
        { timeout: 30_000, message: "the welcome e-mail never arrived" },
      )
      .toBe(true);
    const url = new URL(link as string);
    return `${server.url}${url.pathname}${url.search}`;
  }

  test("a guest order joins the account once the welcome mail's link is confirmed", async ({
    browser,
  }, testInfo) => {
    const email = uniqueEmail("verify");
    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    const orderNumber = await buyBookmark(guestPage, server.url, { email });
    await guest.close();

    // Registering that e-mail proves nothing: the guest order is not in /orders.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/register`);
    await field(page, "Full Name").fill("Mina Park");
    await field(page, "Email").fill(email);
    await field(page, "Password").fill(PASSWORD);
    await field(page, "Confirm Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText("Your e-mail address is not confirmed yet.")).toBeVisible();
    await page.goto(`${server.url}/orders`);
    await expect(orderRow(page, orderNumber)).toHaveCount(0);

    // Opening the link only asks; the button confirms, and the guest order joins.
    const link = await welcomeLink(email);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Confirm your e-mail" })).toBeVisible();
    await axeAtBothWidths(page, testInfo, "/verify-email");
    await page.goto(`${server.url}/orders`);
    await expect(orderRow(page, orderNumber)).toHaveCount(0);
    await page.goto(link);
    await page.getByRole("button", { name: "Confirm my e-mail" }).click();
    await expect(page.getByRole("heading", { name: "E-mail confirmed" })).toBeVisible();
    await expect(page.getByText("1 earlier order you placed as a guest")).toBeVisible();
    await axeAtBothWidths(page, testInfo, "/verify-email confirmed");
    await page.getByRole("link", { name: "View My Orders" }).click();
    await expect(orderRow(page, orderNumber)).toBeVisible();

    // The link worked once; the account no longer offers a new one.
    await page.goto(link);
    await expect(page.getByText("This confirmation link is invalid or has expired.")).toBeVisible();
    await page.goto(`${server.url}/account`);
    await expect(page.getByRole("heading", { name: "My Account" })).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Send the confirmation e-mail again" }),
    ).toHaveCount(0);
    await context.close();
  });

  test("the account page sends the confirmation again, 3 times an hour", async ({ browser }) => {
    const email = uniqueEmail("resend");
    const context = await browser.newContext();
    const page = await context.newPage();
    await registerAndSignIn(page, server.url, { fullName: "Rosa Vale", email, password: PASSWORD });
    await page.goto(`${server.url}/account`);
    const resend = page.getByRole("button", { name: "Send the confirmation e-mail again" });
    for (let sent = 0; sent < 3; sent++) {
      await resend.click();
      await expect(page).toHaveURL(/\/account\?verification=sent$/);
      await expect(page.getByText("Confirmation e-mail sent.")).toBeVisible();
    }
    await resend.click();
    await expect(page).toHaveURL(/\/account\?verification=too-many$/);
    await expect(page.getByRole("alert").filter({ hasText: "Not sent" })).toContainText(
      "Please try again in an hour.",
    );
    await expect
      .poll(() => smtp.received.filter((mail) => mail.rcptTo.includes(email)).length, {
        message: "the welcome e-mail and 3 confirmations",
        timeout: 30_000,
      })
      .toBe(4);
    await context.close();
  });
});

test(
  "a link that is not valid says so and leads to a new one",
  { tag: "@layout" },
  async ({ page }, testInfo) => {
    const response = await page.goto(`/verify-email?token=${"x".repeat(43)}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByText("This confirmation link is invalid or has expired.")).toBeVisible();
    await expectNoAxeViolations(page, testInfo, { label: "/verify-email invalid" });
    await page.getByRole("link", { name: "Sign in to get a new link" }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$|\/login\?returnTo=\/account$/);
  },
);

test("a guest who creates an account at checkout is signed in; earlier guest orders wait", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await onOwnAddress(page); // the account made at checkout counts against the address's limit
  const shopUrl = baseURL ?? "";
  const email = uniqueEmail("checkout-account");
  const earlier = await browser.newContext();
  const earlierNumber = await buyBookmark(await earlier.newPage(), shopUrl, { email });
  await earlier.close();

  const orderNumber = await buyBookmark(page, shopUrl, { email, createAccount: true });
  await expect(page).toHaveURL(/\/order-complete\/\d+$/);
  await page.getByRole("link", { name: "View My Orders" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole("main").getByRole("link", { name: "Order History" }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(orderRow(page, orderNumber)).toBeVisible();
  await expect(orderRow(page, earlierNumber)).toHaveCount(0);
});
