/** What the cart says when it refuses something; the same on the page, in toasts and in /api. */
export const cartMessages = {
  unavailable: "This product is no longer available.",
  outOfStock: "Sorry, this product is out of stock.",
  quantity: "Quantity must be a whole number of at least 1.",
  tooMany: "That is more than we could ever make. Please contact us for an order this large.",
  oneOnly: "A digital download or a subscription comes once per order, so its quantity stays 1.",
  digitalAcknowledgment: "Please confirm you understand this is a digital product.",
  giftCardOnItsPage:
    "A gift card is bought on its own page, where you choose its amount and who it is for.",
  notInCart: "This item is no longer in your cart.",
  unknownAction: "Unknown cart action.",
  invalidCombinationTitle: "Invalid Cart Combination",
  invalidCombination:
    "Subscription products cannot be purchased with other items. Please checkout separately.",
} as const;

/** 'Only 3 left in stock.', and how many the cart already holds when it holds some. */
export function onlyLeftMessage(stock: number, inCart = 0) {
  const left = `Only ${stock} left in stock`;
  return inCart > 0 ? `${left}, and ${inCart} already in your cart.` : `${left}.`;
}
