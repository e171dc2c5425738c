/**
 * E-mail verification and guest orders (issue 'Checkout and payment with PayPal', part 7): a
 * guest's order stays out of the account that registers its e-mail until the welcome mail's
 * link (read from a real SMTP server started here) is confirmed; a confirmation link works
 * once; a guest who creates an account at checkout is signed in and finds that order in
 * /orders, while their earlier guest orders wait for the confirmation.
 */
import type { Page } from "@playwright/test";
import { registerAndSignIn, registerOnPage, uniqueEmail } from "#tests/support/account.ts";
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from "#tests/support/axe.ts";
import { addToCart, demoProductId } from "#tests/support/cart.ts";
import { checkOutAndPay } from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { mailsTo, onServer, waitForLink } from "#tests/support/mail.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";

const PASSWORD = "folded-paper-crane";
const pansyId = demoProductId("BKM-004");

/** A guest (or the signed-in customer) buys the made-to-order bookmark with PayPal. */
async function buyBookmark(
  page: Page,
  shopUrl: string,
  options: { email?: string; createAccount?: boolean } = {},
) {
  await addToCart(page, shopUrl, pansyId);
  return checkOutAndPay(page, shopUrl, {
    email: options.email,
    newAccountPassword: options.createAccount ? PASSWORD : undefined,
  });
}

function orderRow(page: Page, orderNumber: string) {
  return page.getByRole("row").filter({ hasText: orderNumber });
}

test.describe("with a mail server of its own", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  test.skip(({ layout }) => layout !== "desktop");

  const server = serverOfItsOwn({ mail: true });

  /** The welcome mail's link (the guest order's confirmation went to this address too). */
  async function welcomeLink(email: string) {
    return onServer(await waitForLink(server.smtp, email, "/verify-email?token="), server.url);
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
    await registerOnPage(page, { fullName: "Mina Park", email, password: PASSWORD }, server.url);
    await expect(page.getByText("Your e-mail address is not confirmed yet.")).toBeVisible();
    await page.goto(`${server.url}/orders`);
    await expect(orderRow(page, orderNumber)).toHaveCount(0);

    // Opening the link only asks; the button confirms, and the guest order joins.
    const link = await welcomeLink(email);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Confirm your e-mail" })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, testInfo, "/verify-email");
    await page.goto(`${server.url}/orders`);
    await expect(orderRow(page, orderNumber)).toHaveCount(0);
    await page.goto(link);
    await page.getByRole("button", { name: "Confirm my e-mail" }).click();
    await expect(page.getByRole("heading", { name: "E-mail confirmed" })).toBeVisible();
    await expect(page.getByText("1 earlier order you placed as a guest")).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, testInfo, "/verify-email confirmed");
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
    // Each click waits for its own answer: the address reads ?verification=sent from the first.
    const click = async () => {
      const posted = page.waitForResponse(
        (response) =>
          response.request().method() === "POST" &&
          new URL(response.url()).pathname.startsWith("/account"),
      );
      await resend.click();
      await posted;
    };
    for (let sent = 0; sent < 3; sent++) {
      await click();
      await expect(page).toHaveURL(/\/account\?verification=sent$/);
      await expect(page.getByText("Confirmation e-mail sent.")).toBeVisible();
    }
    await click();
    await expect(page).toHaveURL(/\/account\?verification=too-many$/);
    await expect(page.getByRole("alert").filter({ hasText: "Not sent" })).toContainText(
      "Please try again in an hour.",
    );
    await expect
      .poll(() => mailsTo(server.smtp, email).length, {
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
