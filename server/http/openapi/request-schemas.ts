/**
 * The request bodies the handlers parse with schemas of their own modules, named and described
 * for the document. Each is the handler's schema, or its fields, with descriptions added; the
 * bodies of the account endpoints are named in server/http/api/account-schemas.ts.
 */
import { z } from "zod";
import { postalAddressSchema } from "#server/addresses/address-schema.ts";
import { giftCardPurchaseSchema, MAX_CARD_MESSAGE } from "#server/balances/gift-card-purchase.ts";
import { addToCartInput } from "#server/cart/schemas.ts";
import { checkoutSchema } from "#server/checkout/checkout-schema.ts";
import { HONEYPOT_FIELD } from "#server/content/contact/contact-limits.ts";
import { contactSchema } from "#server/content/contact/contact-schema.ts";
import { newsletterSchema } from "#server/content/newsletter/subscribe-to-newsletter.ts";
import { cartDiscountInput } from "#server/discounts/code-input.ts";
import { giftCardBalanceBody } from "#server/http/api/gift-cards.ts";
import { captureBody, createPayPalOrderBody } from "#server/http/api/payments.ts";
import { itemMetadata } from "#server/http/api/spec-item-names.ts";
import {
  addressBody,
  cancelBody,
  confirmBody,
  createBody,
} from "#server/http/api/subscriptions.ts";
import { MAX_CANCEL_REASON_TEXT } from "#server/mail-club/cancel/cancel-reasons.ts";
import { giftSchema, MAX_GIFT_MESSAGE } from "#server/mail-club/gifts/gift-schema.ts";

const countryRule =
  "An ISO 3166-1 alpha-2 code (any letter case) of a country the shop sends post to; GET /api/address-formats/{country} gives its fields, regions and postal code pattern.";
const addressRule =
  "Text is trimmed. The parts the country's post requires must be given (GET /api/address-formats/{country}); a region is one of the country's, by code or name, and is stored as its code; a postal code must match the country's pattern; parts the country does not use are dropped.";

// POST /api/orders/create takes the spec's names too: checkoutSchema reads them as the form's
// (orderAddressSchema for an address, createAccount for createAccountAfterOrder). Both schemas
// are pipes; `.in` is their object of fields, before the rules across fields and the transform.
const checkoutFields = checkoutSchema.out.in.shape;
const addressFields = postalAddressSchema.in.shape;
const orderAddress = z
  .object({
    ...addressFields,
    addressLine1: addressFields.addressLine1.optional(),
    address1: addressFields.addressLine1.optional(),
    address2: addressFields.addressLine2,
    stateProvince: addressFields.stateProvince.optional(),
    state: addressFields.stateProvince.optional(),
    postalCode: addressFields.postalCode.optional(),
    zipCode: addressFields.postalCode.optional(),
    country: addressFields.country.describe(countryRule),
  })
  .describe(
    `An address. The spec's names (address1, address2, state, zipCode) and the checkout form's (addressLine1, addressLine2, stateProvince, postalCode) are both accepted. ${addressRule}`,
  );

const add = addToCartInput.shape;
export const cartItemRequest = addToCartInput
  .extend({
    productId: add.productId.meta({
      type: ["integer", "string"],
      description: "The product's id; a numeric string is accepted.",
    }),
    quantity: add.quantity.meta({
      type: ["integer", "string"],
      description:
        "How many to add (1 when left out): any whole number the stock allows; a download or a Mail Club plan stays at 1.",
    }),
    digitalAcknowledged: z
      .boolean()
      .optional()
      .describe(
        "Required (true) for a digital product, or spec §3's `metadata.digital_acknowledgment`: the buyer understands nothing is posted. When both are sent, this one counts.",
      ),
    metadata: itemMetadata.describe(
      "Spec §3's cart item metadata: `digital_acknowledgment` (true or false) acknowledges a digital product as `digitalAcknowledged` does. Other fields in it are ignored.",
    ),
    personalisation: add.personalisation.describe(
      "A personalised product's answers: `text` (its `personalisation.text` field) and `choice` (one of `personalisation.choice.options`). Kept as typed; other products ignore them.",
    ),
  })
  .meta({ id: "CartItemRequest" });

// Spec §3's order items carry the price and title the buyer saw; the order never reads them.
export const orderItemRequest = cartItemRequest
  .extend({
    price: z
      .unknown()
      .optional()
      .describe("Ignored: the database prices the order (spec §3 sends the price shown)."),
    title: z
      .unknown()
      .optional()
      .describe("Ignored: the order keeps the product's own title (spec §3 sends it)."),
  })
  .meta({ id: "OrderItemRequest" });

export const cartDiscountRequest = cartDiscountInput
  .extend({
    code: cartDiscountInput.shape.code.describe(
      "A discount code, in any case; spaces inside a typed group are ignored.",
    ),
  })
  .meta({ id: "CartDiscountRequest" });

export const cartQuantityRequest = z
  .object({
    quantity: z
      .union([z.int(), z.string()])
      .describe("The line's new quantity; 0 or less removes the line."),
  })
  .meta({ id: "CartQuantityRequest" });

export const checkoutOrderRequest = z
  .object({
    items: z
      .array(orderItemRequest)
      .min(1)
      .max(100)
      .optional()
      .describe(
        "What to order, each under the cart's rules (stock, downloads acknowledged, personalisation, a Mail Club plan never here). Any `price` or `title` sent is ignored: the database prices the order. Left out, the caller's cart is ordered (a bearer token's customer's, else the cart of X-Cart-Token or the `washi_cart` cookie).",
      ),
    ...checkoutFields,
    customerEmail: checkoutFields.customerEmail.describe(
      "Ignored for a signed-in customer: their account's e-mail is used.",
    ),
    shippingAddress: orderAddress,
    billingAddress: orderAddress.optional(),
    shippingMethodId: checkoutFields.shippingMethodId.describe(
      "A methodId of GET /api/shipping-options for the cart and this address's country; it wins over `shippingMethod`.",
    ),
    shippingMethod: checkoutFields.shippingMethod.describe(
      "Spec §3's standard or express, read when no shippingMethodId is given: standard takes the cheapest method offered, express the fastest (the shortest delivery time its description states; of equals, the cheaper). With one method offered, both take it. The answer's `order.shippingMethod` names the method taken.",
    ),
    discountCode: checkoutFields.discountCode.describe(
      "A discount code, in any case. One that does not apply refuses the order (400) with the reason under `fields.discountCode`; 10 codes a minute per visitor and per address, then 429 with one message whatever the code.",
    ),
    giftCardCodes: checkoutFields.giftCardCodes.describe(
      "Up to 5 gift cards to pay with, as printed (XXXX-XXXX-XXXX-XXXX, any case), beside those applied to the cart. They pay after tax, in the order given; PayPal is asked for what is left (`amountDue`), and an order they pay whole is paid at once. Each counts under the guessing guard (10 a minute per visitor and per address); a wrong code, a disabled card or a try over the limit all answer 400 with one message. A card with nothing left refuses the order (409).",
    ),
    useStoreCredit: checkoutFields.useStoreCredit.describe(
      "A signed-in customer's store credit pays after the cards unless this is false (or they chose to keep it on the checkout page).",
    ),
    isGuest: z.boolean().optional().describe("Ignored: a bearer token decides."),
    createAccount: checkoutFields.createAccountAfterOrder.describe(
      "A guest asks for an account (also accepted as createAccountAfterOrder).",
    ),
    guestPassword: checkoutFields.guestPassword.describe(
      "Required with createAccount: 8 to 128 characters, not a common password.",
    ),
  })
  .meta({
    id: "CheckoutOrderRequest",
    description:
      "The order creation payload (spec §3). The order is made of `items`, or without them of the caller's cart; prices and totals sent are ignored, the database prices the order.",
  });

export const createPayPalOrderRequest = createPayPalOrderBody
  .extend({
    key: createPayPalOrderBody.shape.key.describe(
      "A guest's proof: the `accessKey` POST /api/orders/create answered. Not needed by the order's customer (bearer token), nor by the guest whose cart the order was made from when they send that cart's X-Cart-Token.",
    ),
  })
  .meta({
    id: "CreatePayPalOrderRequest",
    description: "Spec §7's `{ orderId }`, plus the access key a guest may send.",
  });

export const captureRequest = captureBody
  .extend({
    paypalOrderId: captureBody.shape.paypalOrderId.describe("PayPal's `token` in the return URL."),
  })
  .meta({ id: "CaptureRequest" });

const deliveryAddressInput = postalAddressSchema.meta({
  id: "DeliveryAddressInput",
  description: `Where the issues are mailed, with the checkout form's names (spec §3). ${addressRule} The USA plan takes US addresses only; the international plan the countries the Mail Club is sent to. Field errors are keyed by dotted path (deliveryAddress.city).`,
});

const join = createBody.shape;
export const subscriptionCreateRequest = createBody
  .extend({
    productId: join.productId.meta({
      // z.coerce takes a numeric string too, which JSON Schema cannot derive.
      type: ["integer", "string"],
      description:
        "The Mail Club plan product's id (MC-USA-MONTHLY or MC-INTL-MONTHLY); a numeric string is accepted.",
    }),
    subscriptionType: join.subscriptionType.describe("When given, must be the product's own plan."),
    deliveryAddress: deliveryAddressInput,
    paypalPlanId: join.paypalPlanId.describe("Ignored: the product's own PayPal plan is used."),
    guestEmail: join.guestEmail.describe("A guest's e-mail; ignored with a bearer token."),
    guestName: join.guestName.describe(
      "A guest's full name, split at the first space; ignored with a bearer token.",
    ),
    guestPassword: join.guestPassword.describe(
      "A guest's password: 8 to 128 characters, not a common password. Optional: left out or empty, the account is made without a password (none signs in to it) and an e-mail with a single-use link to choose one, valid for 7 days, is sent to guestEmail.",
    ),
    discountCode: join.discountCode.describe(
      "A Mail Club offer's code (FIRSTLETTER in the demo shop): the first one or two issues at its intro price, then the plan's. One that does not apply refuses the join (400, `details.discountCode`); 10 codes a minute per visitor and per address.",
    ),
  })
  .meta({
    id: "SubscriptionCreateRequest",
    description:
      "Joining the Mail Club (spec §7). The plan, its price and its PayPal plan are the product's, from the database. With a bearer token the signed-in customer joins; without one, guestEmail and guestName make the account the membership needs.",
  });

export const subscriptionConfirmRequest = confirmBody
  .extend({
    subscriptionId: confirmBody.shape.subscriptionId.describe(
      "The return URL's subscription_id (PayPal's I-… id). A ba_token (BA-…) or anything else names no subscription: the member's latest one is confirmed.",
    ),
  })
  .meta({ id: "SubscriptionConfirmRequest", description: "May be left out, or be an empty body." });

export const subscriptionCancelRequest = cancelBody
  .extend({
    reason: cancelBody.shape.reason.describe(
      `Why the member leaves, if they say: one of too_expensive, too_much_mail, moving, not_expected, other, or their own words (stored as other with them; at most ${MAX_CANCEL_REASON_TEXT} characters). Left out, null or empty: no answer. Stored and shown to the maker; told to PayPal in short.`,
    ),
    reasonText: cancelBody.shape.reasonText.describe(
      `The member's own words, kept with \`other\` only (trimmed, at most ${MAX_CANCEL_REASON_TEXT} characters); words with no reason count as \`other\`, words with another reason are dropped.`,
    ),
  })
  .meta({
    id: "SubscriptionCancelRequest",
    description:
      "The cancel screen's one optional question (issue 23). The whole body may be left out, or be empty: cancelling never needs an answer.",
  });

export const deliveryAddressChangeRequest = addressBody
  .extend({ deliveryAddress: deliveryAddressInput })
  .meta({ id: "DeliveryAddressChangeRequest" });

// POST /api/mail-club/gifts: the gift page's fields, its addresses read as the order's are
// (orderAddressSchema); `.in` is the gift schema's object of fields, before its rules across
// fields.
const gift = giftSchema.in.shape;
export const giftOrderRequest = z
  .object({
    ...gift,
    issueCount: gift.issueCount.meta({
      type: ["integer", "string"],
      description:
        "How many issues: 3, 6 or 12, a length GET /api/mail-club/gift-options lists for the recipient's plan.",
    }),
    recipientAddress: orderAddress.describe(
      `Where the issues are mailed; its country decides the plan (the USA, or international) and the price. ${addressRule}`,
    ),
    recipientEmail: gift.recipientEmail.describe(
      "The recipient's e-mail: required when `reveal` is `email`, optional otherwise.",
    ),
    message: gift.message.describe(
      `Printed on the packing list of the first issue; line breaks kept, at most ${MAX_GIFT_MESSAGE} characters.`,
    ),
    firstIssue: gift.firstIssue.describe(
      "'YYYY-MM': one of the `firstIssues` of GET /api/mail-club/gift-options, still open by its cutoff.",
    ),
    reveal: gift.reveal.describe(
      "`email`: the recipient is e-mailed of the gift on `revealOn`; `self`: the gifter tells them (a printable gift card).",
    ),
    revealOn: gift.revealOn.describe(
      "'YYYY-MM-DD', with `reveal: email` only: from today until the first issue's `revealUntil`.",
    ),
    gifterName: gift.gifterName.describe("The gifter's name, on the order."),
    gifterEmail: gift.gifterEmail.describe(
      "Where the order's e-mails go. Ignored with a bearer token: the customer's own e-mail is used.",
    ),
    billingAddress: orderAddress.describe(
      `The gifter's billing address: on the order only, never on a label. ${addressRule}`,
    ),
    giftCardCodes: gift.giftCardCodes.describe(
      "Gift cards that pay for the gift (decision 043), as printed, under the guessing guard; a signed-in gifter's store credit pays too. Paid whole by them, the gift is paid at once and `approvalUrl` is null.",
    ),
  })
  .meta({
    id: "GiftOrderRequest",
    description:
      "A gift membership, as the /mail-club/gift page asks it: the recipient and their address, the gifter and their billing address apart, the length, the first issue, the message and how the recipient hears of it. The price is the studio's for the recipient's plan and the length.",
  });

// The honeypot is looked at before contactSchema parses the body.
export const contactRequest = contactSchema
  .extend({
    message: contactSchema.shape.message.describe(
      "Plain text; line breaks are kept. Shown to the maker as text, never as HTML.",
    ),
    [HONEYPOT_FIELD]: z
      .string()
      .optional()
      .describe(
        "Leave out or empty. A form field people never see: when it is filled the answer is the same 201 but nothing is stored or sent.",
      ),
  })
  .meta({ id: "ContactRequest" });

export const newsletterRequest = newsletterSchema.meta({ id: "NewsletterRequest" });

export const giftCardBalanceRequest = giftCardBalanceBody.meta({ id: "GiftCardBalanceRequest" });

// POST /api/gift-cards: the gift card page's fields; `.in` is the schema's object of fields,
// before the amount is read.
const card = giftCardPurchaseSchema.in.shape;
export const giftCardOrderRequest = z
  .object({
    ...card,
    productId: card.productId.meta({
      type: ["integer", "string"],
      description: "The gift-card product (`kind: gift_card` in GET /api/products).",
    }),
    amount: card.amount.describe(
      "One of the product's amounts in dollars ('25.00'), or `custom` with `customAmount`.",
    ),
    customAmount: card.customAmount.describe(
      "With `amount: custom`: dollars within the bounds the maker allows (the product page says them).",
    ),
    recipientEmail: card.recipientEmail.describe(
      "Where the card goes on `sendOn`; left out, it goes to the buyer to print or pass on.",
    ),
    message: card.message.describe(
      `In the card's e-mail and on its printable PDF; line breaks kept, at most ${MAX_CARD_MESSAGE} characters.`,
    ),
    sendOn: card.sendOn.describe("'YYYY-MM-DD' in the shop's time zone: today to a year ahead."),
    buyerEmail: card.buyerEmail.describe(
      "Where the order's e-mails go. Ignored with a bearer token: the customer's own e-mail is used.",
    ),
    country: card.country.describe("The buyer's country (ISO 3166-1 alpha-2), kept on the order."),
  })
  .meta({
    id: "GiftCardOrderRequest",
    description:
      "A gift card: not taxed, no discount code, never paid with another card or store credit.",
  });
