/**
 * Gift cards and store credit (server/http/api/gift-cards.ts; decision 043). How they pay for an
 * order is told on POST /api/orders/create (`giftCardCodes`, `useStoreCredit`).
 */
import { balanceMessages } from "#server/balances/balance-messages.ts";
import { authMessages } from "#server/http/api/bearer.ts";
import { failure, noStore, type Operation } from "#server/http/openapi/operation.ts";
import {
  giftCardBalanceRequest,
  giftCardOrderRequest,
} from "#server/http/openapi/request-schemas.ts";
import {
  giftCardBalanceResponse,
  placedGiftCard,
  storeCreditResponse,
} from "#server/http/openapi/response-schemas/balances.ts";
import { giftPaymentUnavailable } from "#server/http/openapi/response-schemas/gifts.ts";
import { orderMessages } from "#server/orders/order-messages.ts";
import { paymentMessages } from "#server/payments/payment-services.ts";

const exampleOrder = {
  id: 31,
  orderNumber: "W-2611-482913",
  status: "pending_payment",
  items: [
    {
      productId: 40,
      title: "Washi Gift Card ($25.00)",
      quantity: 1,
      price: 25,
      discount: 0,
      tax: 0,
      taxRate: 0,
      personalisation: [
        { label: "To", value: "Rosa Romero" },
        { label: "From", value: "Gwen Park" },
        { label: "E-mailed on", value: "2026-12-24" },
      ],
    },
  ],
  shippingAddress: {
    firstName: "Gwen Park",
    lastName: "",
    street: "",
    street2: null,
    city: "",
    state: "",
    zip: "",
    country: "US",
  },
  shippingMethod: "By e-mail",
  customerEmail: "gwen@example.com",
  customerName: "Gwen Park",
  subtotal: 25,
  discount: 0,
  tax: 0,
  shippingTax: 0,
  taxIncluded: false,
  taxDetails: null,
  shipping: 0,
  shippingDiscount: 0,
  total: 25,
  paidByBalances: [],
  amountDue: 25,
  createdAt: "2026-11-28T15:00:00.000Z",
  paidAt: null,
  trackingNumber: null,
  trackingCarrier: null,
};

export const balanceOperations: Operation[] = [
  {
    method: "post",
    path: "/api/gift-cards",
    operationId: "placeGiftCard",
    summary: "Buy a gift card: place its order",
    description:
      "Places the buyer's order for a gift card of one of the product's amounts (or, where the maker allows, an amount within its bounds) and starts its PayPal payment. Not taxed, no discount code, never paid with another card or store credit. Pay it like any order (`approvalUrl`, then POST /api/payments/capture); paid, the card gets its balance, and on `sendOn` its number is drawn and e-mailed with a link to its printable PDF (only a hash and its last four characters are kept).",
    tag: "Gift cards and credit",
    auth: "optional bearer",
    body: {
      schema: giftCardOrderRequest,
      example: {
        productId: 40,
        amount: "25.00",
        recipientName: "Rosa Romero",
        recipientEmail: "rosa@example.com",
        message: "Happy birthday, Rosa!",
        sendOn: "2026-12-24",
        senderName: "Gwen Park",
        buyerEmail: "gwen@example.com",
        country: "US",
      },
    },
    responses: {
      201: {
        description: "Placed, waiting for the buyer's approval at PayPal.",
        schema: placedGiftCard,
        headers: noStore,
        example: {
          success: true,
          order: exampleOrder,
          approvalUrl: "https://www.sandbox.paypal.com/checkoutnow?token=7K2032658W8453117",
          accessKey: "kP3x0bV9mQ2_r7LcZ8yT1wN4uE6aH5sJ0dF2gB7vC1o",
        },
      },
      400: failure(
        "A field is refused (`details` by field), the amount is not offered, or the day is out of range.",
        "bad_request",
        balanceMessages.fixErrors,
        { sendOn: balanceMessages.sendOnInvalid },
      ),
      401: failure("A bearer token that is unknown or expired.", "unauthorized", "Session expired"),
      429: failure(
        "Too many unpaid orders from this account or address.",
        "rate_limited",
        orderMessages.tooManyUnpaid,
      ),
      503: {
        description:
          "PayPal did not answer; the order is placed (`orderId`, `accessKey` beside the error): start its payment again with POST /api/payments/create-paypal-order.",
        schema: giftPaymentUnavailable,
        example: {
          error: { code: "unavailable", message: paymentMessages.createFailed },
          orderId: 31,
          accessKey: "kP3x0bV9mQ2_r7LcZ8yT1wN4uE6aH5sJ0dF2gB7vC1o",
        },
      },
    },
  },
  {
    method: "post",
    path: "/api/gift-cards/balance",
    operationId: "getGiftCardBalance",
    summary: "What is left on a gift card",
    description:
      "The checkout, the balance page and this endpoint share one guessing guard: 10 tries a minute per visitor and per network address. A wrong code, a disabled card and a try over the limit all answer the same 400, so a guesser cannot tell them apart.",
    tag: "Gift cards and credit",
    auth: "optional bearer",
    body: { schema: giftCardBalanceRequest, example: { code: "K7QM-3XTP-9WBR-HD4E" } },
    responses: {
      200: {
        description: "The card's balance.",
        headers: noStore,
        schema: giftCardBalanceResponse,
        example: { success: true, giftCard: { lastFour: "HD4E", balance: 7, initialAmount: 25 } },
      },
      400: failure(
        "Not a card of the shop's, disabled, or too many tries: one message for all.",
        "bad_request",
        balanceMessages.cardNotFound,
        { giftCardCode: balanceMessages.cardNotFound },
      ),
    },
  },
  {
    method: "get",
    path: "/api/customers/store-credit",
    operationId: "getStoreCredit",
    summary: "The customer's store credit and its ledger",
    description:
      "Credit the shop gave (with its reason), refunds taken as credit, and every spend with its order. Checkout spends it after any gift cards unless `useStoreCredit` is false.",
    tag: "Gift cards and credit",
    auth: "bearer",
    responses: {
      200: {
        description: "The balance and every entry, newest first.",
        headers: noStore,
        schema: storeCreditResponse,
        example: {
          success: true,
          storeCredit: {
            balance: 5,
            entries: [
              {
                kind: "issued",
                amount: 5,
                reason: "Sorry about the bent card",
                orderNumber: "W-2611-730514",
                createdAt: "2026-11-02T15:00:00.000Z",
              },
            ],
          },
        },
      },
      401: failure("No bearer token.", "unauthorized", authMessages.notAuthenticated),
    },
  },
];
