import { z } from "zod";
import { money } from "#server/paypal-simulator/order-request.ts";

const returnUrl = z.url().min(10).max(4000);

const quantity = z
  .string()
  .min(1)
  .max(32)
  .regex(/^([0-9]+|([0-9]+)?[.][0-9]+)$/);

/** application_context: both URLs are required when it is given. */
const applicationContext = z.object({
  brand_name: z.string().min(1).max(127).optional(),
  shipping_preference: z.enum(["GET_FROM_FILE", "NO_SHIPPING", "SET_PROVIDED_ADDRESS"]).optional(),
  user_action: z.enum(["CONTINUE", "SUBSCRIBE_NOW"]).optional(),
  return_url: returnUrl,
  cancel_url: returnUrl,
});

/** plan_override: its `taxes` (taxes_override) is the part the simulator keeps and charges. */
const planOverride = z.object({
  taxes: z
    .object({
      percentage: z.string().regex(/^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/),
      inclusive: z.boolean().default(true),
    })
    .optional(),
});

/**
 * The part of `subscription_request_post` the simulator understands: the plan override's
 * `taxes` is kept and charged. Not simulated, and ignored: a later start_time,
 * shipping_amount, the other plan overrides, payment_source.
 */
export const subscriptionRequestSchema = z.object({
  plan_id: z.string().min(3).max(50),
  quantity: quantity.optional(),
  custom_id: z
    .string()
    .min(1)
    .max(127)
    .regex(/^[\x20-\x7E]+$/)
    .optional(),
  subscriber: z
    .object({
      email_address: z
        .string()
        .min(3)
        .max(254)
        .regex(/^.+@[^"-].+$/)
        .optional(),
      name: z
        .object({
          given_name: z.string().max(140).optional(),
          surname: z.string().max(140).optional(),
        })
        .optional(),
    })
    .optional(),
  plan: planOverride.optional(),
  application_context: applicationContext.optional(),
});

export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;

const reason = z.string().min(1).max(128);

/** subscription_cancel_request and subscription_suspend_request: a reason is required. */
export const cancelRequestSchema = z.object({ reason });
export const suspendRequestSchema = cancelRequestSchema;

/** subscription_activate_request: its reason is described as required but not listed so. */
export const activateRequestSchema = z.object({ reason: reason.optional() });

/**
 * The part of `subscription_revise_request` the simulator understands: the plan to switch to
 * and the application_context of the buyer's consent page. Checked, but not simulated and
 * ignored: quantity (no simulated plan supports one) and shipping_amount (not billed, as at
 * creation); shipping_address and plan overrides are ignored unread.
 */
export const reviseRequestSchema = z.object({
  plan_id: z.string().min(3).max(50).optional(),
  quantity: quantity.optional(),
  shipping_amount: money.optional(),
  plan: planOverride.optional(),
  application_context: applicationContext.optional(),
});

export type ReviseRequest = z.infer<typeof reviseRequestSchema>;
