import type { Context } from "hono";
import { html } from "hono/html";
import { page } from "#server/paypal-simulator/approval-page.ts";
import type { SimulatorContext } from "#server/paypal-simulator/context.ts";

/**
 * The stand-in for PayPal's automatic payments page, where a buyer changes the card or bank
 * behind their subscriptions, so the shop's "update your payment method" link leads somewhere.
 */
export function showAutopayPage(c: Context, context: SimulatorContext) {
  return c.html(
    page(
      context,
      "Automatic payments",
      html`<h1>Automatic payments</h1>
      <p>At PayPal, this page lists the shops you pay automatically and lets you change the card
        or bank each one uses. The simulator has no cards to change: PayPal's next try of a failed
        payment is made with <code>POST /simulator/subscriptions/{id}/renew</code>.</p>`,
    ),
    200,
  );
}
