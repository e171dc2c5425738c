/**
 * Order History leads on to each order (spec §2 /orders, §6 'view order history and order
 * details'): a customer who bought something opens /orders and follows the order's number to
 * the order's own page. The product is made to order, so other specs' stock is untouched.
 */
import { registerAndSignIn, uniqueEmail } from "#tests/support/account.ts";
import { addToCart, demoProductId } from "#tests/support/cart.ts";
import { checkOutAndPay } from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";

const pansy = { id: demoProductId("BKM-004"), title: "Pressed Pansy Bookmark" };

test("a customer opens an order from the order history", async ({ page, baseURL }) => {
  await registerAndSignIn(page, baseURL, {
    fullName: "Iris Mori",
    email: uniqueEmail("history"),
    password: "folded-paper-crane",
  });
  await addToCart(page, baseURL, pansy.id);
  const number = await checkOutAndPay(page);

  await page.goto("/orders");
  await page
    .getByRole("row")
    .filter({ hasText: number })
    .getByRole("link", { name: number })
    .click();

  await expect(page).toHaveURL(/\/order-complete\/\d+$/);
  await expect(page.getByText(`Order #${number}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Order Summary" })).toContainText(
    `${pansy.title} x 1`,
  );
});
