import { z } from "zod";
import { MAX_LINE_QUANTITY } from "#server/cart/line-quantity.ts";
import { cartMessages } from "#server/cart/messages.ts";
import { personalisationInput } from "#server/catalogue/personalisation.ts";

const lineId = z.coerce
  .number({ error: cartMessages.notInCart })
  .int({ error: cartMessages.notInCart })
  .positive({ error: cartMessages.notInCart })
  .max(2_147_483_647, { error: cartMessages.notInCart });

const productId = z.coerce
  .number({ error: cartMessages.unavailable })
  .int({ error: cartMessages.unavailable })
  .positive({ error: cartMessages.unavailable })
  .max(2_147_483_647, { error: cartMessages.unavailable });

/** A quantity to add: a whole number of at least 1; 1 when not given. */
const addQuantity = z.coerce
  .number({ error: cartMessages.quantity })
  .int({ error: cartMessages.quantity })
  .min(1, { error: cartMessages.quantity })
  .max(MAX_LINE_QUANTITY, { error: cartMessages.tooMany });

/** A quantity to set; 0 or less removes the line. */
const setQuantity = z.coerce
  .number({ error: cartMessages.quantity })
  .int({ error: cartMessages.quantity })
  .min(-1_000_000, { error: cartMessages.quantity })
  .max(MAX_LINE_QUANTITY, { error: cartMessages.tooMany });

/** A checkbox: sent as "on" (or "true") when ticked, absent otherwise. */
const ticked = z
  .unknown()
  .optional()
  .transform((value) => value === true || value === "on" || value === "true" || value === "1");

export const addToCartInput = z.object({
  productId,
  quantity: addQuantity.default(1),
  /** The digital-download acknowledgment (spec §4); required for digital products. */
  digitalAcknowledged: ticked,
  /** A personalised product's answers (server/catalogue/personalisation.ts). */
  personalisation: personalisationInput,
});
export type AddToCartInput = z.input<typeof addToCartInput>;

export const setCartQuantityInput = z.object({ lineId, quantity: setQuantity });
export type SetCartQuantityInput = z.input<typeof setCartQuantityInput>;

export const removeFromCartInput = z.object({ lineId });
export type RemoveFromCartInput = z.input<typeof removeFromCartInput>;
