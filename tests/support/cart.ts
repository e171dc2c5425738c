/**
 * The cart as the end-to-end specs fill and read it: the demo products' ids, adds posted as
 * the product page's form does (from a browser context, or with plain fetch), and the cart
 * page's lines and summary. Helpers that talk to a shop of a spec's own take its address
 * (`shopUrl`); without it, requests go to the project's baseURL.
 */
import type { Page } from "@playwright/test";
import { demoProducts } from "#server/seed/demo-products.ts";
import { cookiesOf, postForm } from "#tests/support/fetch-form.ts";
import { expect } from "#tests/support/fixtures.ts";

/** A demo product's id by its SKU: the demo shop inserts its products in this order. */
export function demoProductId(sku: string) {
  const index = demoProducts.findIndex((product) => product.sku === sku);
  if (index === -1) throw new Error(`No demo product ${sku}`);
  return String(index + 1);
}

/**
 * Posts the /cart form as a browser without JavaScript would (the shop's Origin, redirects
 * not followed); the cart cookie stays in the page's context.
 */
export function postCart(page: Page, shopUrl: string | undefined, form: Record<string, string>) {
  return page.request.post(`${shopUrl ?? ""}/cart`, {
    form,
    headers: { Origin: shopUrl ?? "" },
    maxRedirects: 0,
  });
}

/**
 * Adds a product to the page's cart as the product page's form does (one, or `extra.quantity`)
 * and expects the 303; answers the response.
 */
export async function addToCart(
  page: Page,
  shopUrl: string | undefined,
  productId: string,
  extra: Record<string, string> = {},
) {
  const response = await postCart(page, shopUrl, { intent: "add", productId, ...extra });
  expect(response.status(), (await response.text()).slice(0, 300)).toBe(303);
  return response;
}

/**
 * Adds one of a product with plain fetch to the cart of `cookie` (a new cart without one),
 * from `address` (X-Forwarded-For) when given. Answers the status and the cookies the shop
 * set, as a Cookie header; throws only when the connection fails.
 */
export async function addToCartByFetch(
  shopUrl: string,
  productId: string,
  { cookie, address }: { cookie?: string; address?: string } = {},
) {
  const response = await postForm(
    `${shopUrl}/cart`,
    { intent: "add", productId },
    {
      origin: shopUrl,
      ...(cookie ? { cookie } : {}),
      ...(address ? { "x-forwarded-for": address } : {}),
    },
  );
  await response.arrayBuffer();
  return { status: response.status, cookie: cookiesOf(response) };
}

/** The lines of the cart page. */
export function cartLines(page: Page) {
  return page.getByRole("region", { name: "Items in your cart" }).getByRole("listitem");
}

/** The order summary of the cart, checkout and order pages. */
export function orderSummary(page: Page) {
  return page.getByRole("region", { name: "Order Summary" });
}
