/**
 * The moments of an order's life that the rest of the shop acts on, and the one way it acts:
 * an effect registered for a moment in the effects table (`server/order-effects.ts`). The
 * order's own code (placing, paying, cancelling, refunding, shipping) never calls a feature;
 * it moves the order and runs the moment's effects in the same transaction, so a download
 * grant, a gift brought to life or a queued e-mail exists exactly when the move does, and only
 * the call that made the move runs them.
 */
import type { Transaction } from "#server/db/client.ts";
import type { ShopContext } from "#server/shop-context.ts";

export const orderMoments = [
  /** Written with its lines and its stock held, waiting for payment (or paid next, if free). */
  "placed",
  /**
   * The buyer approved at PayPal and the shop is about to capture: the payer is known. No
   * status changes; an effect may refuse the capture (an AppError), the order staying unpaid.
   */
  "approved",
  /** PayPal holds the approved payment for review; its webhook pays or cancels it later. */
  "under_review",
  "paid",
  "processing",
  "shipped",
  "delivered",
  /** Cancelled unpaid: by the buyer, the maker, PayPal's denial, or a newer checkout. */
  "cancelled",
  /** Cancelled unpaid because its hold ran out (the expiry job). */
  "expired",
  "refunded",
] as const;
export type OrderMoment = (typeof orderMoments)[number];

/**
 * What an effect may need beyond the order, from the shop's context (server/shop-context.ts):
 * where links point, whom to tell, and the shop's time zone in force.
 */
export type OrderLifeContext = Pick<ShopContext, "publicUrl" | "ownerEmail" | "timeZone">;

export interface OrderEvent {
  tx: Transaction;
  orderId: number;
  moment: OrderMoment;
  /** When it happened (the payment's time for `paid`). */
  at: Date;
  context: OrderLifeContext;
  /** The buyer's PayPal account (payer_id), from `approved` on when PayPal said it. */
  payerId?: string;
  /** Its country, at `approved`: evidence of where a buyer of downloads lives (decision 042). */
  payerCountry?: string;
}

export type OrderEffect = (event: OrderEvent) => Promise<void>;

/** Every moment's effects, in the order they run. */
export type OrderEffectsTable = Readonly<Record<OrderMoment, readonly OrderEffect[]>>;

let installed: OrderEffectsTable | undefined;

/** Called once by whatever starts the shop (server, worker, CLI, tests) with the one table. */
export function installOrderEffects(table: OrderEffectsTable) {
  installed = table;
}

/** Runs the moment's effects one after the other inside the move's transaction. */
export async function runOrderEffects(event: OrderEvent) {
  if (!installed) {
    throw new Error("The order's effects are not installed (server/order-effects.ts).");
  }
  for (const effect of installed[event.moment]) await effect(event);
}
