/**
 * The cart endpoints (server/http/api/cart.ts; spec §4 Cart): the same cart, rules and
 * messages as the /cart page.
 */
import { z } from "zod";
import { cartMessages } from "#server/cart/messages.ts";
import { discountMessages } from "#server/discounts/discount-messages.ts";
import { cartTaxMessages } from "#server/http/api/cart-tax.ts";
import { failure, noStore, type Operation } from "#server/http/openapi/operation.ts";
import {
  cartDiscountRequest,
  cartItemRequest,
  cartQuantityRequest,
} from "#server/http/openapi/request-schemas.ts";
import { cartResponse, cartTaxResponse } from "#server/http/openapi/response-schemas/cart.ts";

const exampleCart = {
  success: true,
  cart: {
    items: [
      {
        lineId: 31,
        productId: 2,
        slug: "sleepy-cats-sticker-sheet",
        sku: "STK-002",
        title: "Sleepy Cats Sticker Sheet",
        kind: "physical",
        productType: { slug: "stickers", name: "Stickers" },
        image: {
          url: "/media/products/2/small.webp",
          alternativeText: "Sticker sheet of sleeping cats",
        },
        personalisation: [],
        quantity: 3,
        maxQuantity: 40,
        price: 4.5,
        lineTotal: 13.5,
        problem: null,
      },
    ],
    itemCount: 3,
    subtotal: 13.5,
    discountCode: "WELCOME10",
    discountCodeProblem: null,
    discounts: [{ name: "Welcome: 10% off", amount: 1.35 }],
    discount: 1.35,
    freePostage: null,
    clubOffer: null,
    total: 12.15,
    hasSubscription: false,
    hasInvalidCombination: false,
  },
};

const whose =
  "A customer's cart follows their bearer token; a guest cart sent along with it joins theirs, as at a sign-in. A guest's cart is named by the token in the X-Cart-Token header, which the first add answers; without one the `washi_cart` cookie's cart is used (the shop's own pages).";
const cartAnswer = (description: string) => ({
  description,
  headers: noStore,
  schema: cartResponse,
  example: exampleCart,
});
const sessionExpired = failure(
  "A bearer token that is unknown or expired.",
  "unauthorized",
  "Session expired",
);
const notInCart = failure("No such line in this cart.", "not_found", cartMessages.notInCart);
const lineId = z.object({ lineId: z.int().min(1).describe("The line's `lineId`.") });

export const cartOperations: Operation[] = [
  {
    method: "get",
    path: "/api/cart",
    operationId: "getCart",
    summary: "The caller's cart",
    description: `${whose} No cart reads as an empty one.`,
    tag: "Cart",
    auth: "optional bearer",
    responses: { 200: cartAnswer("The cart, priced from the database."), 401: sessionExpired },
  },
  {
    method: "post",
    path: "/api/cart/items",
    operationId: "addToCart",
    summary: "Add a product",
    description: `${whose} A guest's first add makes the cart and answers its token in X-Cart-Token: send it back with every cart call and with POST /api/orders/create. The same product with the same personalisation grows its line; a download or a Mail Club plan stays at 1; a plan never shares the cart.`,
    tag: "Cart",
    auth: "optional bearer",
    body: {
      schema: cartItemRequest,
      example: { productId: 41, personalisation: { text: "Happy 30th, Mina!", choice: "Sage" } },
    },
    responses: {
      201: {
        ...cartAnswer("Added; the cart as it is now."),
        headers: {
          ...noStore,
          "X-Cart-Token": "Only when this add made a guest's cart: the token that names it.",
        },
      },
      400: failure(
        "A bad quantity, a download without the acknowledgment, or personalisation the product refuses (`details` by field).",
        "bad_request",
        "Please enter the banner text.",
        { "personalisation.text": "Please enter the banner text." },
      ),
      401: sessionExpired,
      404: failure(
        "No such product, or it is no longer sold.",
        "not_found",
        cartMessages.unavailable,
      ),
      409: failure(
        "Not enough stock, or a Mail Club plan with other items (`details.title` 'Invalid Cart Combination').",
        "conflict",
        "Only 3 left in stock, and 2 already in your cart.",
      ),
    },
  },
  {
    method: "patch",
    path: "/api/cart/items/{lineId}",
    operationId: "setCartQuantity",
    summary: "Set a line's quantity",
    description: `${whose} 0 or less removes the line.`,
    tag: "Cart",
    auth: "optional bearer",
    params: lineId,
    body: { schema: cartQuantityRequest, example: { quantity: 2 } },
    responses: {
      200: cartAnswer("The cart as it is now."),
      400: failure("Not a whole number.", "bad_request", cartMessages.quantity),
      401: sessionExpired,
      404: notInCart,
      409: failure("More than the stock.", "conflict", "Only 3 left in stock."),
    },
  },
  {
    method: "delete",
    path: "/api/cart/items/{lineId}",
    operationId: "removeFromCart",
    summary: "Remove a line",
    description: whose,
    tag: "Cart",
    auth: "optional bearer",
    params: lineId,
    responses: {
      200: cartAnswer("The cart as it is now."),
      401: sessionExpired,
      404: notInCart,
    },
  },
  {
    method: "post",
    path: "/api/cart/discount",
    operationId: "applyCartDiscount",
    summary: "Apply a discount code",
    description: `${whose} The code replaces any code applied before, once it applies to what the cart holds now; the cart then shows each discount by name. What depends on the buyer (a first order only, once per customer) and the postage are checked again when the order is placed. 10 codes a minute per visitor and per address.`,
    tag: "Cart",
    auth: "optional bearer",
    body: { schema: cartDiscountRequest, example: { code: "welcome10" } },
    responses: {
      200: cartAnswer("Applied; the cart with its money off."),
      400: failure(
        "No code, an unknown one, or one that does not apply to this cart (`details.discountCode` says why: a minimum not reached, ended, used up, for other goods).",
        "bad_request",
        "This code needs a subtotal of $20.00: add $6.50 more.",
        { discountCode: "This code needs a subtotal of $20.00: add $6.50 more." },
      ),
      401: sessionExpired,
      429: failure(
        "More than 10 codes tried in a minute: every code gets this message until the minute is over.",
        "rate_limited",
        discountMessages.tooManyAttempts,
        { discountCode: discountMessages.tooManyAttempts },
      ),
    },
  },
  {
    method: "delete",
    path: "/api/cart/discount",
    operationId: "removeCartDiscount",
    summary: "Remove the discount code",
    description: whose,
    tag: "Cart",
    auth: "optional bearer",
    responses: { 200: cartAnswer("The cart without its code."), 401: sessionExpired },
  },
  {
    method: "delete",
    path: "/api/cart",
    operationId: "clearCart",
    summary: "Empty the cart",
    description: `${whose} The cart keeps its token for the next add.`,
    tag: "Cart",
    auth: "optional bearer",
    responses: { 200: cartAnswer("The empty cart."), 401: sessionExpired },
  },
  {
    method: "get",
    path: "/api/cart/tax",
    operationId: "getCartTax",
    summary: "The cart's tax at an address",
    description: `${whose} The sales tax or VAT the cart would pay delivered to the address (decision 042): none where the shop is not registered; in a registered US state the ZIP code's rate on the goods the maker taxes there and on the postage where the state taxes it; under a VAT registration the country's rate, shown to the buyer as included in prices. After the cart's money off, each line rounded once. The order computes it again when it is placed, from the same rules.`,
    tag: "Cart",
    auth: "optional bearer",
    query: z.object({
      country: z.string().meta({ description: "ISO 3166-1 alpha-2, any case.", example: "US" }),
      region: z.string().optional().meta({ description: "The US state's code.", example: "NY" }),
      postalCode: z.string().optional().meta({ description: "The ZIP code.", example: "10001" }),
      shippingMethodId: z.string().optional().meta({
        description:
          "The chosen method's methodId (GET /api/shipping-options), else the cheapest; `mail-club` for a parcel riding in the member's envelope.",
        example: "2",
      }),
    }),
    responses: {
      200: {
        description: "The tax.",
        headers: { "Cache-Control": "private, no-store" },
        schema: cartTaxResponse,
        example: {
          tax: {
            tax: 1.64,
            taxCents: 164,
            shippingTax: 0.49,
            shippingTaxCents: 49,
            lines: [{ lineId: 31, tax: 1.15, taxCents: 115 }],
            inclusive: false,
            region: "New York City",
            rate: 8.875,
          },
        },
      },
      400: failure("No country, or an unknown one.", "bad_request", cartTaxMessages.countryNeeded, {
        country: cartTaxMessages.countryNeeded,
      }),
      401: sessionExpired,
    },
  },
];
