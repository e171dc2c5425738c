/**
 * Postage (issue 21): the checkout for a US address offers letter mail and a tracked parcel
 * at the demo shop's rates, the order's total includes the one chosen and so does the PayPal
 * order's breakdown (read from the simulator, which checks the breakdown adds up); an order
 * over the USA's threshold ships free; a country the shop does not serve is not offered.
 */
import type { Page } from "@playwright/test";
import { addToCart, demoProductId, orderSummary } from "#tests/support/cart.ts";
import { continueButton, expectPayPalApproval, fillShipping } from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { field } from "#tests/support/form-field.ts";
import { waitForHydration } from "#tests/support/hydration.ts";
import { basicAuthorization, testMerchant } from "#tests/support/simulator-merchant.ts";

test.skip(({ layout }) => layout !== "desktop");

function method(page: Page, name: RegExp) {
  return page.getByRole("group", { name: "Shipping method" }).getByRole("radio", { name });
}

/** The PayPal order as the simulator holds it, read with the merchant's own token. */
async function paypalOrder(baseURL: string, paypalOrderId: string) {
  const simulator = `${baseURL}/paypal-simulator`;
  const token = await fetch(`${simulator}/v1/oauth2/token`, {
    method: "POST",
    headers: {
      Authorization: basicAuthorization(testMerchant),
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: "grant_type=client_credentials",
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const order = await fetch(`${simulator}/v2/checkout/orders/${paypalOrderId}`, {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  return (await order.json()) as {
    purchase_units: { amount: { value: string; breakdown: Record<string, { value: string }> } }[];
  };
}

test("a US letter or tracked parcel at its price, in the total and in PayPal's breakdown", async ({
  page,
  baseURL,
}) => {
  await addToCart(page, baseURL, demoProductId("STK-002"));
  await page.goto("/checkout");
  await waitForHydration(page);
  const letter = method(page, /Letter mail, untracked/);
  const tracked = method(page, /Tracked parcel/);
  await expect(letter).toBeChecked();
  await expect(page.getByRole("group", { name: "Shipping method" })).toContainText("$1.50");
  await expect(page.getByRole("group", { name: "Shipping method" })).toContainText("$5.50");
  await expect(orderSummary(page)).toContainText("$6.00");

  await tracked.check();
  await expect(orderSummary(page)).toContainText("Shipping · Tracked parcel");
  await expect(orderSummary(page)).toContainText("$10.00");
  await fillShipping(page, { email: `postage-${Date.now()}@example.com` });
  await continueButton(page).click();
  await expectPayPalApproval(page);
  const paypalOrderId = new URL(page.url()).searchParams.get("token") ?? "";
  const [unit] = (await paypalOrder(baseURL ?? "", paypalOrderId)).purchase_units;
  expect(unit?.amount.value).toBe("10.00");
  expect(unit?.amount.breakdown.shipping?.value).toBe("5.50");
  expect(unit?.amount.breakdown.item_total?.value).toBe("4.50");
});

test("over the USA's $35 the cheapest way ships free; abroad it costs", async ({
  page,
  baseURL,
}) => {
  await addToCart(page, baseURL, demoProductId("STK-002"), { quantity: "8" });
  await page.goto("/checkout");
  await waitForHydration(page);
  const letter = method(page, /Letter mail, untracked/);
  await expect(letter).toBeChecked();
  await expect(letter).toHaveAccessibleName(/Free/);
  await expect(orderSummary(page)).toContainText("$36.00");

  // Germany: no free postage, Europe's letter rate, and no state to give.
  await field(page, "Country").selectOption("DE");
  await expect(method(page, /Letter mail, untracked/)).toHaveAccessibleName(/\$3\.50/);
  await expect(orderSummary(page)).toContainText("$39.50");
  // North Korea is not served by the demo shop: it cannot be chosen.
  await expect(field(page, "Country").locator("option", { hasText: "North Korea" })).toHaveCount(0);
});
