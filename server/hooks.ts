/**
 * Where the parts of the shop hook into the order's life and PayPal's events, installed once
 * by whatever starts the shop (the server, the worker, the CLI, the tests): orders and
 * payments call these hooks and import none of the parts behind them.
 */
import {
  applySubscriptionEvent,
  isSubscriptionEvent,
} from "#server/mail-club/subscriptions/process-subscription-event.ts";
import { orderEffects } from "#server/order-effects.ts";
import { installOrderEffects } from "#server/orders/order-life.ts";
import { installPayPalEventHandlers } from "#server/payments/process-paypal-webhook.ts";

export function installShopHooks() {
  installOrderEffects(orderEffects);
  installPayPalEventHandlers([{ handles: isSubscriptionEvent, apply: applySubscriptionEvent }]);
}
