import type { Context } from "hono";
import { html } from "hono/html";
import { approvalCart, approvalCartStyles } from "#server/paypal-simulator/approval-cart.ts";
import type { SimulatorContext } from "#server/paypal-simulator/context.ts";
import { accountIdOf } from "#server/paypal-simulator/ids.ts";
import { printable } from "#server/paypal-simulator/printable.ts";
import { readFormBody } from "#server/paypal-simulator/read-form-body.ts";
import { readRecord, writeRecord } from "#server/paypal-simulator/records.ts";
import {
  type BuyerChoice,
  isAwaitingApproval,
  type SimulatedOrder,
} from "#server/paypal-simulator/simulated-order.ts";

const choices: Record<string, { label: string; buyer?: BuyerChoice }> = {
  balance: { label: "Pay with PayPal balance", buyer: "balance" },
  "declined-card": { label: "Pay with a card that will be declined", buyer: "declined-card" },
  "pending-review": {
    label: "Pay with an account that needs a pending review",
    buyer: "pending-review",
  },
  cancel: { label: "Cancel and return to the shop" },
};

/** A simulator page in the approval pages' look: its <h1> and text are in `content`. */
export function page(context: SimulatorContext, title: string, content: unknown) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} – PayPal simulator</title>
    <link rel="stylesheet" href="${context.publicBaseUrl}/simulator/approval.css" />
  </head>
  <body>
    <main>
      <p class="badge">PayPal simulator</p>
      ${content}
    </main>
  </body>
</html>`;
}

/** GET /checkoutnow?token={orderId}: the buyer's approval, a plain form that needs no script. */
export async function showApprovalPage(c: Context, context: SimulatorContext) {
  const orderId = c.req.query("token") ?? "";
  const order = await readRecord<SimulatedOrder>(context.db, "order", orderId);
  if (!order) {
    return c.html(
      page(
        context,
        "Payment not found",
        html`<h1>Payment not found</h1>
      <p>There is no PayPal order ${orderId}.</p>`,
      ),
      404,
    );
  }
  const unit = order.purchase_units[0];
  if (!isAwaitingApproval(order)) {
    return c.html(
      page(
        context,
        "Payment already approved",
        html`<h1>Payment already approved</h1>
      <p>This PayPal order is ${order.status.toLowerCase()}; there is nothing left to approve.</p>`,
      ),
    );
  }
  return c.html(
    page(
      context,
      "Approve your payment",
      html`<h1>Approve your payment</h1>
      <p>${printable(order.brandName ?? "The shop")} asks for
        <strong>${unit?.amount.value} ${unit?.amount.currency_code}</strong>
        (order ${printable(unit?.invoice_id ?? order.id)}).</p>
      ${unit ? approvalCart(unit) : ""}
      <p>Nothing is charged: this page stands in for PayPal while the shop runs with its simulator.</p>
      <form method="post" action="${context.publicBaseUrl}/checkoutnow">
        <input type="hidden" name="token" value="${order.id}" />
        <label>The PayPal account's country
          <input name="payerCountry" value="US" maxlength="2" pattern="[A-Za-z]{2}" autocomplete="off" /></label>
        <fieldset>
          <legend>How the simulated buyer pays</legend>
          ${Object.entries(choices).map(
            ([value, { label }]) =>
              html`<button type="submit" name="choice" value="${value}"
                class="${value === "cancel" ? "secondary" : ""}">${label}</button>`,
          )}
        </fieldset>
      </form>`,
    ),
  );
}

/** POST /checkoutnow: approves (with the chosen buyer) or cancels, then back to the shop (303). */
export async function answerApprovalPage(c: Context, context: SimulatorContext) {
  const form = await readFormBody(c);
  const orderId = String(form.token ?? "");
  const choice = choices[String(form.choice ?? "")];
  const order = await readRecord<SimulatedOrder>(context.db, "order", orderId);
  if (!order || !choice) {
    return c.html(
      page(
        context,
        "Payment not found",
        html`<h1>Payment not found</h1>
      <p>Go back to the shop and start the payment again.</p>`,
      ),
      404,
    );
  }
  if (!choice.buyer) return redirectTo(c, order.cancelUrl, { token: order.id });
  if (!isAwaitingApproval(order)) return redirectTo(c, order.returnUrl, { token: order.id });

  const email = "sam.buyer@example.com";
  const payerId = accountIdOf(email);
  order.status = "APPROVED";
  order.buyerChoice = choice.buyer;
  order.payer = {
    name: { given_name: "Sam", surname: "Buyer" },
    email_address: email,
    payer_id: payerId,
    address: { country_code: payerCountryOf(form.payerCountry) },
  };
  order.update_time = context.clock().toISOString();
  await writeRecord(context.db, "order", order.id, order);
  return redirectTo(c, order.returnUrl, { token: order.id, PayerID: payerId });
}

/** The country the simulated buyer's account is in: two letters, US unless the page said. */
function payerCountryOf(value: unknown) {
  const code = String(value ?? "")
    .trim()
    .toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : "US";
}

/** 303 to the shop's `url` with `query` added, or a closing page when it gave none. */
export function redirectTo(c: Context, url: string | undefined, query: Record<string, string>) {
  if (!url) {
    return c.html(html`<!doctype html><html lang="en"><head><meta charset="utf-8" />
      <title>Done – PayPal simulator</title></head><body><main><h1>Done</h1>
      <p>The order gave no address to return to; you can close this page.</p></main></body></html>`);
  }
  const target = new URL(url);
  for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
  return c.redirect(target.toString(), 303);
}

export const approvalStyles = `
:root { color-scheme: light; font-family: system-ui, sans-serif; color: #1a1a1a; background: #f5f7fa; }
body { margin: 0; }
main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px;
  box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
@media (max-width: 30rem) { main { margin: 0; border-radius: 0; min-height: 100vh; box-sizing: border-box; } }
.badge { display: inline-block; margin: 0 0 1rem; padding: 0.25rem 0.6rem; border-radius: 999px;
  background: #003087; color: #fff; font-size: 0.875rem; font-weight: 600; }
h1 { font-size: 1.5rem; margin: 0 0 0.75rem; }
fieldset { border: 0; padding: 0; margin: 1.5rem 0 0; display: grid; gap: 0.75rem; }
legend { font-weight: 600; margin-bottom: 0.75rem; }
button { font: inherit; font-weight: 600; min-height: 48px; padding: 0.75rem 1rem; border-radius: 999px;
  border: 2px solid #003087; background: #ffc439; color: #111; cursor: pointer; text-align: center; }
button.secondary { background: #fff; color: #003087; }
button:focus-visible { outline: 3px solid #0070e0; outline-offset: 2px; }
${approvalCartStyles}`;
