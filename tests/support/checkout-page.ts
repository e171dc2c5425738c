/**
 * Helpers for the end-to-end specs that shop and check out: the demo products' ids, the cart,
 * the checkout form, PayPal's approval page (the project's simulator), registration, and the
 * PostgreSQL e2e server's database. Helpers that talk to the shop take its address
 * (`shopUrl`): the project's `baseURL`, or the URL of a server the spec started itself.
 */
import type { Page } from "@playwright/test";
import pg from "pg";
import { demoProducts } from "#server/db/seed/demo-products.ts";
import { databaseUrlVariable, expect } from "#tests/support/fixtures.ts";

/** A demo product's id by its SKU: the demo shop inserts its products in this order. */
export function demoProductId(sku: string) {
  const index = demoProducts.findIndex((product) => product.sku === sku);
  if (index === -1) throw new Error(`No demo product ${sku}`);
  return String(index + 1);
}

/**
 * Adds one of a product to the cart as the product page's form does (POST /cart with the
 * shop's Origin) and expects the 303. Without `shopUrl`, the request goes to the page's own
 * baseURL with an empty Origin.
 */
export async function addToCart(page: Page, shopUrl: string | undefined, productId: string) {
  const response = await page.request.post(`${shopUrl ?? ""}/cart`, {
    form: { intent: "add", productId },
    headers: { Origin: shopUrl ?? "" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

/** A form field by its label (a required field's label ends in ' *'), inside the main content. */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByRole("main").getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

/**
 * Gives the page's requests an address of their own (X-Forwarded-For, which the shared e2e
 * servers trust), so what this test does counts against its own rate limits only.
 */
export async function onOwnAddress(page: Page) {
  const part = () => Math.floor(Math.random() * 254) + 1;
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `198.18.${part()}.${part()}` });
}

/** An e-mail address no other test (or earlier run) has used: `{label}-{time}-{random}@example.com`. */
export function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** What the checkout form's shipping fields are filled with (a US address). */
export interface ShippingAddress {
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
}

/** The buyer most specs check out as: Mina Park, 12 Paper Lane, Portland, OR 97201. */
export const minaPark: ShippingAddress = {
  firstName: "Mina",
  lastName: "Park",
  street: "12 Paper Lane",
  city: "Portland",
  state: "OR",
  postalCode: "97201",
};

/**
 * Fills the checkout form's shipping fields with `address` (Mina Park's by default), and the
 * e-mail first when one is given (a signed-in customer's is fixed).
 */
export async function fillShipping(
  page: Page,
  options: { email?: string; address?: ShippingAddress } = {},
) {
  const address = options.address ?? minaPark;
  if (options.email) await field(page, "Email").fill(options.email);
  await field(page, "First name").fill(address.firstName);
  await field(page, "Last name").fill(address.lastName);
  await field(page, "Street address").fill(address.street);
  await field(page, "City").fill(address.city);
  await field(page, "State/Province").selectOption(address.state);
  await field(page, "Postal code").fill(address.postalCode);
}

/** The checkout form's submit button. */
export function continueButton(page: Page) {
  return page.getByRole("button", { name: "Continue to Payment" });
}

/** The buyer's answers on the simulator's approval page, by the buttons' names. */
export const payPalChoices = {
  balance: "Pay with PayPal balance",
  "pending-review": "Pay with an account that needs a pending review",
  "declined-card": "Pay with a card that will be declined",
  cancel: "Cancel and return to the shop",
} as const;
export type PayPalChoice = keyof typeof payPalChoices;

/** On the simulator's approval page (PayPal's in development): answers with `choice`. */
export async function approveOnPayPal(page: Page, choice: PayPalChoice = "balance") {
  await page.getByRole("button", { name: payPalChoices[choice] }).click();
}

/**
 * Registers a customer through POST /register (the shop's Origin) and expects the 303; the
 * session cookie it sets signs the page's browser context in. Without `shopUrl`, the request
 * goes to the page's own baseURL with an empty Origin. Registrations are rate-limited per
 * address (10 an hour from 127.0.0.1).
 */
export async function registerAndSignIn(
  page: Page,
  shopUrl: string | undefined,
  customer: { fullName: string; email: string; password: string },
) {
  const { fullName, email, password } = customer;
  const response = await page.request.post(`${shopUrl ?? ""}/register`, {
    form: { fullName, email, password, confirmPassword: password },
    headers: { Origin: shopUrl ?? "" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

/** Runs `work` with a client on the PostgreSQL e2e server's own database (postgres project only). */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: process.env[databaseUrlVariable.postgres] });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
