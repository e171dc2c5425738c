/**
 * The studio's orders (issue 8, Build 4) on a built server of its own with a real SMTP server
 * started by the test: a customer places and pays an order through the PayPal simulator; the
 * maker finds it, marks it shipped with a USPS tracking number; the customer's /orders links
 * that number to USPS, and the SMTP server receives the shipping e-mail with it. A second paid
 * order is refunded in full through PayPal and shows Refunded, to the maker and the customer.
 * axe checks the list and the detail at 1280 px and, in a phone context, at 390 px. Runs once
 * (desktop, PGlite): it brings its own server.
 */
import type { Page } from "@playwright/test";
import { registerAndSignIn, uniqueEmail } from "#tests/support/account.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { addToCart, demoProductId } from "#tests/support/cart.ts";
import { checkOutAndPay } from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { mailsWithSubject, waitForMailWithSubject } from "#tests/support/mail.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";
import { newStudioPage, studioAdminEnv } from "#tests/support/studio.ts";

const tote = demoProductId("TOT-001"); // $24.00, made to order
const pansy = demoProductId("BKM-004"); // $14.00, and $1.50 by letter mail
const uspsNumber = "9400111899223333444455";
const uspsLink = `https://tools.usps.com/go/TrackConfirmAction?tLabels=${uspsNumber}`;
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.describe.configure({ mode: "serial", timeout: 180_000 });
test.skip(({ databaseKind, layout }) => databaseKind !== "pglite" || layout !== "desktop");

const server = serverOfItsOwn({ mail: true, env: studioAdminEnv });

/**
 * A new customer, signed in on `page`, pays for one product through the simulator; answers
 * their e-mail and the order's number.
 */
async function customerWithPaidOrder(page: Page, fullName: string, productId: string) {
  const email = uniqueEmail("studio-order");
  await registerAndSignIn(page, server.url, { fullName, email, password: "folded-paper-crane" });
  await addToCart(page, server.url, productId);
  return { email, orderNumber: await checkOutAndPay(page, server.url) };
}

/** Finds the order in the studio's list by its number and opens it. */
async function openOrder(page: Page, orderNumber: string) {
  await page.goto("/studio/orders");
  await page.getByRole("searchbox", { name: "Search orders" }).fill(orderNumber);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=W-/);
  await page.getByRole("link", { name: orderNumber }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
}

test("the maker ships a paid order: USPS tracking in the customer's history and e-mail", async ({
  page,
  browser,
}, testInfo) => {
  const { email, orderNumber } = await customerWithPaidOrder(page, "Iris Mori", tote);

  const maker = await newStudioPage(browser, "/studio/orders", { baseURL: server.url });
  await expect(maker.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await maker.getByRole("link", { name: /^Paid/ }).click();
  await expect(maker.getByRole("link", { name: /^Paid/ })).toHaveAttribute("aria-current", "page");
  await expect(maker.getByRole("row").filter({ hasText: orderNumber })).toContainText(
    `Mina Park${email}`,
  );
  await expectNoAxeViolations(maker, testInfo, { label: "orders list, 1280 px" });

  await openOrder(maker, orderNumber);
  const detail = maker.getByRole("main");
  await expect(detail.getByRole("row", { name: /Botanical Sketch Canvas Tote/ })).toContainText(
    "$24.00",
  );
  await expect(detail).toContainText(email);
  // Only the moves the state machine allows from Paid.
  await expect(maker.getByRole("button", { name: "Mark Processing" })).toBeVisible();
  await expect(maker.getByRole("button", { name: "Refund in full" })).toBeVisible();
  await expect(maker.getByRole("button", { name: "Mark Delivered" })).toHaveCount(0);
  await expect(maker.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await expectNoAxeViolations(maker, testInfo, { label: "order detail, 1280 px" });

  // A number that is not USPS's is refused in words, and nothing is sent.
  await maker.getByLabel("Tracking number").fill("12345");
  await maker.getByRole("button", { name: "Mark Shipped and e-mail the customer" }).click();
  await expect(maker.getByText("Nothing was changed")).toBeVisible();
  await expect(maker.getByText("A USPS tracking number has 20 to 22 digits")).toBeVisible();

  await maker.getByRole("combobox", { name: "Carrier" }).selectOption("USPS");
  await maker.getByLabel("Tracking number").fill("9400 1118 9922 3333 4444 55");
  await maker.getByRole("button", { name: "Mark Shipped and e-mail the customer" }).click();
  await expect(maker.getByRole("main").getByRole("status")).toContainText(
    `Shipped (USPS ${uspsNumber})`,
  );
  await expect(detail.getByText("Shipped", { exact: true }).first()).toBeVisible();
  await expect(maker.getByRole("link", { name: new RegExp(`USPS ${uspsNumber}`) })).toHaveAttribute(
    "href",
    uspsLink,
  );
  await expect(maker.getByRole("button", { name: "Mark Delivered" })).toBeVisible();

  // The packing slip is a PDF.
  const slip = await maker.request.get(
    (await maker.getByRole("link", { name: "Packing slip (PDF)" }).getAttribute("href")) ?? "",
  );
  expect(slip.headers()["content-type"]).toBe("application/pdf");

  // The customer's history links the number to USPS.
  await page.goto(`${server.url}/orders`);
  const row = page.getByRole("row").filter({ hasText: orderNumber });
  await expect(row).toContainText("Shipped");
  await expect(row.getByRole("link", { name: new RegExp(`USPS ${uspsNumber}`) })).toHaveAttribute(
    "href",
    uspsLink,
  );

  // The shipping e-mail, once, with the number and the USPS link.
  const shipped = `#${orderNumber} has shipped`;
  const mail = await waitForMailWithSubject(server.smtp, email, shipped);
  expect(mail.text).toContain(`USPS: ${uspsNumber}`);
  expect(mail.text).toContain(uspsLink);
  await new Promise((resolve) => setTimeout(resolve, 3_500));
  expect(mailsWithSubject(server.smtp, email, shipped)).toHaveLength(1);

  // The same screens at 390 px, in a phone's browser.
  const phoneMaker = await newStudioPage(browser, "/studio/orders", {
    ...phone,
    baseURL: server.url,
  });
  await expect(phoneMaker.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await expectNoAxeViolations(phoneMaker, testInfo, { label: "orders list, 390 px" });
  await openOrder(phoneMaker, orderNumber);
  await expectNoAxeViolations(phoneMaker, testInfo, { label: "order detail, 390 px" });
  await phoneMaker.context().close();
  await maker.context().close();
});

test("the maker refunds a second paid order in full through PayPal", async ({
  page,
  browser,
}, testInfo) => {
  const { orderNumber } = await customerWithPaidOrder(page, "Ren Okada", pansy);

  const maker = await newStudioPage(browser, "/studio/orders", { baseURL: server.url });
  await openOrder(maker, orderNumber);
  await maker.getByRole("button", { name: "Refund in full" }).click();
  const dialog = maker.getByRole("dialog", { name: "Refund $15.50 to Mina Park?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(maker, testInfo, { label: "refund dialog, 1280 px" });
  // A double click: the dialog closes with the first, and PayPal refunds once.
  await dialog.getByRole("button", { name: "Refund $15.50 through PayPal" }).dblclick();
  await expect(maker.getByRole("main").getByRole("status")).toContainText(
    "PayPal refunded the order in full",
  );
  await expect(
    maker.getByRole("main").getByText("Refunded", { exact: true }).first(),
  ).toBeVisible();
  await expect(maker.getByText("PayPal refund ID")).toBeVisible();
  await expect(maker.getByText("there is nothing more to do with it")).toBeVisible();
  await expect(maker.getByRole("button", { name: "Refund in full" })).toHaveCount(0);
  await expect(maker.getByRole("listitem").filter({ hasText: "Refunded in full" })).toHaveCount(1);

  await maker.goto("/studio/orders?status=refunded");
  await expect(maker.getByRole("row").filter({ hasText: orderNumber })).toContainText("Refunded");

  await page.goto(`${server.url}/orders`);
  await expect(page.getByRole("row").filter({ hasText: orderNumber })).toContainText("Refunded");
  await maker.context().close();
});
