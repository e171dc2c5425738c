import { type Context, Hono } from "hono";
import { type ZodType, z } from "zod";
import { issueSimpleToken } from "#server/accounts/api-tokens.ts";
import { newPasswordField, splitFullName } from "#server/accounts/validation.ts";
import { postalAddressSchema } from "#server/addresses/address-schema.ts";
import type { Database } from "#server/db/client.ts";
import { cartDiscountInput } from "#server/discounts/code-input.ts";
import {
  optionalBearerCustomer,
  parseJsonBody,
  requireBearerCustomer,
} from "#server/http/api/bearer.ts";
import type { ApiShopContext } from "#server/http/api/shop-context.ts";
import {
  toApiHold,
  toApiPlanChange,
  toApiSubscription,
} from "#server/http/api/subscription-shape.ts";
import { clientAddress } from "#server/http/client-address.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { AppError } from "#server/lib/errors.ts";
import { emailField, requiredText } from "#server/lib/text-fields.ts";
import { cancelAnswerSchema } from "#server/mail-club/cancel/cancel-answer.ts";
import { holdMembership, resumeMembership } from "#server/mail-club/holds/hold-membership.ts";
import { holdMessages } from "#server/mail-club/holds/hold-messages.ts";
import { MAX_PAUSE_ISSUES } from "#server/mail-club/holds/hold-span.ts";
import type { PlacedHold } from "#server/mail-club/holds/place-hold.ts";
import { formatIssueMonth } from "#server/mail-club/issue-month.ts";
import { cancelSubscription } from "#server/mail-club/subscriptions/cancel-subscription.ts";
import { changeDeliveryAddress } from "#server/mail-club/subscriptions/change-delivery-address.ts";
import { confirmSubscription } from "#server/mail-club/subscriptions/confirm-subscription.ts";
import { joinMailClub } from "#server/mail-club/subscriptions/join-mail-club.ts";
import { loadJoinablePlan } from "#server/mail-club/subscriptions/joinable-plan.ts";
import { getMemberSubscription } from "#server/mail-club/subscriptions/member-subscription.ts";
import { subscriptionMessages } from "#server/mail-club/subscriptions/subscription-messages.ts";

export const createBody = z.object({
  subscriptionType: z.enum(["usa", "international"]).optional(),
  deliveryAddress: postalAddressSchema,
  productId: z.coerce.number().int().positive().max(2_147_483_647),
  // Sent by the spec's client; the plan id used is always the product's own.
  paypalPlanId: z.string().max(100).optional(),
  guestEmail: emailField.optional(),
  guestName: requiredText("Name is required", 200).optional(),
  // Left out or empty: the account is made without a password and a link to choose one is mailed.
  guestPassword: z.preprocess(
    (value) => (value === "" ? undefined : value),
    newPasswordField().optional(),
  ),
  /** A Mail Club offer's code (decision 041): the first issues at its intro price. */
  discountCode: cartDiscountInput.shape.code.optional(),
});

export const confirmBody = z.object({ subscriptionId: z.string().max(64).optional() });
export const cancelBody = cancelAnswerSchema;
export const addressBody = z.object({ deliveryAddress: postalAddressSchema });
export const pauseBody = z.object({
  issues: z
    .int({ error: holdMessages.issueCount })
    .min(1, { error: holdMessages.issueCount })
    .max(MAX_PAUSE_ISSUES, { error: holdMessages.issueCount }),
});

/** A body that may be left out entirely (spec §7: confirm "or an empty body"). */
async function optionalJsonBody<Schema extends ZodType>(c: Context<HttpEnv>, schema: Schema) {
  if ((await c.req.text()).trim() === "") return schema.parse({}) as z.output<Schema>;
  return parseJsonBody(c, schema);
}

/** The body field a domain refusal names: the address is `deliveryAddress` here. */
function apiFieldOf(field: string) {
  if (field === "customerEmail") return "guestEmail";
  return field.replace(/^shippingAddress\./, "deliveryAddress.");
}

/** PayPal's subscription ids (I-…); a ba_token (BA-…) or anything else names none. */
function subscriptionIdOf(value: string | undefined) {
  return value && /^I-[A-Z0-9]{6,40}$/.test(value) ? value : undefined;
}

/** /api/subscriptions/*: joining the Mail Club and the member's own subscription (spec §7). */
export function createSubscriptionRoutes(db: Database, shopOf: ApiShopContext) {
  const routes = new Hono<HttpEnv>();
  routes.use("/subscriptions/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  routes.post("/subscriptions/create", async (c) => {
    const body = await parseJsonBody(c, createBody);
    const customer = await optionalBearerCustomer(c, db);
    const plan = await loadJoinablePlan(db, body.productId);
    if (body.subscriptionType && body.subscriptionType !== plan.plan) {
      throw new AppError("bad_request", subscriptionMessages.notAPlan);
    }
    c.set("apiFieldName", apiFieldOf);
    const { guestEmail, guestName, guestPassword, deliveryAddress } = body;
    const guest =
      guestEmail && guestName
        ? { email: guestEmail, ...splitFullName(guestName), phone: deliveryAddress.phone }
        : null;
    let token: string | undefined;
    const started = await joinMailClub(await shopOf(c), {
      plan,
      customer,
      guest: guest && { ...guest, password: guestPassword },
      deliveryAddress,
      clientAddress: clientAddress(c),
      discountCode: body.discountCode,
      // A guest's new account outlives a refusal after it (PayPal down): its token goes back
      // with the error too, so trying again is done signed in rather than refused as taken.
      onAccountMade: async (member) => {
        token = (await issueSimpleToken(db, member)).token;
        c.set("refusalExtras", { token });
      },
    });
    return c.json({ success: true, approvalUrl: started.approvalUrl, token }, 201);
  });

  routes.post("/subscriptions/confirm", async (c) => {
    const { customer } = await requireBearerCustomer(c, db);
    const body = await optionalJsonBody(c, confirmBody);
    const { status } = await confirmSubscription(await shopOf(c), {
      customerId: customer.id,
      paypalSubscriptionId: subscriptionIdOf(body.subscriptionId),
    });
    return c.json({ success: true, status });
  });

  routes.get("/subscriptions/me", async (c) => {
    const { customer } = await requireBearerCustomer(c, db);
    const shop = await shopOf(c);
    const subscription = await getMemberSubscription(db, customer.id, shop);
    if (!subscription) throw new AppError("not_found", subscriptionMessages.none);
    return c.json({
      success: true,
      subscription: toApiSubscription(subscription, shop.paypal.autopayUrl),
    });
  });

  routes.post("/subscriptions/cancel", async (c) => {
    const { customer } = await requireBearerCustomer(c, db);
    const body = await optionalJsonBody(c, cancelBody);
    const { status } = await cancelSubscription(await shopOf(c), {
      customerId: customer.id,
      by: { member: body },
    });
    return c.json({ success: true, status });
  });

  // Skips and pauses (decision 024): one answer shape, the hold that now stands or ended.
  const holdAnswer = (c: Context<HttpEnv>, held: PlacedHold) =>
    c.json({ success: true, hold: toApiHold(held.span) });

  routes.post("/subscriptions/skip", async (c) => {
    const { customer } = await requireBearerCustomer(c, db);
    return holdAnswer(
      c,
      await holdMembership(await shopOf(c), { customerId: customer.id, kind: "skip" }),
    );
  });

  routes.post("/subscriptions/pause", async (c) => {
    const { customer } = await requireBearerCustomer(c, db);
    const body = await parseJsonBody(c, pauseBody);
    const held = await holdMembership(await shopOf(c), {
      customerId: customer.id,
      kind: "pause",
      issueCount: body.issues,
    });
    return holdAnswer(c, held);
  });

  routes.post("/subscriptions/resume", async (c) => {
    const { customer } = await requireBearerCustomer(c, db);
    return holdAnswer(c, await resumeMembership(await shopOf(c), { customerId: customer.id }));
  });

  // An address in the other plan's country switches the plan (decision 027): the answer is
  // 202 and PayPal's consent page, and the address waits for the member's approval there.
  routes.put("/subscriptions/delivery-address", async (c) => {
    const { customer } = await requireBearerCustomer(c, db);
    const body = await parseJsonBody(c, addressBody);
    // The domain names the address's own fields (country); here they are under deliveryAddress.
    c.set("apiFieldName", (field) => `deliveryAddress.${field}`);
    const change = await changeDeliveryAddress(await shopOf(c), {
      customerId: customer.id,
      address: body.deliveryAddress,
      confirmPlanChange: true,
    });
    if (change.status === "saved" || change.status === "needs-confirmation") {
      const appliesFrom =
        change.status === "saved" ? change.appliesFrom : change.preview.appliesFrom;
      return c.json({
        success: true,
        delivery_address: body.deliveryAddress,
        applies_from_issue: formatIssueMonth(appliesFrom),
      });
    }
    const switched = toApiPlanChange(change.preview);
    if (change.status === "plan-changed") {
      return c.json({ success: true, delivery_address: body.deliveryAddress, ...switched });
    }
    return c.json({ success: true, approvalUrl: change.approveUrl, ...switched }, 202);
  });

  return routes;
}
