/** What checkout says when it refuses an order; the same on the page and in /api. */
export const orderMessages = {
  emptyCart: "Your cart is empty",
  itemsInvalid: "items must be a list of { productId, quantity }",
  tooManyItems: "An order can list at most 100 items",
  tooLarge: "This order is larger than we can take online. Please contact us to arrange it.",
  addressNowNeeded:
    "Your cart now holds something to post: please check it and give a shipping address.",
  invalidCombinationTitle: "Invalid Cart Combination",
  invalidCombination:
    "Subscription products cannot be purchased with other items. Please checkout separately.",
  subscriptionAlone:
    "Mail Club plans are paid as a subscription: please join from the Mail Club page.",
  notFound: "Order not found",
  createFailed: "Failed to create order",
  fetchFailed: "Failed to fetch order",
  listFailed: "Failed to fetch orders",
  signInForOrder: "Please sign in to view your order details.",
  signInForOrders: "Please sign in to view your orders.",
  tooManyUnpaid:
    "Too many orders from here are waiting for payment. Please pay for one of them, or wait until they expire, before placing another.",
} as const;

/** A product that went while the buyer was checking out. */
export function unavailableMessage(title: string) {
  return `Sorry, "${title}" is no longer available. Please remove it from your cart.`;
}

/** Someone else bought the last ones first: how many are left, if any. */
export function soldOutMessage(title: string, left: number) {
  if (left <= 0) return `Sorry, "${title}" is sold out. Please remove it from your cart.`;
  return `Sorry, only ${left} of "${title}" ${left === 1 ? "is" : "are"} left. Please lower the quantity in your cart.`;
}

/** One shopper's unpaid orders would hold more than their share of a limited product. */
export function heldShareMessage(title: string, share: number) {
  return `So that everyone can get "${title}", one shopper can hold at most ${share} while paying. Please lower the quantity in your cart.`;
}
