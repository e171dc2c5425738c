/**
 * The checkout as the end-to-end specs walk it: the shipping form, PayPal's approval page (the
 * project's simulator), the confirmed order and the order as its buyer reads it back, and the
 * PostgreSQL e2e server's database. Helpers that talk to a shop of a spec's own take its
 * address (`shopUrl`); without it, requests go to the project's baseURL.
 */
import type { Page } from "@playwright/test";
import pg from "pg";
import { databaseUrlVariable, expect } from "#tests/support/fixtures.ts";
import { field } from "#tests/support/form-field.ts";

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

export interface ShippingOptions {
  /** A guest's e-mail (a signed-in customer's is fixed). */
  email?: string;
  /** Mina Park's by default. */
  address?: ShippingAddress;
  /** Ticks 'Create an account after order' with this password. */
  newAccountPassword?: string;
}

/** Fills the checkout form: the e-mail first when given, then the shipping fields. */
export async function fillShipping(page: Page, options: ShippingOptions = {}) {
  const address = options.address ?? minaPark;
  if (options.email) await field(page, "Email").fill(options.email);
  await field(page, "First name").fill(address.firstName);
  await field(page, "Last name").fill(address.lastName);
  await field(page, "Street address").fill(address.street);
  await field(page, "City").fill(address.city);
  await field(page, "State").selectOption(address.state);
  await field(page, "ZIP code").fill(address.postalCode);
  if (options.newAccountPassword) {
    await page.getByLabel("Create an account after order (optional)").check();
    await field(page, "Password for new account").fill(options.newAccountPassword);
  }
}

/** Fills the checkout form of downloads only: the e-mail when given, the names and country. */
export async function fillDigitalBuyer(
  page: Page,
  options: { email?: string; country?: string } = {},
) {
  if (options.email) await field(page, "Email").fill(options.email);
  await expect(page.getByRole("group", { name: "Digital delivery" })).toBeVisible();
  await expect(field(page, "Street address")).toHaveCount(0);
  await field(page, "First name").fill(minaPark.firstName);
  await field(page, "Last name").fill(minaPark.lastName);
  await field(page, "Country").selectOption(options.country ?? "US");
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

/** Expects PayPal's approval page (the simulator's, PayPal's in development). */
export async function expectPayPalApproval(page: Page) {
  await expect(page).toHaveURL(/\/paypal-simulator\/checkoutnow\?token=/);
  await expect(page.getByRole("heading", { name: "Approve your payment" })).toBeVisible();
}

/** On PayPal's approval page: answers with `choice`. */
export async function approveOnPayPal(page: Page, choice: PayPalChoice = "balance") {
  await expectPayPalApproval(page);
  await page.getByRole("button", { name: payPalChoices[choice] }).click();
}

/** Opens the checkout with the cart as it is, fills it and goes on to PayPal's approval page. */
export async function checkOutToPayPal(page: Page, shopUrl = "", options: ShippingOptions = {}) {
  await page.goto(`${shopUrl}/checkout`);
  await fillShipping(page, options);
  await continueButton(page).click();
  await expectPayPalApproval(page);
}

/** On 'Order Confirmed!': the order's number (W-…). */
export async function confirmedOrderNumber(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
  const number = ((await page.getByText(/^Order #W-/).textContent()) ?? "").replace("Order #", "");
  expect(number).toMatch(/^W-[\dA-Z-]+$/);
  return number;
}

/** Checks out the cart as it is and pays with PayPal's balance; answers the order's number. */
export async function checkOutAndPay(page: Page, shopUrl = "", options: ShippingOptions = {}) {
  await checkOutToPayPal(page, shopUrl, options);
  await approveOnPayPal(page);
  return confirmedOrderNumber(page);
}

export interface OrderAsBuyerReadsIt {
  id: number;
  orderNumber: string;
  status: string;
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  shippingTax: number;
  taxIncluded: boolean;
  taxDetails: { jurisdiction: string; region: string; evidence: Record<string, string> } | null;
  total: number;
  paidAt: string | null;
}

/** An order as its buyer reads it with its key: GET /api/orders/{id}?key=… */
export async function orderByKey(page: Page, id: string, key: string, shopUrl = "") {
  const response = await page.request.get(
    `${shopUrl}/api/orders/${id}?key=${encodeURIComponent(key)}`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { order: OrderAsBuyerReadsIt }).order;
}

/** The order behind an /order-complete/{id}?key=… address (the page's own by default). */
export async function orderOfConfirmation(page: Page, orderUrl = page.url()) {
  const url = new URL(orderUrl);
  const id = url.pathname.match(/^\/order-complete\/(\d+)$/)?.[1];
  const key = url.searchParams.get("key");
  expect(id, orderUrl).toBeTruthy();
  expect(key, orderUrl).toBeTruthy();
  return orderByKey(page, id ?? "", key ?? "", url.origin);
}

/**
 * Makes the PayPal simulator of a server started with PAYPAL_SIMULATOR_CONTROLS fail its next
 * `calls` of `operation` with 503, or with `delayMs` answer them that late.
 */
export async function troublePayPal(
  shopUrl: string,
  operation: "create-order" | "capture-order",
  calls: number,
  delayMs?: number,
) {
  const response = await fetch(`${shopUrl}/paypal-simulator/simulator/outages`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ operation, failures: calls, ...(delayMs ? { delayMs } : {}) }),
  });
  expect(response.status).toBe(200);
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
