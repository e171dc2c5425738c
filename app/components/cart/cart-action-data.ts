import type { FormReply } from "#app/forms/form-reply.ts";

/** What the /cart action answers a fetcher (and a page posted without JavaScript, on errors). */
export type CartIntent =
  | "add"
  | "set-quantity"
  | "remove"
  | "clear"
  | "apply-code"
  | "remove-code"
  | "apply-gift-card"
  | "remove-gift-card"
  | "keep-credit";

export type CartReply = FormReply<{
  intent?: CartIntent;
  /** The product's title, for 'Added to cart'. */
  title?: string;
  /** How many were added: 0 when a digital download or a plan was already there. */
  added?: number;
}>;
